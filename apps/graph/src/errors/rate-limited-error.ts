import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';

/** An operation over its client address's limit: HTTP 429 with Retry-After, RATE_LIMITED in the error table. */
export class RateLimitedError extends GraphQLError {
  constructor(readonly retryAfterSeconds: number) {
    super('请求过于频繁，请稍后再试', {
      extensions: { http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) } },
    });
    this.name = 'RateLimitedError';
  }
}
