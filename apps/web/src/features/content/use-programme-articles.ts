import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { PageInput } from '#gql/graphql.ts';

/** A programme page shows its whole programme: far fewer articles than this. */
const ARTICLES_SHOWN = 20;

/**
 * The articles query of a programme page (风险补偿, 再贷款): its first and only page. Answers what ProgrammeArticles
 * needs besides the articles (error, onRetry) and the query's data.
 */
export function useProgrammeArticles<TData>(query: TypedDocumentNode<TData, { page?: PageInput | null }>) {
  const { data, error, refetch } = useQuery(query, {
    variables: { page: { pageNum: 1, pageSize: ARTICLES_SHOWN } },
  });
  return { data, error, onRetry: () => void refetch() };
}
