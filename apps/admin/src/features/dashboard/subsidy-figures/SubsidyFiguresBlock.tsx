import { useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { graphql } from '#gql';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { formatAmount, formatShare } from '#shared/format/format.ts';
import { Panel } from '#shared/ui/Panel.tsx';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';

export const DashboardSubsidyFiguresQuery = graphql(`
  query DashboardSubsidyFigures {
    govSubsidyFigures {
      year
      programmes {
        programmeId
        name
        kind
        yearlyCap
        claims
        pending
        approved
        returned
        amountApproved
        companiesAtCap
        capUsedShare
      }
    }
  }
`);

const KIND_NAMES: Readonly<Record<string, string>> = { interest: '贴息', risk: '风险补偿' };

/** 贴息与风险补偿 on the dashboard (issue 22 §3): per programme this Beijing year, claims, amount approved, cap used. */
export function SubsidyFiguresBlock() {
  const { data } = useQuery(DashboardSubsidyFiguresQuery, { fetchPolicy: 'cache-and-network', context: QUIET_ERRORS });
  const figures = data?.govSubsidyFigures;
  if (!figures) return null;
  return (
    <Panel title={`贴息与风险补偿（${figures.year}年）`} testId="dashboard-subsidy" as="section">
      <ScrollTable
        label="贴息与风险补偿"
        columns={[
          '补贴项目',
          '每企业年度上限',
          '申请数',
          '待审核',
          '已通过',
          '已退回',
          '核定金额',
          '达上限企业',
          '额度使用率',
        ]}
      >
        <Table.Body>
          {figures.programmes.map((programme) => (
            <Table.Row key={programme.programmeId} data-testid="dashboard-subsidy-row">
              <Table.Cell>
                {programme.name}（{KIND_NAMES[programme.kind] ?? programme.kind}）
              </Table.Cell>
              <Table.Cell>{formatAmount(programme.yearlyCap)}</Table.Cell>
              <Table.Cell>{programme.claims}</Table.Cell>
              <Table.Cell>{programme.pending}</Table.Cell>
              <Table.Cell>{programme.approved}</Table.Cell>
              <Table.Cell>{programme.returned}</Table.Cell>
              <Table.Cell>{formatAmount(programme.amountApproved)}</Table.Cell>
              <Table.Cell>{programme.companiesAtCap}</Table.Cell>
              <Table.Cell>{formatShare(programme.capUsedShare)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </Panel>
  );
}
