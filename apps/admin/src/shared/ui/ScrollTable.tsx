import { Table, type TableRootProps } from '@chakra-ui/react';
import { ColumnHeaders } from './ColumnHeaders';

/** Room for about six characters a column: narrower, Chinese text wraps one character a line. */
const COLUMN_MIN_PX = 96;

/** What the table's head is: column titles (its least width follows their count), or a head of its own in children. */
type Head = { columns: readonly string[]; minW?: never } | { columns?: never; minW: string };

/**
 * A table in a box that scrolls sideways when the screen is narrower than the table's least width (a phone), instead
 * of widening the page or squeezing the columns; the box takes the keyboard's focus so it can be scrolled without a
 * pointer, and is named by `label`.
 */
export function ScrollTable({
  label,
  columns,
  minW,
  children,
  ...root
}: Omit<TableRootProps, 'minW'> & { label: string } & Head) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" minW={minW ?? `${(columns?.length ?? 0) * COLUMN_MIN_PX}px`} {...root}>
        {columns ? <ColumnHeaders columns={columns} /> : null}
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
