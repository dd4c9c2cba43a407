import { GatewayCode } from '@sme/contract/codes';
import {
  enterpriseLiveEvents,
  instanceLiveFeed,
  LIVE_FEED_SECRET_HEADER,
  LIVE_HOLD_SECONDS_MAX,
  type LiveEventsRecord,
  staffLiveEvents,
} from '@sme/contract/routes/live-events';
import type { Request, Response } from 'express';
import type { ChangeSignal } from '#db/database.ts';
import { ApiError } from '#http/api-error.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { sameDigest, sha256Hex } from '#shared/secrets.ts';
import type { WorkbenchContext } from '../workbench/context.ts';
import { audienceOf, deliveriesOf, eventsFor, type LiveViewer } from './domain/audience.ts';
import { LiveEventFeed } from './services/event-feed.ts';

type LiveInput = { after?: number | undefined; wait?: number | undefined };

/**
 * Issue 22, live (docs/gateway-api.md, "Live events"): the enterprise's events (a certified member, its current
 * company) and the workbench's (institution staff, the operator, the government viewer), each a long poll; and the
 * instance feed, every event with its audiences, for a graph instance that shows LIVE_FEED_SECRET.
 */
export function liveEventRoutes(
  ctx: WorkbenchContext,
  signal: ChangeSignal,
  feedSecret: string | null,
  shutdown?: AbortSignal,
): RouteDef[] {
  const feed = new LiveEventFeed(ctx.accounts.db, signal);
  shutdown?.addEventListener('abort', () => feed.close(), { once: true });
  const hold = (res: Response, input: LiveInput) => {
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    return [(input.wait ?? LIVE_HOLD_SECONDS_MAX) * 1000, gone.signal] as const;
  };
  const answer = async (res: Response, viewer: LiveViewer, input: LiveInput): Promise<LiveEventsRecord> => {
    if (input.after === undefined) return { cursor: await feed.newest(), events: [], audience: audienceOf(viewer) };
    const pick = (rows: Parameters<typeof eventsFor>[1]) => eventsFor(viewer, rows);
    const { cursor, items } = await feed.next({ narrow: viewer, pick }, input.after, ...hold(res, input));
    return { cursor, events: items };
  };
  const staffViewer = async (req: Request): Promise<LiveViewer> => {
    const staff = await ctx.requireStaff(req);
    if (staff.role === 'operator') return { kind: 'operator' };
    if (staff.role === 'gov_viewer' || staff.orgId === null) return { kind: 'gov' };
    return { kind: 'institution', orgId: staff.orgId };
  };
  const secretDigest = feedSecret === null ? null : sha256Hex(feedSecret);
  const requireFeedSecret = (req: Request) => {
    const shown = req.get(LIVE_FEED_SECRET_HEADER);
    if (secretDigest === null || !shown || !sameDigest(sha256Hex(shown), secretDigest)) {
      throw new ApiError(GatewayCode.SERVICE_REFUSED, '无权访问', 403);
    }
  };
  return [
    contractRoute(enterpriseLiveEvents, async (req, input, res) => {
      const { companyId } = await ctx.accounts.requireCertified(req);
      return answer(res, { kind: 'company', companyId }, input());
    }),
    contractRoute(staffLiveEvents, async (req, input, res) => answer(res, await staffViewer(req), input())),
    contractRoute(instanceLiveFeed, async (req, input, res) => {
      requireFeedSecret(req);
      const { after, wait } = input();
      if (after === undefined) return { cursor: await feed.newest(), deliveries: [] };
      const { cursor, items } = await feed.next({ pick: deliveriesOf }, after, ...hold(res, { wait }));
      return { cursor, deliveries: items };
    }),
  ];
}
