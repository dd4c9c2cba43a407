import { Badge, Link, Table } from '@chakra-ui/react';
import { sourceName } from '@sme/contract/loan-status';
import { Link as RouterLink } from 'react-router-dom';
import { pageOnly, usePagedQuery } from '#shared/api/use-paged-query.ts';
import { formatTime } from '#shared/format/format.ts';
import { PageCard } from '#shared/ui/PageCard.tsx';
import { PagedTable } from '#shared/ui/PagedTable.tsx';
import { EscalationsQuery } from './escalation-operations';

const STAGES: Record<string, string> = { view: '超时未查看', decide: '超时未决定授信' };

/** 超时预警: applications the escalation job flagged for waiting past a target (operator, institution administrators). */
export function EscalationsPage() {
  const list = usePagedQuery(EscalationsQuery, pageOnly, (data) => data.escalations);

  return (
    <PageCard title="超时预警" intro="等待超过响应时效目标的申请（1个工作日未查看，或3个工作日未作出授信决定）。">
      <PagedTable
        label="超时预警"
        list={list}
        columns={['企业名称', '金融机构', '来源', '预警类型', '预警时间', '操作']}
        row={(escalation) => (
          <Table.Row key={escalation.id}>
            <Table.Cell>{escalation.entName}</Table.Cell>
            <Table.Cell>{escalation.orgName}</Table.Cell>
            <Table.Cell>{sourceName(escalation.source)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette="orange">{STAGES[escalation.stage] ?? escalation.stage}</Badge>
            </Table.Cell>
            <Table.Cell>{formatTime(escalation.escalatedAt)}</Table.Cell>
            <Table.Cell>
              <Link asChild color="brand.600">
                <RouterLink to={`/applications/${escalation.applicationId}`}>查看申请</RouterLink>
              </Link>
            </Table.Cell>
          </Table.Row>
        )}
        empty="暂无超时预警"
      />
    </PageCard>
  );
}
