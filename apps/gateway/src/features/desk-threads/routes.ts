import * as threads from '@sme/contract/routes/desk-threads';
import type { Request } from 'express';
import { dashboardDepsNow } from '#features/dashboard/services/dashboard-deps.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../workbench/context.ts';
import { staffRoute } from '../workbench/routes/staff-route.ts';
import { institutionDrillDown } from './services/drill-down-service.ts';
import {
  companyThreadUnread,
  institutionThreadUnread,
  readThread,
  sendThreadMessage,
  type ThreadAuthor,
  type ThreadDeps,
} from './services/thread-service.ts';

/**
 * Issue 20, slice threads (docs/gateway-api.md, "Application threads"): the enterprise's side (a certified member of
 * the applying company), the institution's side (its staff; the operator is refused in the service), and the
 * government dashboard's drill-down into one institution (gov_viewer and operator).
 */
export function deskThreadRoutes(ctx: WorkbenchContext): RouteDef[] {
  const { accounts } = ctx;
  const deps: ThreadDeps = {
    db: accounts.db,
    now: () => accounts.clock.now(),
    sms: accounts.sms,
    smsEveryMs: ctx.settings.threadSmsEveryMinutes * 60_000,
  };
  const enterprise = async (req: Request): Promise<ThreadAuthor> => {
    const session = await accounts.requireCertified(req);
    return { side: 'enterprise', companyId: session.companyId, userId: session.userId };
  };
  const institution = async (req: Request): Promise<ThreadAuthor> => ({
    side: 'institution',
    staff: await ctx.requireStaff(req, 'applications.read'),
  });
  return [
    contractRoute(threads.enterpriseThread, async (req, input) =>
      readThread(deps, await enterprise(req), input().applicationId),
    ),
    contractRoute(threads.enterpriseThreadSend, async (req, input) =>
      sendThreadMessage(deps, await enterprise(req), input()),
    ),
    contractRoute(threads.enterpriseThreadUnread, async (req) =>
      companyThreadUnread(deps.db, (await accounts.requireCertified(req)).companyId),
    ),
    contractRoute(threads.orgThread, async (req, input) =>
      readThread(deps, await institution(req), input().applicationId),
    ),
    contractRoute(threads.orgThreadSend, async (req, input) =>
      sendThreadMessage(deps, await institution(req), input()),
    ),
    staffRoute(ctx, threads.orgThreadUnread, 'applications.read', (_req, staff, input) =>
      institutionThreadUnread(deps.db, staff, input().ids),
    ),
    staffRoute(ctx, threads.govOrgDrillDown, 'dashboard.read', (_req, _staff, input) =>
      institutionDrillDown(dashboardDepsNow(ctx), input()),
    ),
  ];
}
