import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { notifyFailure } from '../ui/toaster';
import { reactionToFailure } from './failure';
import { loadingTracker } from './loading-tracker';
import { REQUEST_TIMEOUT_MS } from './request-timeout';
import { type RetryPlan, withRetries } from './retry';

/**
 * GraphQL over plain `fetch` for what the first screen asks before Apollo Client has loaded (issue 10): the session
 * (`me`), the site settings and the home page's public lists. Same endpoint, cookie, timeout, loading indicator and
 * failure reactions (spec §8) as Apollo's links (links.ts); its errors carry Apollo's brand (CombinedGraphQLErrors,
 * ServerError, ServerParseError), so failure.ts, graphql-failure.ts and ErrorState read them as Apollo's.
 */
export interface FetchOptions {
  /** Skip the full-screen loading indicator (spec §9), like `context: NO_LOADING`. */
  noLoading?: boolean;
  /** The caller shows the failure itself, like `context: QUIET_ERRORS`. */
  quietErrors?: boolean;
  /** What a forced logout (spec §8) runs; by default the one set with onSessionEnded. */
  endSession?: () => void;
  /** Shows a failure message; by default the toaster's notifyFailure. */
  notify?: (message: string) => void;
  /** Asks again after a network or server failure (retry.ts); only the last failure reacts. */
  retry?: RetryPlan;
}

export interface GraphQLAnswerError {
  message?: string;
  extensions?: { code?: unknown; gatewayCode?: unknown } | null;
}

const APOLLO_ERROR = Symbol.for('apollo.error');

function branded<T extends Error>(error: T, name: string): T {
  error.name = name;
  Object.defineProperty(error, APOLLO_ERROR, { value: name, enumerable: false });
  return error;
}

/** An answer with `errors` (Apollo: CombinedGraphQLErrors). */
export function graphQLErrors(
  errors: readonly GraphQLAnswerError[],
): Error & { errors: readonly GraphQLAnswerError[] } {
  const error = Object.assign(new Error(errors.map((each) => each.message).join('\n')), { errors });
  return branded(error, 'CombinedGraphQLErrors');
}

/** A non-2xx answer (Apollo: ServerError). */
export function serverError(statusCode: number, bodyText: string): Error & { statusCode: number; bodyText: string } {
  return branded(Object.assign(new Error(`HTTP ${statusCode}`), { statusCode, bodyText }), 'ServerError');
}

const texts = new WeakMap<object, string>();
function textOf(document: TypedDocumentNode<unknown, never>): string {
  let text = texts.get(document);
  if (text === undefined) {
    text = print(document);
    texts.set(document, text);
  }
  return text;
}

function operationName(document: TypedDocumentNode<unknown, never>): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

let sessionEnder: () => void = () => undefined;

/**
 * What a forced logout (spec §8) runs when one of these requests finds the session ended: app/start.tsx sets Apollo's
 * session ender, loaded then (this module cannot import it: Apollo's client imports the session store, which uses
 * this module).
 */
export function onSessionEnded(endSession: () => void): void {
  sessionEnder = endSession;
}

/** Answers the operation's data; rejects (after the failure reaction of spec §8) on any failure. */
export function fetchGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: FetchOptions = {},
): Promise<TData> {
  const { retry, ...once } = options;
  if (!retry) return fetchOnce(document, variables, once);
  return withRetries((last) => fetchOnce(document, variables, last ? once : { ...once, quietErrors: true }), retry);
}

async function fetchOnce<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
  options: Omit<FetchOptions, 'retry'>,
): Promise<TData> {
  const end = options.noLoading ? undefined : loadingTracker.start();
  try {
    const anyDocument = document as unknown as TypedDocumentNode<unknown, never>;
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      },
      body: JSON.stringify({ operationName: operationName(anyDocument), query: textOf(anyDocument), variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bodyText = await response.text();
    if (!response.ok) throw serverError(response.status, bodyText);
    let body: { data?: TData | null; errors?: GraphQLAnswerError[] };
    try {
      body = JSON.parse(bodyText);
    } catch {
      throw branded(new Error('the answer is not JSON'), 'ServerParseError');
    }
    if (body.errors && body.errors.length > 0) throw graphQLErrors(body.errors);
    if (body.data === undefined || body.data === null) throw branded(new Error('no data'), 'ServerParseError');
    return body.data;
  } catch (error) {
    const reaction = reactionToFailure(error);
    if (reaction.kind === 'session-ended') (options.endSession ?? sessionEnder)();
    else if (reaction.kind === 'notify' && !options.quietErrors) (options.notify ?? notifyFailure)(reaction.message);
    throw error;
  } finally {
    end?.();
  }
}
