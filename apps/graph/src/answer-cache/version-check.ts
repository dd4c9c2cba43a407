import { freshReads } from '@sme/contract/fresh-reads';
import type { CatalogueFreshness } from './catalogue-freshness.ts';
import { FEED_PATH } from './feed-client.ts';

export interface VersionCheckOptions {
  /** The gateway's API base, e.g. http://127.0.0.1:8081/api. */
  gatewayUrl: string;
  freshness: CatalogueFreshness;
  /** A check that takes longer is given up (the request then goes the normal way). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The catalogue version as the database has it at a moment after the caller asked, or null when it cannot be told. */
export type VersionCheck = () => Promise<string | null>;

/**
 * Asks the gateway for the catalogue version now (the feed with `wait=0`, which reads the shared database), before
 * a kept answer is served — so a change committed through another graph instance, another gateway or by SQL by
 * hand is never answered from what this instance kept, whatever the feed has heard yet. Callers share checks as
 * `freshReads` says: the answer is always as of a moment after the caller arrived, one gateway call per round trip.
 */
export function createVersionCheck(options: VersionCheckOptions): VersionCheck {
  const { freshness } = options;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const doFetch = options.fetch ?? fetch;
  const url = `${options.gatewayUrl.replace(/\/+$/, '')}${FEED_PATH}?wait=0`;

  async function read(): Promise<string | null> {
    const startedTick = freshness.tick();
    try {
      const response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const envelope = (await response.json()) as { code?: unknown; data?: { version?: unknown } };
      const version = envelope.data?.version;
      if (response.status !== 200 || envelope.code !== 0 || typeof version !== 'string') return null;
      freshness.observed(version, startedTick);
      return version;
    } catch {
      return null;
    }
  }

  return freshReads(read);
}
