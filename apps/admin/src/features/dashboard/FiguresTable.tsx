import { Table } from '@chakra-ui/react';
import type { DashboardFiguresFieldsFragment } from '#gql/graphql.ts';
import { formatHours, formatShare, formatWan } from '#shared/format/format.ts';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';

export interface FiguresRow {
  label: string;
  figures: DashboardFiguresFieldsFragment;
}

type Figures = DashboardFiguresFieldsFragment;

/** One figure column: its heading, the `data-field` its cells carry (where tests read them) and how it is shown. */
interface FigureColumn {
  title: string;
  field?: keyof Figures;
  show: (figures: Figures) => string | number;
}

const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { title: '申请笔数', field: 'applyCount', show: (f) => f.applyCount },
  { title: '申请金额（万元）', field: 'applyAmount', show: (f) => formatWan(f.applyAmount) },
  { title: '授信笔数', field: 'creditCount', show: (f) => f.creditCount },
  { title: '授信金额（万元）', field: 'creditAmount', show: (f) => formatWan(f.creditAmount) },
  { title: '放款笔数', field: 'loanCount', show: (f) => f.loanCount },
  { title: '放款金额（万元）', field: 'loanAmount', show: (f) => formatWan(f.loanAmount) },
  { title: '成功率', field: 'successRate', show: (f) => formatShare(f.successRate) },
  { title: '查看用时中位数', show: (f) => formatHours(f.viewMedianHours) },
  { title: '按时查看率', show: (f) => formatShare(f.viewShareWithinTarget) },
  { title: '决定用时中位数', show: (f) => formatHours(f.decideMedianHours) },
  { title: '按时决定率', show: (f) => formatShare(f.decideShareWithinTarget) },
];

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
    <ScrollTable label={`数据看板（${groupTitle}）`} minW="960px" data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{groupTitle}</Table.ColumnHeader>
          {FIGURE_COLUMNS.map(({ title }) => (
            <Table.ColumnHeader key={title} textAlign="end">
              {title}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(({ label, figures }) => (
          <Table.Row key={label}>
            <Table.Cell data-field="label">{label}</Table.Cell>
            {FIGURE_COLUMNS.map(({ title, field, show }) => (
              <Table.Cell key={title} textAlign="end" data-field={field}>
                {show(figures)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
