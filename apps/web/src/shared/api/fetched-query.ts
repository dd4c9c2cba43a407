import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { startTransition, useEffect, useState } from 'react';
import { type FetchOptions, fetchGraphQL } from './graphql-fetch';

export interface FetchedState<TData> {
  data: TData | undefined;
  error: unknown;
}

/**
 * One public query of the first screen (site settings, the home page's lists) fetched without Apollo Client
 * (issue 10), kept for the tab's life like Apollo's cache-first: asked once, answered from memory when a page
 * mounts again; `load` asks again (a retry).
 */
export class FetchedQuery<TData> {
  private state: FetchedState<TData> = { data: undefined, error: undefined };
  private inFlight: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly request: () => Promise<TData>) {}

  snapshot = (): FetchedState<TData> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Asks unless answered or on its way. */
  ensure(): void {
    if (this.state.data === undefined && this.state.error === undefined) void this.load();
  }

  load(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (this.state.error !== undefined) this.set({ data: this.state.data, error: undefined });
    const settled = this.request()
      .then(
        (data) => this.set({ data, error: undefined }),
        (error: unknown) => this.set({ data: this.state.data, error }),
      )
      .finally(() => {
        this.inFlight = null;
      });
    this.inFlight = settled;
    return settled;
  }

  private set(next: FetchedState<TData>): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

const queries = new Map<string, FetchedQuery<unknown>>();

function operationKey(document: TypedDocumentNode<unknown, never>, variables: unknown): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const name = operation && 'name' in operation ? operation.name?.value : undefined;
  return `${name ?? ''}:${JSON.stringify(variables ?? {})}`;
}

/** The shared FetchedQuery of an operation and its variables. */
export function fetchedQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: FetchOptions = {},
): FetchedQuery<TData> {
  const key = operationKey(document as unknown as TypedDocumentNode<unknown, never>, variables);
  let query = queries.get(key) as FetchedQuery<TData> | undefined;
  if (!query) {
    query = new FetchedQuery(() => fetchGraphQL(document, variables, options));
    queries.set(key, query as FetchedQuery<unknown>);
  }
  return query;
}

/**
 * `useQuery` for the first screen's public queries, without Apollo Client: data, error, refetch. An answer is
 * rendered in a transition, so a long list arriving never blocks a tap (issue 10, total blocking time).
 */
export function useFetchedQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: FetchOptions = {},
): FetchedState<TData> & { refetch: () => Promise<void> } {
  const query = fetchedQuery(document, variables, options);
  const [state, setState] = useState(query.snapshot);
  useEffect(() => {
    setState(query.snapshot());
    const unsubscribe = query.subscribe(() => startTransition(() => setState(query.snapshot())));
    query.ensure();
    return unsubscribe;
  }, [query]);
  return { ...state, refetch: () => query.load() };
}
