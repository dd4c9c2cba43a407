import type { ApolloClient, DefaultContext, OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { startTransition, useEffect, useState } from 'react';
import { apolloClientIfLoaded, loadApolloClient } from './apollo-loader';
import { QUIET_ERRORS } from './request-context';
import { type RetryPlan, withRetries } from './retry';

export interface EarlyQueryOptions {
  /** Apollo context of the operation (NO_LOADING…). */
  context?: DefaultContext;
  /** Asks again after a network or server failure (retry.ts); only the last failure is shown. */
  retry?: RetryPlan;
}

/**
 * One query through Apollo Client, answered from its cache when it has the answer (cache-first) or asked again
 * (`network-only`, a retry). With a retry plan, the attempts before the last are quiet.
 */
export async function queryThroughApollo<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: EarlyQueryOptions & { fetchPolicy?: 'cache-first' | 'network-only' } = {},
): Promise<TData> {
  const { context, retry, fetchPolicy = 'cache-first' } = options;
  const once = async (quiet: boolean): Promise<TData> => {
    const { data } = await client.query<TData, TVariables>({
      query: document,
      variables,
      fetchPolicy,
      context: quiet ? { ...context, ...QUIET_ERRORS } : context,
    });
    return data as TData;
  };
  if (!retry) return once(false);
  return withRetries((last) => once(!last), retry);
}

function cached<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): TData | undefined {
  return apolloClientIfLoaded()?.readQuery<TData, TVariables>({ query: document, variables }) ?? undefined;
}

export interface EarlyQueryState<TData> {
  data: TData | undefined;
  error: unknown;
}

/**
 * Apollo's query for what renders before Apollo's React bindings load — the shell, the home screen, 金融超市 (issue
 * 10): Apollo Client is loaded on first use and the answer comes from its cache when it has it. Data, error, refetch;
 * an answer is rendered in a transition, so a long list arriving never blocks a tap (total blocking time).
 */
export function useEarlyQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: EarlyQueryOptions = {},
): EarlyQueryState<TData> & { refetch: () => Promise<void> } {
  const key = JSON.stringify(variables);
  const [state, setState] = useState<EarlyQueryState<TData> & { key: string }>(() => ({
    data: cached(document, variables),
    error: undefined,
    key,
  }));
  // The options of the first render hold for the component's life, as with useQuery's context.
  const [fixed] = useState(() => ({ document, options }));

  const ask = (fetchPolicy: 'cache-first' | 'network-only', forKey: string, forVariables: TVariables) =>
    loadApolloClient()
      .then((client) => queryThroughApollo(client, fixed.document, forVariables, { ...fixed.options, fetchPolicy }))
      .then(
        (data) =>
          startTransition(() =>
            setState((now) => (now.key === forKey ? { data, error: undefined, key: now.key } : now)),
          ),
        (error: unknown) => startTransition(() => setState((now) => (now.key === forKey ? { ...now, error } : now))),
      );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the variables are keyed by their JSON.
  useEffect(() => {
    const data = cached(fixed.document, variables);
    setState((now) => (now.key === key && now.data === data ? now : { data, error: undefined, key }));
    if (data === undefined) void ask('cache-first', key, variables);
  }, [key]);

  const refetch = (): Promise<void> => {
    setState((now) => ({ ...now, error: undefined }));
    return ask('network-only', key, variables);
  };
  return {
    data: state.key === key ? state.data : undefined,
    error: state.key === key ? state.error : undefined,
    refetch,
  };
}
