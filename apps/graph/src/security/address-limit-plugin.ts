import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphContext } from '#context.ts';
import { RateLimitedError } from '#errors/rate-limited-error.ts';
import type { AddressLimit } from './address-limit.ts';

/**
 * Refuses an operation from an address that spent its units (address-limit.ts) before anything is fetched, and
 * counts the operation itself; its gateway calls are counted as they are made (app.ts).
 */
export function addressLimitPlugin(limit: AddressLimit): ApolloServerPlugin<GraphContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue }) {
          const retryAfterSeconds = limit.retryAfter(contextValue.clientAddress);
          if (retryAfterSeconds > 0) throw new RateLimitedError(retryAfterSeconds);
          limit.charge(contextValue.clientAddress);
        },
      };
    },
  };
}
