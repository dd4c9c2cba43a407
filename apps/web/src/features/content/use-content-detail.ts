import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { isContentId } from './content-errors';

/**
 * The detail query of a content page for the route's id: not asked when the id cannot name anything. Answers what
 * TextDetail needs besides the text (validId, error, onRetry) and the query's data.
 */
export function useContentDetail<TData>(query: TypedDocumentNode<TData, { id: string }>) {
  const { id } = useParams();
  const validId = isContentId(id);
  const { data, error, refetch } = useQuery(query, {
    variables: { id: id ?? '' },
    skip: !validId,
    context: QUIET_ERRORS,
  });
  return { data, validId, error, onRetry: () => void refetch() };
}
