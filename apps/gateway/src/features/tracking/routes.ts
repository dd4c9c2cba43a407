import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { Clock } from '#shared/clock.ts';
import { trackingBatchParams } from './params/tracking-params.ts';
import { refuseCrossSite } from './routes/same-site.ts';
import { insertTrackingEvents, type TrackingCaller } from './stores/tracking-store.ts';

export interface TrackingRouteDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Runs before every call and throws to refuse it (the app spends the client address's budget). */
  guard: (req: Request) => Promise<void>;
  /** Spends the client address's budget of events and bytes for a checked batch, or throws to refuse it. */
  spendVolume: (req: Request, volume: { events: number; bytes: number }) => Promise<void>;
  /** The caller's live session, or null: never throws (a dead session makes the events anonymous). */
  identify: (req: Request) => Promise<TrackingCaller | null>;
}

/** Behaviour tracking (spec §7 userbehaviorstatistics): events stored silently (docs/gateway-api.md, "Tracking"). */
export function trackingRoutes({ db, clock, guard, spendVolume, identify }: TrackingRouteDeps): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/zzzttt/userbehaviorstatistics/mnp/saveUserBehavior',
      handler: async (req): Promise<null> => {
        refuseCrossSite(req);
        await guard(req);
        const body: unknown = req.body;
        // One event as an object, or a batch as an array (the wrapper keeps parseInput's object rule).
        const { events } = parseInput(trackingBatchParams, { events: Array.isArray(body) ? body : [body ?? {}] });
        await spendVolume(req, { events: events.length, bytes: Buffer.byteLength(JSON.stringify(events)) });
        await insertTrackingEvents(db, events, await identify(req), clock.now());
        return null;
      },
    },
  ];
}
