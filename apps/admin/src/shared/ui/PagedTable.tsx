import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PagedList } from '../api/use-paged-query';
import { Pager } from './Pager';
import { EmptyRows, PageFailure, PageLoading } from './PageState';
import { pageCount } from './page-count';
import { ScrollTable } from './ScrollTable';

/**
 * One page of a paged list as a table (scrolling sideways on a phone) with its Pager: the failure while nothing is
 * loaded yet, the spinner while it loads, and `empty` when the page has no rows.
 */
export function PagedTable<Row>({
  list: { page, error, loading, pageNum, pageSize, onPage },
  label,
  columns,
  row,
  empty,
  interactive,
  testId,
}: {
  list: Omit<PagedList<Row>, 'refetch'>;
  /** What the list is, for its scrolling box (screen readers). */
  label: string;
  /** The column headers, in order. */
  columns: readonly string[];
  /** A record's Table.Row (with its key). */
  row: (record: Row) => ReactNode;
  /** The text shown when the page has no rows. */
  empty: string;
  interactive?: boolean;
  testId?: string;
}) {
  if (error && !page) return <PageFailure error={error} />;
  if (loading && !page) return <PageLoading />;
  if (!page || page.records.length === 0) return <EmptyRows text={empty} />;
  return (
    <>
      <ScrollTable label={label} columns={columns} interactive={interactive} data-testid={testId}>
        <Table.Body>{page.records.map(row)}</Table.Body>
      </ScrollTable>
      <Pager
        pageNum={pageNum}
        pages={pageCount(page.total, pageSize)}
        total={page.total}
        totalIsCapped={page.totalIsCapped}
        onPage={onPage}
      />
    </>
  );
}
