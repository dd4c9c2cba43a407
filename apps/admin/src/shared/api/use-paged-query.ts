import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { QUIET_ERRORS } from './apollo-client';

/** One page of a workbench list, as every paged query answers it. */
export interface ListPage<Row> {
  total: number;
  /** The total stopped counting (a broad search): there are more than `total`. */
  totalIsCapped?: boolean;
  records: readonly Row[];
}

/** Where a paged list stands: what PagedTable draws, and how to move or reload it. */
export interface PagedList<Row> {
  page: ListPage<Row> | null | undefined;
  error: unknown;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  refetch: () => void;
}

/** The variables of a list whose one argument is its page. */
export const pageOnly = (page: { pageNum: number; pageSize: number }) => ({ page });

/** `set` of one of a list's filters, taking the list back to its first page whenever the filter changes. */
export function fromFirstPage<T>(
  list: Pick<PagedList<unknown>, 'onPage'>,
  set: (value: T) => void,
): (value: T) => void {
  return (value) => {
    set(value);
    list.onPage(1);
  };
}

/**
 * A workbench list query from page 1: the cached answer first, then the network's; a failure is shown in the table,
 * not toasted. `variables` places the page input among the list's other arguments; `pick` finds the page in the
 * answer.
 */
export function usePagedQuery<Data, Variables extends OperationVariables, Row>(
  query: TypedDocumentNode<Data, Variables>,
  variables: (page: { pageNum: number; pageSize: number }) => Variables,
  pick: (data: Data) => ListPage<Row> | null | undefined,
  pageSize = 10,
): PagedList<Row> {
  const [pageNum, setPageNum] = useState(1);
  // A generic document: useQuery cannot tell whether its variables are required, so it is told they are given.
  const { data, error, loading, refetch } = useQuery(query as TypedDocumentNode<Data, OperationVariables>, {
    variables: variables({ pageNum, pageSize }),
    fetchPolicy: 'cache-and-network',
    context: QUIET_ERRORS,
  });
  return {
    page: data ? pick(data as Data) : undefined,
    error,
    loading,
    pageNum,
    pageSize,
    onPage: setPageNum,
    refetch: () => void refetch(),
  };
}
