import type { Logger } from '#logger.ts';
import type { CatalogueFreshness } from './catalogue-freshness.ts';

export interface FeedClientOptions {
  /** The gateway's API base, e.g. http://127.0.0.1:8081/api. */
  gatewayUrl: string;
  freshness: CatalogueFreshness;
  logger: Logger;
  /** How long the gateway holds one request (seconds, at most 25). */
  holdSeconds?: number;
  /** Waits between failed attempts: from `minBackoffMs`, doubling up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  fetch?: typeof fetch;
}

export interface FeedClient {
  stop(): Promise<void>;
}

export const FEED_PATH = '/zzzttt/catalog/version';

/**
 * One long-poll loop per graph instance on the gateway's catalogue version feed (docs/gateway-api.md, "Catalogue
 * version feed"). Every answer updates `freshness`; a failure, a time-out or an answer the gateway marks not live
 * turns the feed "not live" at once — kept answers are then not served and every request goes through Apollo and
 * the gateway again (revalidation) until the feed answers live again. While not live it asks without a hold, with
 * backoff, so that it turns live as soon as the gateway hears changes.
 */
export function startFeedClient(options: FeedClientOptions): FeedClient {
  const { freshness, logger } = options;
  const holdSeconds = options.holdSeconds ?? 25;
  const minBackoffMs = options.minBackoffMs ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const doFetch = options.fetch ?? fetch;
  const url = `${options.gatewayUrl.replace(/\/+$/, '')}${FEED_PATH}`;
  const stopping = new AbortController();
  let backoffMs = minBackoffMs;
  let failures = 0;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      stopping.signal.addEventListener('abort', done);
    });

  async function once(): Promise<boolean> {
    const startedTick = freshness.tick();
    const after = freshness.feedVersion;
    // Not live, it asks without being held: a request held by a gateway that has just begun to hear changes would
    // answer "live" only when the hold ends, and kept answers would wait that long to be served.
    const wait = freshness.live ? holdSeconds : 0;
    const query = after === null ? `?wait=${wait}` : `?after=${after}&wait=${wait}`;
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout((holdSeconds + 10) * 1000)]);
    const response = await doFetch(url + query, { headers: { accept: 'application/json' }, signal });
    const envelope = (await response.json()) as { code?: unknown; data?: { version?: unknown; live?: unknown } };
    const version = envelope.data?.version;
    if (response.status !== 200 || envelope.code !== 0 || typeof version !== 'string') {
      throw new Error(`unexpected feed answer ${response.status} ${JSON.stringify(envelope).slice(0, 200)}`);
    }
    const live = envelope.data?.live === true;
    freshness.feedAnswered(version, live, startedTick);
    return live;
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let live = false;
      try {
        live = await once();
      } catch (error) {
        freshness.feedLost();
        if (stopping.signal.aborted) break;
        // One line when it goes, not one per attempt while the gateway is away.
        if (failures++ === 0) logger.warn('catalogue_feed_unavailable', { message: (error as Error).message });
      }
      if (live) {
        if (failures > 0) logger.info('catalogue_feed_live');
        failures = 0;
        backoffMs = minBackoffMs;
        continue;
      }
      await pause(backoffMs);
      backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
    }
  })();

  return {
    stop: async () => {
      stopping.abort();
      freshness.feedLost();
      await loop;
    },
  };
}
