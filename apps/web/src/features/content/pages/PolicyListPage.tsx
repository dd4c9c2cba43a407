import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '#gql';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { FilteredNoData } from '#shared/ui/FilteredNoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
import { SkeletonStack } from '#shared/ui/SkeletonStack.tsx';
import { ContentPageFrame } from '../components/ContentPageFrame';
import { PolicyCard } from '../components/PolicyCard';
import { PolicySearchForm } from '../components/PolicySearchForm';
import {
  isFiltered,
  POLICY_PAGE_SIZE,
  type PolicySearch,
  parsePolicySearch,
  policyFilter,
  policySearchToParams,
} from '../policy-search';

const PolicyListQuery = graphql(`
  query PolicyList($filter: PolicyFilter, $page: PageInput) {
    policies(filter: $filter, page: $page) {
      total
      records {
        id
        title
        department
        documentNo
        publishDate
        summary
      }
    }
  }
`);

/** 惠企政策 (spec §2 /enterpriseFriendly): the region's policies by keyword, department and date, ten a page. */
export function PolicyListPage() {
  const [params, setParams] = useSearchParams();
  const search = parsePolicySearch(params);
  const { data, previousData, error, refetch } = useQuery(PolicyListQuery, {
    variables: { filter: policyFilter(search), page: { pageNum: search.page, pageSize: POLICY_PAGE_SIZE } },
  });
  const policies = (data ?? previousData)?.policies;
  const show = (next: PolicySearch) => setParams(policySearchToParams(next));

  return (
    <ContentPageFrame title="惠企政策" lead="汇集区内各部门支持中小企业发展的政策，可按关键词、发布部门和发布日期查找">
      <Stack gap="5">
        <PolicySearchForm search={search} onSearch={show} />
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !policies ? (
          <SkeletonStack gap="3" height="120px" />
        ) : policies.records.length === 0 ? (
          <FilteredNoData
            filtered={isFiltered(search)}
            hint="没有符合条件的政策，请调整关键词或筛选条件"
            onClear={() => show({ page: 1 })}
          />
        ) : (
          <>
            <Text fontSize="sm" color="gray.600" aria-live="polite">
              共找到 {policies.total} 条政策
            </Text>
            <Stack gap="3" as="ul" listStyleType="none" aria-label="政策列表">
              {policies.records.map((policy) => (
                <li key={policy.id}>
                  <PolicyCard policy={policy} />
                </li>
              ))}
            </Stack>
            <Pager
              total={policies.total}
              page={search.page}
              pageSize={POLICY_PAGE_SIZE}
              onPageChange={(page) => show({ ...search, page })}
            />
          </>
        )}
      </Stack>
    </ContentPageFrame>
  );
}
