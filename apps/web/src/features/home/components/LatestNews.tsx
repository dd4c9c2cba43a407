import { Box, Button, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '#gql';
import { useFetchedQuery } from '#shared/api/fetched-query.ts';
import { SectionHeading } from '#shared/ui/SectionHeading.tsx';

const NEWS_SHOWN = 5;

const LatestNewsQuery = graphql(`
  query LatestNews($page: PageInput) {
    newsArticles(page: $page) {
      records {
        id
        title
        publishDate
      }
    }
  }
`);

/** The information pages of spec §2 that no header entry leads to. */
const INFORMATION_PAGES = [
  { to: '/enterpriseFriendly', label: '惠企政策' },
  { to: '/regionalFinance', label: '区域金融' },
  { to: '/compensate', label: '企业融资风险补偿' },
  { to: '/reloanPolicy', label: '再贷款政策' },
] as const;

/** 新闻资讯 on the home page: the latest news, and the way to the policy and information pages. */
export function LatestNews() {
  const { data } = useFetchedQuery(
    LatestNewsQuery,
    { page: { pageNum: 1, pageSize: NEWS_SHOWN } },
    { noLoading: true },
  );
  const news = data?.newsArticles.records;
  return (
    <>
      <SectionHeading title="新闻资讯" subtitle="平台动态与区域金融服务资讯" />
      <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '5' }}>
        <Stack as="ul" listStyleType="none" gap="0" aria-label="最新资讯">
          {news
            ? news.map((article) => (
                <HStack as="li" key={article.id} justify="space-between" gap="3" py="2.5" borderBottomWidth="1px">
                  <Link asChild color="gray.800" _hover={{ color: 'brand.600' }} minW="0" flex="1">
                    <RouterLink to={`/news/${article.id}`}>
                      <Text as="span" lineClamp={1}>
                        {article.title}
                      </Text>
                    </RouterLink>
                  </Link>
                  <Text as="span" fontSize="sm" color="gray.500" flexShrink={0}>
                    {article.publishDate}
                  </Text>
                </HStack>
              ))
            : [0, 1, 2].map((row) => <Skeleton as="li" key={row} h="6" my="2.5" />)}
        </Stack>
        <SimpleGrid as="nav" aria-label="政策与资讯" columns={{ base: 2, md: 4 }} gap="2">
          {INFORMATION_PAGES.map((page) => (
            <Button key={page.to} asChild variant="outline" colorPalette="brand" size={{ base: 'md', md: 'sm' }}>
              <RouterLink to={page.to}>{page.label}</RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <Box h="2" />
    </>
  );
}
