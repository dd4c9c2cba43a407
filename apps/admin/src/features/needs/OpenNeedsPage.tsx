import { useMutation } from '@apollo/client/react';
import { Button, Table } from '@chakra-ui/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { pageOnly, usePagedQuery } from '#shared/api/use-paged-query.ts';
import { formatAmount, formatTime } from '#shared/format/format.ts';
import { notifyOutcome } from '#shared/ui/notify-outcome.ts';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { PagedTable } from '#shared/ui/PagedTable.tsx';
import { ClaimNeedMutation, OpenNeedsQuery } from './need-operations';
// Issue 22, slice offers.
import { MyOffersPanel } from './offers/MyOffersPanel';
import { OfferButton } from './offers/OfferButton';

/** 待认领需求: published needs no institution has claimed; 认领 takes one for the caller's institution. */
export function OpenNeedsPage() {
  const list = usePagedQuery(OpenNeedsQuery, pageOnly, (data) => data.openNeeds);
  const [claim, { loading: claiming }] = useMutation(ClaimNeedMutation, { context: QUIET_ERRORS });

  const claimNeed = async (id: string) => {
    await notifyOutcome(() => claim({ variables: { id } }), '认领成功，可在申请队列中办理');
    list.refetch();
  };

  return (
    <PageCard title="待认领需求">
      <PagedTable
        label="待认领需求"
        list={list}
        columns={['企业名称', '需求金额', '期限', '用途', '担保方式', '发布时间', '有效期至', '操作']}
        row={(need) => (
          <Table.Row key={need.id}>
            <Table.Cell>{need.entName}</Table.Cell>
            <Table.Cell>{formatAmount(need.applyAmount)}</Table.Cell>
            <Table.Cell>{need.loanPeriod}个月</Table.Cell>
            <Table.Cell>{need.loanFor?.label ?? '无'}</Table.Cell>
            <Table.Cell>{need.guaranteeMethods.map((item) => item.label).join('、') || '无'}</Table.Cell>
            <Table.Cell>{formatTime(need.createTime)}</Table.Cell>
            <Table.Cell>{need.expiryDate ?? '—'}</Table.Cell>
            <Table.Cell>
              <Button size="xs" colorPalette="brand" disabled={claiming} onClick={() => void claimNeed(need.id)}>
                认领
              </Button>
              <OfferButton need={need} />
            </Table.Cell>
          </Table.Row>
        )}
        empty="暂无待认领需求"
      />
      <MyOffersPanel />
    </PageCard>
  );
}
