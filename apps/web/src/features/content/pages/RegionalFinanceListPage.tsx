import { useQuery } from '@apollo/client/react';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '#gql';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
import { SkeletonStack } from '#shared/ui/SkeletonStack.tsx';
import { ContentCard, ContentPageFrame } from '../components/ContentPageFrame';

const PAGE_SIZE = 10;

const RegionalFinanceListQuery = graphql(`
  query RegionalFinanceList($page: PageInput) {
    regionalFinanceArticles(page: $page) {
      total
      records {
        id
        title
        summary
        district
        source
        publishDate
      }
    }
  }
`);

function pageOf(params: URLSearchParams): number {
  const text = params.get('page');
  return text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : 1;
}

/** 区域金融 (spec §2 /regionalFinance): what each district does for its enterprises' financing, newest first. */
export function RegionalFinanceListPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data, previousData, error, refetch } = useQuery(RegionalFinanceListQuery, {
    variables: { page: { pageNum: page, pageSize: PAGE_SIZE } },
  });
  const articles = (data ?? previousData)?.regionalFinanceArticles;

  return (
    <ContentPageFrame title="区域金融" lead="各区金融服务动态：服务网络、特色产品和融资成效">
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !articles ? (
        <SkeletonStack gap="3" height="110px" />
      ) : articles.records.length === 0 ? (
        <NoData />
      ) : (
        <Stack gap="3">
          <Stack gap="3" as="ul" listStyleType="none" aria-label="区域金融列表">
            {articles.records.map((article) => (
              <li key={article.id}>
                <ContentCard
                  to={`/regionalFinance/${article.id}`}
                  title={article.title}
                  kicker={
                    <HStack gap="2" mb="2" wrap="wrap" fontSize="sm" color="gray.600">
                      {article.district && <Badge colorPalette="accent">{article.district}</Badge>}
                      <Text as="span">{article.publishDate}</Text>
                    </HStack>
                  }
                >
                  <Text mt="2" color="gray.700" lineClamp={{ base: 3, md: 2 }}>
                    {article.summary}
                  </Text>
                </ContentCard>
              </li>
            ))}
          </Stack>
          <Pager
            total={articles.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </Stack>
      )}
    </ContentPageFrame>
  );
}
