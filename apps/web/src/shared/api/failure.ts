import type { ServerError } from '@apollo/client/errors';
import { GatewayCode } from '@sme/contract/codes';
import { hasChinese } from '@sme/ui/failure-texts';
import { MESSAGES } from './messages';

/**
 * What the portal does about a failed request (spec §8): end the session, show a message for 3 s, or stay quiet
 * about a timeout (the page's own error state covers it).
 */
export type FailureReaction =
  | { kind: 'session-ended'; message: string }
  | { kind: 'notify'; message: string }
  | { kind: 'timeout'; message: string };

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { code?: unknown; gatewayCode?: unknown } | null;
}

/** Server texts that are not Chinese (framework messages, stack-free English) are replaced by a Chinese one. */
const readable = (message: unknown, fallback: string): string =>
  typeof message === 'string' && hasChinese(message) ? message : fallback;

const sessionEnded: FailureReaction = { kind: 'session-ended', message: MESSAGES.sessionEnded };
const forbidden: FailureReaction = { kind: 'notify', message: MESSAGES.forbidden };
const timeout: FailureReaction = { kind: 'timeout', message: MESSAGES.timeout };

function reactionToGraphQLError(error: GraphQLErrorLike): FailureReaction {
  switch (error.extensions?.code) {
    case 'UNAUTHENTICATED':
      return sessionEnded;
    case 'BUSINESS_ERROR':
      if (error.extensions?.gatewayCode === GatewayCode.FORCE_LOGOUT) return sessionEnded; // spec §4: log out
      return { kind: 'notify', message: readable(error.message, MESSAGES.generic) };
    case 'FORBIDDEN':
      return forbidden;
    case 'GATEWAY_TIMEOUT':
      return timeout;
    case 'GATEWAY_UNAVAILABLE':
      return { kind: 'notify', message: readable(error.message, MESSAGES.unavailable) };
    default:
      return { kind: 'notify', message: readable(error.message, MESSAGES.generic) };
  }
}

/** Several errors in one answer: the session ending wins, then no permission, then a timeout, then the first. */
function rank(reaction: FailureReaction): number {
  if (reaction.kind === 'session-ended') return 0;
  if (reaction === forbidden) return 1;
  return reaction.kind === 'timeout' ? 2 : 3;
}

function reactionToGraphQLErrors(errors: readonly GraphQLErrorLike[]): FailureReaction {
  const ranked = errors.map(reactionToGraphQLError).sort((a, b) => rank(a) - rank(b));
  return ranked[0] ?? { kind: 'notify', message: MESSAGES.generic };
}

function errorsInBody(bodyText: string): GraphQLErrorLike[] | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) return body.errors;
  } catch {
    // not JSON: a proxy's or load balancer's page
  }
  return null;
}

function reactionToHttpStatus(error: Pick<ServerError, 'statusCode' | 'bodyText'>): FailureReaction {
  if (error.statusCode === 403) return sessionEnded;
  if (error.statusCode === 401) return forbidden;
  if (error.statusCode === 504 || error.statusCode === 408) return timeout;
  const errors = errorsInBody(error.bodyText);
  if (errors && errors.length > 0) return reactionToGraphQLErrors(errors);
  return { kind: 'notify', message: error.statusCode >= 500 ? MESSAGES.unavailable : MESSAGES.generic };
}

/**
 * The kind of an Apollo Client error, read from the brand Apollo puts on its errors (`Symbol.for('apollo.error')`,
 * what `CombinedGraphQLErrors.is` checks), so this module needs no Apollo code: the first screen's own requests
 * (graphql-fetch.ts) brand their errors the same way and the whole portal reacts to failures here alike.
 */
export function apolloErrorKind(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const kind: unknown = (error as Record<symbol, unknown>)[Symbol.for('apollo.error')];
  return typeof kind === 'string' ? kind : undefined;
}

export function reactionToFailure(error: unknown): FailureReaction {
  const kind = apolloErrorKind(error);
  if (kind === 'CombinedGraphQLErrors')
    return reactionToGraphQLErrors((error as { errors: GraphQLErrorLike[] }).errors);
  if (kind === 'ServerError') return reactionToHttpStatus(error as ServerError);
  if (kind === 'ServerParseError') return { kind: 'notify', message: MESSAGES.unavailable };
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)) {
    const { name, message } = error as { name: unknown; message?: unknown };
    if (name === 'TimeoutError') return timeout;
    if (name === 'TypeError') return { kind: 'notify', message: MESSAGES.network };
    return { kind: 'notify', message: readable(message, MESSAGES.generic) };
  }
  return { kind: 'notify', message: MESSAGES.generic };
}

/** The text a page shows in its own error state (timeouts included). */
export function failureMessage(error: unknown): string {
  return reactionToFailure(error).message;
}
