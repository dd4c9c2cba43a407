import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { notifyFailure } from '../ui/toaster';
import { failureMessage } from './failure';
import { endedSession } from './graphql-failure';
import { QUIET_ERRORS } from './request-context';

/**
 * A query asked afresh when a button is clicked, to learn where it leads: `asking` while it is out; a failure is a
 * toast, except an ended session (the forced logout speaks for that).
 */
export function useQueryOnClick<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
) {
  const client = useApolloClient();
  const [asking, setAsking] = useState(false);
  const ask = async (variables: TVariables, answered: (data: TData | undefined) => void) => {
    setAsking(true);
    try {
      const { data } = await client.query({ query, variables, fetchPolicy: 'network-only', context: QUIET_ERRORS });
      answered(data);
    } catch (error) {
      if (!endedSession(error)) notifyFailure(failureMessage(error));
    } finally {
      setAsking(false);
    }
  };
  return { asking, ask };
}
