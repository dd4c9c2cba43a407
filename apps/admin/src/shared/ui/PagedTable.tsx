import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PagedList } from '../api/use-paged-query';
import { ColumnHeaders } from './ColumnHeaders';
import { Pager } from './Pager';
import { EmptyRows, PageFailure, PageLoading } from './PageState';
import { pageCount } from './page-count';

/**
 * One page of a paged list as a table with its Pager: the failure while nothing is loaded yet, the spinner while it
 * loads, and `empty` when the page has no rows.
 */
export function PagedTable<Row>({
  list: { page, error, loading, pageNum, pageSize, onPage },
  columns,
  row,
  empty,
  interactive,
  testId,
}: {
  list: Omit<PagedList<Row>, 'refetch'>;
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
      <Table.Root size="sm" interactive={interactive} data-testid={testId}>
        <ColumnHeaders columns={columns} />
        <Table.Body>{page.records.map(row)}</Table.Body>
      </Table.Root>
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
