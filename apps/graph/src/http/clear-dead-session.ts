import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphContext } from '#context.ts';
import { STAFF_SESSION } from '#upstream/staff-session-ended.ts';

/**
 * When the gateway says the session of a cookie is gone (UNAUTHENTICATED), the answer also clears that cookie:
 * the page cannot (it is HttpOnly), and a dead cookie would otherwise be refused on every later request. A workbench
 * call's refusal (extensions.session 'staff') clears the SME-Staff-Token cookie only; any other clears the
 * enterprise's PC-Front-Token only.
 */
export function clearDeadSessionCookie(): ApolloServerPlugin<GraphContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single') return;
          const ended = (response.body.singleResult.errors ?? []).filter(
            (error) => error.extensions?.code === 'UNAUTHENTICATED',
          );
          const staffEnded = ended.some((error) => error.extensions?.session === STAFF_SESSION);
          const portalEnded = ended.some((error) => error.extensions?.session !== STAFF_SESSION);
          if (staffEnded && contextValue.staff?.token) contextValue.staff.end();
          if (portalEnded && contextValue.session?.fromCookie) contextValue.session.end();
        },
      };
    },
  };
}
