import { Badge, HStack, Link, Table } from '@chakra-ui/react';
import { SOURCE_NAMES, Source } from '@sme/contract/loan-status';
import { useLiveRefetch } from '@sme/ui/live';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { fromFirstPage, usePagedQuery } from '#shared/api/use-paged-query.ts';
import { formatAmount, formatTime } from '#shared/format/format.ts';
import { LIVE_QUEUE } from '#shared/live/live-subscriptions.ts';
import { useLayoutStaff } from '#shared/session/use-layout-staff.ts';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { PagedTable } from '#shared/ui/PagedTable.tsx';
import { AssignSearchBar } from './desk-assign/AssignSearchBar';
import { OrgQueueSearchQuery } from './desk-assign/assign-operations';
import { type AssignSearch, assignFilter, EMPTY_SEARCH } from './desk-assign/assign-search';
import { HandlerCell } from './desk-assign/HandlerCell';
import { ThreadMarker } from './desk-threads/ThreadMarker';
import { QueueFilters } from './QueueFilters';
import { PAGE_SIZE, type QueueChoice, queueFilter } from './queue-filter';

/** What the company column says when the institution keeps only the summary. */
const RESTRICTED_NAMES: Readonly<Record<string, string>> = {
  withdrawn: '企业已撤回',
  authorisation_ended: '数据授权已终止',
};

/** 申请队列: the institution's applications and claimed needs (the operator: every institution's), newest first. */
export function ApplicationQueuePage() {
  const staff = useLayoutStaff();
  const [choice, setChoice] = useState<QueueChoice>({ status: '', overdueOnly: false });
  const [search, setSearch] = useState<AssignSearch>(EMPTY_SEARCH);
  const filter = { ...queueFilter(choice), ...assignFilter(search) };
  const list = usePagedQuery(
    OrgQueueSearchQuery,
    (page) => ({ filter, page }),
    (data) => data.orgQueueSearch,
    PAGE_SIZE,
  );
  useLiveRefetch({ subscription: LIVE_QUEUE, refetch: [OrgQueueSearchQuery] });

  return (
    <PageCard
      title="申请队列"
      actions={
        <QueueFilters choice={choice} operator={staff.role === 'operator'} onChange={fromFirstPage(list, setChoice)} />
      }
    >
      <AssignSearchBar
        search={search}
        filter={filter}
        operator={staff.role === 'operator'}
        onChange={fromFirstPage(list, setSearch)}
      />
      <PagedTable
        label="申请队列"
        list={list}
        columns={['企业名称', '产品/需求', '机构', '申请金额', '状态', '客户经理', '提交时间', '操作']}
        interactive
        row={(record) => (
          <Table.Row key={record.id} data-testid="application-row">
            <Table.Cell>
              {record.application.entName ?? RESTRICTED_NAMES[record.restriction?.reason ?? ''] ?? '—'}
            </Table.Cell>
            <Table.Cell>
              {record.application.source === Source.NEED
                ? SOURCE_NAMES[Source.NEED]
                : (record.application.productName ?? '—')}
            </Table.Cell>
            <Table.Cell>{record.application.orgName ?? '—'}</Table.Cell>
            <Table.Cell>{formatAmount(record.application.applyAmount)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <Badge colorPalette={record.application.status.errorStyle ? 'red' : 'blue'}>
                  {record.application.status.label}
                </Badge>
                {record.overdue ? <Badge colorPalette="orange">超时</Badge> : null}
                {record.supplementAnswered ? <Badge colorPalette="green">有补件</Badge> : null}
                <ThreadMarker unread={record.unreadThreadCount} />
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <HandlerCell
                applicationId={record.id}
                handler={record.application.manager}
                mayClaim={staff.role === 'org_staff' || staff.role === 'org_admin'}
                onClaimed={list.refetch}
              />
            </Table.Cell>
            <Table.Cell>{formatTime(record.application.createTime)}</Table.Cell>
            <Table.Cell>
              <Link asChild color="brand.600">
                <RouterLink to={`/applications/${record.id}`}>查看</RouterLink>
              </Link>
            </Table.Cell>
          </Table.Row>
        )}
        empty="暂无申请"
      />
    </PageCard>
  );
}
