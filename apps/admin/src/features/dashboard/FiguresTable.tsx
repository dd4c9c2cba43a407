import { Box, Table } from '@chakra-ui/react';
import type { DashboardFiguresFieldsFragment } from '#gql/graphql.ts';
import { formatHours, formatShare, formatWan } from '#shared/format/format.ts';

export interface FiguresRow {
  label: string;
  figures: DashboardFiguresFieldsFragment;
}

/** The figures of groups as a table: the same columns as the CSV export (amounts in 万元). */
export function FiguresTable({
  rows,
  groupTitle,
  testId,
}: {
  rows: readonly FiguresRow[];
  groupTitle: string;
  testId: string;
}) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{groupTitle}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">申请笔数</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">申请金额（万元）</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">授信笔数</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">授信金额（万元）</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">放款笔数</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">放款金额（万元）</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">成功率</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">查看用时中位数</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">按时查看率</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">决定用时中位数</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">按时决定率</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ label, figures }) => (
            <Table.Row key={label}>
              <Table.Cell data-field="label">{label}</Table.Cell>
              <Table.Cell textAlign="end" data-field="applyCount">
                {figures.applyCount}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="applyAmount">
                {formatWan(figures.applyAmount)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="creditCount">
                {figures.creditCount}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="creditAmount">
                {formatWan(figures.creditAmount)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="loanCount">
                {figures.loanCount}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="loanAmount">
                {formatWan(figures.loanAmount)}
              </Table.Cell>
              <Table.Cell textAlign="end" data-field="successRate">
                {formatShare(figures.successRate)}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatHours(figures.viewMedianHours)}</Table.Cell>
              <Table.Cell textAlign="end">{formatShare(figures.viewShareWithinTarget)}</Table.Cell>
              <Table.Cell textAlign="end">{formatHours(figures.decideMedianHours)}</Table.Cell>
              <Table.Cell textAlign="end">{formatShare(figures.decideShareWithinTarget)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
