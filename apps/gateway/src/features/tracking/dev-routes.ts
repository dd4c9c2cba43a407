import { PAGE_URL_MAX } from '@sme/contract/routes/tracking';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '#db/schema.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput, text } from '#http/validate.ts';
import { recentTrackingEvents } from './stores/tracking-store.ts';

const recentParams = z.object({ pageUrl: text('页面地址', PAGE_URL_MAX) });

/** Development helper for browser tests: the newest 20 events of a page. app.ts mounts it outside production only. */
export function trackingDevRoutes(db: Kysely<DB>): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__dev/tracking',
      handler: async (req) => recentTrackingEvents(db, parseInput(recentParams, req.query).pageUrl, 20),
    },
  ];
}
