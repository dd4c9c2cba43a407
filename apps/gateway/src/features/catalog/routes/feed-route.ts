import type { ChangeSignal } from '#db/database.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { FEED_HOLD_SECONDS, feedParams } from '../params/feed-params.ts';
import type { CatalogVersionReader } from '../services/catalog-version.ts';
import { CatalogVersionFeed } from '../services/version-feed.ts';

export const FEED_PATH = '/zzzttt/catalog/version';

/**
 * The catalogue version feed (internal, for the graph; docs/gateway-api.md "Catalogue version feed"): answers
 * `{ version, live }` at once when the version differs from `after`, otherwise when it changes or after `wait`
 * seconds (default 25). A caller that goes away is forgotten; at `shutdown` every held request is answered (not
 * live), so that a stopping gateway need not wait for them.
 */
export function catalogFeedRoute(read: CatalogVersionReader, signal: ChangeSignal, shutdown?: AbortSignal): RouteDef {
  const feed = new CatalogVersionFeed(read, signal);
  shutdown?.addEventListener('abort', () => feed.close(), { once: true });
  return {
    method: 'GET',
    path: FEED_PATH,
    handler: async (req, res) => {
      const { after, wait } = parseInput(feedParams, req.query);
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      return feed.next(after, (wait ?? FEED_HOLD_SECONDS) * 1000, gone.signal);
    },
  };
}
