import { useQuery } from '@apollo/client/react';
import { Badge, Box, Heading, HStack, Link, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QUIET_ERRORS } from '../../shared/api/apollo-client';
import { formatAmount, formatTime } from '../../shared/format/format';
import { useLayoutStaff } from '../../shared/session/use-layout-staff';
import { Pager } from '../../shared/ui/Pager';
import { EmptyRows, PageFailure, PageLoading } from '../../shared/ui/PageState';
import { OrgApplicationsQuery } from './application-operations';
import { QueueFilters } from './QueueFilters';
import { PAGE_SIZE, pageCount, type QueueChoice, queueFilter } from './queue-filter';

/** 申请队列: the institution's applications and claimed needs (the operator: every institution's), newest first. */
export function ApplicationQueuePage() {
  const staff = useLayoutStaff();
  const [choice, setChoice] = useState<QueueChoice>({ status: '', overdueOnly: false });
  const [pageNum, setPageNum] = useState(1);
  const { data, error, loading } = useQuery(OrgApplicationsQuery, {
    variables: { filter: queueFilter(choice), page: { pageNum, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    context: QUIET_ERRORS,
  });
  const page = data?.orgApplications;

  return (
    <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
      <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
        <Heading size="md">申请队列</Heading>
        <QueueFilters
          choice={choice}
          operator={staff.role === 'operator'}
          onChange={(next) => {
            setChoice(next);
            setPageNum(1);
          }}
        />
      </HStack>
      {error && !page ? (
        <PageFailure error={error} />
      ) : loading && !page ? (
        <PageLoading />
      ) : page && page.records.length > 0 ? (
        <>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>企业名称</Table.ColumnHeader>
                <Table.ColumnHeader>产品/需求</Table.ColumnHeader>
                <Table.ColumnHeader>机构</Table.ColumnHeader>
                <Table.ColumnHeader>申请金额</Table.ColumnHeader>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader>提交时间</Table.ColumnHeader>
                <Table.ColumnHeader>操作</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.records.map((record) => (
                <Table.Row key={record.id} data-testid="application-row">
                  <Table.Cell>{record.application.entName}</Table.Cell>
                  <Table.Cell>
                    {record.application.source === 2 ? '融资需求' : (record.application.productName ?? '—')}
                  </Table.Cell>
                  <Table.Cell>{record.application.orgName ?? '—'}</Table.Cell>
                  <Table.Cell>{formatAmount(record.application.applyAmount)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Badge colorPalette={record.application.status.errorStyle ? 'red' : 'blue'}>
                        {record.application.status.label}
                      </Badge>
                      {record.overdue ? <Badge colorPalette="orange">超时</Badge> : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{formatTime(record.application.createTime)}</Table.Cell>
                  <Table.Cell>
                    <Link asChild color="brand.600">
                      <RouterLink to={`/applications/${record.id}`}>查看</RouterLink>
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager pageNum={pageNum} pages={pageCount(page.total)} total={page.total} onPage={setPageNum} />
        </>
      ) : (
        <EmptyRows text="暂无申请" />
      )}
    </Box>
  );
}
