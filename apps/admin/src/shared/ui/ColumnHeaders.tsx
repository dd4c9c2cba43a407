import { Table } from '@chakra-ui/react';

/** A table's header row: one column header per title, in order. */
export function ColumnHeaders({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
