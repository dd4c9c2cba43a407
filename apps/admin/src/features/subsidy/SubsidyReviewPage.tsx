import { Badge, Link, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { fromFirstPage, usePagedQuery } from '#shared/api/use-paged-query.ts';
import { formatAmount, formatTime } from '#shared/format/format.ts';
import { FilterSelect } from '#shared/ui/FilterSelect.tsx';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { PagedTable } from '#shared/ui/PagedTable.tsx';
import { GovSubsidyClaimsQuery } from './subsidy-operations';
import { kindName, STATUS_OPTIONS, STATUS_PALETTES } from './subsidy-review-rules';

/** 贴息审核 (issue 22 §3): every company's subsidy claims, newest first, filtered by status. */
export function SubsidyReviewPage() {
  const [status, setStatus] = useState('submitted');
  const list = usePagedQuery(
    GovSubsidyClaimsQuery,
    (page) => ({ ...page, ...(status ? { status } : {}) }),
    (data) => data.govSubsidyClaims,
  );
  return (
    <PageCard
      title="贴息审核"
      actions={
        <FilterSelect
          label="申请状态"
          value={status}
          options={STATUS_OPTIONS}
          allLabel="全部状态"
          onChange={fromFirstPage(list, setStatus)}
        />
      }
    >
      <PagedTable
        label="贴息审核"
        list={list}
        columns={['企业名称', '补贴项目', '贷款申请编号', '申请金额', '核定金额', '状态', '提交时间', '操作']}
        interactive
        empty="暂无补贴申请"
        testId="subsidy-queue"
        row={(record) => (
          <Table.Row key={record.id} data-testid="subsidy-row" data-claim-id={record.id}>
            <Table.Cell>{record.companyName}</Table.Cell>
            <Table.Cell>
              {record.programmeName}（{kindName(record.kind)}）
            </Table.Cell>
            <Table.Cell>{record.applicationId}</Table.Cell>
            <Table.Cell>{formatAmount(record.claimAmount)}</Table.Cell>
            <Table.Cell>{record.approvedAmount == null ? '—' : formatAmount(record.approvedAmount)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATUS_PALETTES[record.status] ?? 'gray'}>{record.statusName}</Badge>
            </Table.Cell>
            <Table.Cell>{formatTime(record.createdAt)}</Table.Cell>
            <Table.Cell>
              <Link asChild color="brand.600">
                <RouterLink to={`/subsidy/${record.id}`} aria-label={`查看 ${record.companyName} 的补贴申请`}>
                  查看
                </RouterLink>
              </Link>
            </Table.Cell>
          </Table.Row>
        )}
      />
    </PageCard>
  );
}
