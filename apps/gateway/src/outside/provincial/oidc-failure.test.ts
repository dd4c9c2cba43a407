import {
  AuthorizationResponseError,
  ClientError,
  ResponseBodyError,
  WWWAuthenticateChallengeError,
} from 'openid-client';
import { describe, expect, it } from 'vitest';
import { provincialFailure } from './oidc-failure.ts';
import { ProvincialLoginError } from './provincial-errors.ts';

function tokenError(error: string, status: number): ResponseBodyError {
  const response = new Response(JSON.stringify({ error }), { status });
  return new ResponseBodyError('server responded with an error in the response body', {
    cause: { error },
    response,
  });
}

describe('provincial failures', () => {
  it('tell a cancel at the provider from a refused callback', () => {
    const params = new URLSearchParams({ error: 'access_denied', state: 's' });
    const cancelled = new AuthorizationResponseError('authorization response from the server is an error', {
      cause: params,
    });
    expect(provincialFailure(cancelled).reason).toBe('cancelled');
    const other = new AuthorizationResponseError('x', { cause: new URLSearchParams({ error: 'server_error' }) });
    expect(provincialFailure(other).reason).toBe('rejected');
  });

  it('map token endpoint answers', () => {
    expect(provincialFailure(tokenError('invalid_grant', 400)).reason).toBe('rejected');
    expect(provincialFailure(tokenError('invalid_client', 401)).reason).toBe('misconfigured');
    expect(provincialFailure(tokenError('server_error', 503)).reason).toBe('unavailable');
  });

  it('read a 401 challenge: our client refused, or only the token', () => {
    const challenge = (error: string) =>
      new WWWAuthenticateChallengeError('server responded with a challenge in the WWW-Authenticate HTTP Header', {
        cause: [{ scheme: 'basic', parameters: { error } }],
        response: new Response(null, { status: 401 }),
      });
    expect(provincialFailure(challenge('invalid_client')).reason).toBe('misconfigured');
    expect(provincialFailure(challenge('invalid_token')).reason).toBe('rejected');
  });

  it('map the client checks and the network', () => {
    const coded = (message: string, code: string) => Object.assign(new ClientError(message), { code });
    const nonce = coded('unexpected JWT claim value encountered', 'OAUTH_JWT_CLAIM_COMPARISON_FAILED');
    expect(provincialFailure(nonce).reason).toBe('rejected');
    const outage = coded('unexpected HTTP response status code', 'OAUTH_RESPONSE_IS_NOT_CONFORM');
    expect(provincialFailure(outage).reason).toBe('unavailable');
    expect(provincialFailure(new TypeError('fetch failed')).reason).toBe('unavailable');
    const badArgument = Object.assign(new TypeError('"currentUrl" must be an instance of URL'), {
      code: 'ERR_INVALID_ARG_TYPE',
    });
    expect(provincialFailure(badArgument).reason).toBe('rejected');
    expect(provincialFailure(new DOMException('timed out', 'TimeoutError')).reason).toBe('unavailable');
  });

  it('never show the library text, and keep a typed error as it is', () => {
    const failure = provincialFailure(new Error('something went wrong in English'));
    expect(failure).toBeInstanceOf(ProvincialLoginError);
    expect(failure.message).toBe('统一身份认证登录已失效，请重新登录');
    expect(failure.cause).toBeInstanceOf(Error);
    expect(provincialFailure(failure)).toBe(failure);
  });
});
