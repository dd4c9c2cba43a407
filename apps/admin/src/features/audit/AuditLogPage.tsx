import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { usePagedQuery } from '#shared/api/use-paged-query.ts';
import { formatTime } from '#shared/format/format.ts';
import { PagedTable } from '#shared/ui/PagedTable.tsx';
import { type AuditFilterForm, AuditFilters, NO_AUDIT_FILTER } from './AuditFilters';
import { StaffAuditLogQuery } from './audit-operations';

/** Only the filled fields: an empty one is no filter. */
function filterOf(form: AuditFilterForm) {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ''));
}

/** 操作日志: who did what in the workbench, when and from where (the platform operator's only). */
export function AuditLogPage() {
  const [applied, setApplied] = useState(NO_AUDIT_FILTER);
  const list = usePagedQuery(
    StaffAuditLogQuery,
    (page) => ({ page, filter: filterOf(applied) }),
    (data) => data.staffAuditLog,
    20,
  );

  return (
    <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
      <Heading as="h1" size="md" mb="1">
        操作日志
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="4">
        工作台人员的每一次变更操作与登录、退出，只增不改；查阅企业数据的记录见企业的数据授权记录。
      </Text>
      <AuditFilters onApply={setApplied} />
      <PagedTable
        label="操作日志"
        list={list}
        columns={['时间', '账号', '姓名', '角色', '金融机构', '操作', '对象', '来源地址']}
        row={(entry) => (
          <Table.Row key={entry.id} data-testid="audit-entry">
            <Table.Cell whiteSpace="nowrap">{formatTime(entry.at)}</Table.Cell>
            <Table.Cell>{entry.username}</Table.Cell>
            <Table.Cell>{entry.staffName}</Table.Cell>
            <Table.Cell>{entry.roleName}</Table.Cell>
            <Table.Cell>{entry.orgName ?? '—'}</Table.Cell>
            <Table.Cell>{entry.actionName}</Table.Cell>
            <Table.Cell>{entry.target || '—'}</Table.Cell>
            <Table.Cell>{entry.address}</Table.Cell>
          </Table.Row>
        )}
        empty="暂无操作记录"
      />
    </Box>
  );
}
