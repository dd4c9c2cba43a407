import { enterpriseLiveEvents, LIVE_HOLD_SECONDS_MAX, staffLiveEvents } from '@sme/contract/routes/live-events';
import type { Request, Response } from 'express';
import type { ChangeSignal } from '#db/database.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../workbench/context.ts';
import type { LiveViewer } from './domain/audience.ts';
import { LiveEventFeed } from './services/event-feed.ts';

/**
 * Issue 22, slice live (docs/gateway-api.md, "Live events"): the enterprise's events (a certified member, its current
 * company) and the workbench's (institution staff, the operator, the government viewer), each a long poll.
 */
export function liveEventRoutes(ctx: WorkbenchContext, signal: ChangeSignal, shutdown?: AbortSignal): RouteDef[] {
  const feed = new LiveEventFeed(ctx.accounts.db, signal);
  shutdown?.addEventListener('abort', () => feed.close(), { once: true });
  const answer = (
    res: Response,
    viewer: LiveViewer,
    input: { after?: number | undefined; wait?: number | undefined },
  ) => {
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    return feed.next(viewer, input.after, (input.wait ?? LIVE_HOLD_SECONDS_MAX) * 1000, gone.signal);
  };
  const staffViewer = async (req: Request): Promise<LiveViewer> => {
    const staff = await ctx.requireStaff(req);
    if (staff.role === 'operator') return { kind: 'operator' };
    if (staff.role === 'gov_viewer' || staff.orgId === null) return { kind: 'gov' };
    return { kind: 'institution', orgId: staff.orgId };
  };
  return [
    contractRoute(enterpriseLiveEvents, async (req, input, res) => {
      const { companyId } = await ctx.accounts.requireCertified(req);
      return answer(res, { kind: 'company', companyId }, input());
    }),
    contractRoute(staffLiveEvents, async (req, input, res) => answer(res, await staffViewer(req), input())),
  ];
}
