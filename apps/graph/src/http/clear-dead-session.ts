import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphContext } from '../context.ts';

/**
 * When the gateway says the session of the cookie is gone (UNAUTHENTICATED), the answer also clears the cookie:
 * the page cannot (it is HttpOnly), and a dead cookie would otherwise be refused on every later request.
 */
export function clearDeadSessionCookie(): ApolloServerPlugin<GraphContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (!contextValue.session?.fromCookie || response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) contextValue.session.end();
        },
      };
    },
  };
}
