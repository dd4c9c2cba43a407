import { saveTrackingEvents } from '@sme/contract/routes/tracking';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { Clock } from '#shared/clock.ts';
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
    contractRoute(saveTrackingEvents, async (req, input) => {
      refuseCrossSite(req);
      await guard(req);
      const { items: events } = input();
      await spendVolume(req, { events: events.length, bytes: Buffer.byteLength(JSON.stringify(events)) });
      await insertTrackingEvents(db, events, await identify(req), clock.now());
      return null;
    }),
  ];
}
