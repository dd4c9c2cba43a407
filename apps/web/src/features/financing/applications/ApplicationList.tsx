import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { getFragmentData } from '#gql';
import { ErrorState } from '#shared/ui/ErrorState.tsx';
import { NoData } from '#shared/ui/NoData.tsx';
import { Pager } from '#shared/ui/Pager.tsx';
import { ApplicationCard, type ListKind } from './ApplicationCard';
import { ApplicationCardPage, MyApplicationsQuery, MyNeedsQuery } from './applications-operations';

/** Spec §9: applications and needs are listed 8 a page. */
export const LIST_PAGE_SIZE = 8;

/** 我的融资申请 or 我的融资需求: cards, 暂无数据, paging; a card opens its progress view. */
export function ApplicationList({ kind, onOpen }: { kind: ListKind; onOpen: (id: string) => void }) {
  const [pageNum, setPageNum] = useState(1);
  const variables = { page: { pageNum, pageSize: LIST_PAGE_SIZE } };
  const applications = useQuery(MyApplicationsQuery, {
    variables,
    skip: kind !== 'applications',
    fetchPolicy: 'cache-and-network',
  });
  const needs = useQuery(MyNeedsQuery, { variables, skip: kind !== 'needs', fetchPolicy: 'cache-and-network' });
  const { error, refetch } = kind === 'applications' ? applications : needs;
  const page = getFragmentData(
    ApplicationCardPage,
    kind === 'applications' ? applications.data?.myApplications : needs.data?.myNeeds,
  );

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!page) return <Skeleton h="320px" borderRadius="lg" />;
  if (page.total === 0) return <NoData />;
  return (
    <Stack gap="3" data-testid={`${kind}-list`}>
      {page.records.map((record) => (
        <ApplicationCard key={record.id} kind={kind} record={record} onOpen={onOpen} />
      ))}
      <Pager total={page.total} page={pageNum} pageSize={LIST_PAGE_SIZE} onPageChange={setPageNum} />
    </Stack>
  );
}
