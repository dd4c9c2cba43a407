import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';
import { currentCompanyId } from '../services/identity-service.ts';
import { uncertifyMembership } from '../stores/certification-store.ts';

/**
 * Development helper (mounted outside production only): takes the certification of the session's company back, so
 * a tester — or a browser test on the shared demo account — can go through /verified again.
 */
export function identityDevRoutes(ctx: AccountContext): RouteDef[] {
  return [
    guardedRoute('POST', '/__dev/identity/reset', ctx.requireSession, async (session) => {
      await uncertifyMembership(ctx.db, session.userId, currentCompanyId(session));
      return null;
    }),
  ];
}
