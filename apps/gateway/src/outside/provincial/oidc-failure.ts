import {
  AuthorizationResponseError,
  ClientError,
  ResponseBodyError,
  WWWAuthenticateChallengeError,
} from 'openid-client';
import { type ProvincialFailureReason, ProvincialLoginError } from './provincial-errors.ts';

/** openid-client's codes for an answer that is not a proper OAuth answer at all (a proxy page, an outage). */
const UNREADABLE_ANSWER = new Set([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
]);

/** Token endpoint errors that mean the provider does not accept our client rather than this one login. */
const CLIENT_REFUSED = new Set(['invalid_client', 'unauthorized_client', 'unsupported_grant_type']);

/** The typed, user-safe error for anything a provincial login threw (library errors are kept as the cause). */
export function provincialFailure(error: unknown): ProvincialLoginError {
  if (error instanceof ProvincialLoginError) return error;
  return new ProvincialLoginError(classify(error), { cause: error });
}

function classify(error: unknown): ProvincialFailureReason {
  if (error instanceof AuthorizationResponseError) {
    return error.error === 'access_denied' ? 'cancelled' : 'rejected';
  }
  if (error instanceof ResponseBodyError) {
    if (error.status >= 500) return 'unavailable';
    return CLIENT_REFUSED.has(error.error) ? 'misconfigured' : 'rejected';
  }
  if (error instanceof WWWAuthenticateChallengeError) {
    // A 401 with a challenge: the token endpoint refusing our client (HTTP Basic), or userinfo refusing the token.
    if (error.status >= 500) return 'unavailable';
    const refused = error.cause.some((challenge) => CLIENT_REFUSED.has(String(challenge.parameters.error)));
    return refused ? 'misconfigured' : 'rejected';
  }
  if (error instanceof ClientError) return UNREADABLE_ANSWER.has(error.code ?? '') ? 'unavailable' : 'rejected';
  // fetch's own failures (refused connection, DNS, reset) are TypeErrors without a code; openid-client's argument
  // checks are TypeErrors with an ERR_INVALID_* code.
  if (error instanceof TypeError) return hasCode(error) ? 'rejected' : 'unavailable';
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'unavailable';
  }
  return 'rejected';
}

function hasCode(error: Error): boolean {
  return typeof (error as { code?: unknown }).code === 'string';
}
