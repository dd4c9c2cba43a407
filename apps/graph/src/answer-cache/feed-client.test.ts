import { describe, expect, it } from 'vitest';
import type { Logger } from '#logger.ts';
import { CatalogueFreshness } from './catalogue-freshness.ts';
import { startFeedClient } from './feed-client.ts';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** A fake gateway feed: each call takes the next scripted answer (or hangs until aborted). */
function scriptedFetch(script: Array<(url: string) => Response | Promise<Response> | 'hang'>) {
  const urls: string[] = [];
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    urls.push(url);
    const step = script.shift();
    const answer = step ? step(url) : 'hang';
    if (answer !== 'hang') return answer;
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
  }) as typeof fetch;
  return { fake, urls };
}

const envelope = (version: string, live = true) => Response.json({ code: 0, msg: 'ok', data: { version, live } });

async function until(condition: () => boolean) {
  const deadline = Date.now() + 2_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition never met');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('catalogue version feed client', () => {
  it('asks without `after` and without a hold first, then long-polls with the version it knows', async () => {
    const freshness = new CatalogueFreshness();
    const { fake, urls } = scriptedFetch([() => envelope('5'), () => envelope('6')]);
    const client = startFeedClient({ gatewayUrl: 'http://gw/api/', freshness, logger: quiet, fetch: fake });
    await until(() => urls.length === 3);
    expect(urls[0]).toBe('http://gw/api/zzzttt/catalog/version?wait=0');
    expect(urls[1]).toBe('http://gw/api/zzzttt/catalog/version?after=5&wait=25');
    expect(urls[2]).toBe('http://gw/api/zzzttt/catalog/version?after=6&wait=25');
    expect(freshness.servable('6')).toBe(true);
    await client.stop();
    expect(freshness.live).toBe(false);
  });

  it('is not live after a failure or a not-live answer, and tries again with backoff until it is', async () => {
    const freshness = new CatalogueFreshness();
    const { fake, urls } = scriptedFetch([
      () => envelope('5'),
      () => {
        throw new Error('ECONNREFUSED');
      },
      () => envelope('5', false),
      () => new Response('not json', { status: 502 }),
      () => envelope('5'),
    ]);
    const warnings: string[] = [];
    const logger: Logger = { ...quiet, warn: (event) => warnings.push(event) };
    const client = startFeedClient({
      gatewayUrl: 'http://gw/api',
      freshness,
      logger,
      fetch: fake,
      minBackoffMs: 1,
      maxBackoffMs: 4,
    });
    await until(() => urls.length >= 2);
    await until(() => !freshness.live);
    expect(freshness.servable('5')).toBe(false);
    await until(() => urls.length === 6);
    expect(freshness.servable('5')).toBe(true);
    expect(warnings).toEqual(['catalogue_feed_unavailable']);
    // Held only while live: a gateway that has just begun to hear changes says so at once.
    expect(urls.map((url) => url.replace('http://gw/api/zzzttt/catalog/version', ''))).toEqual([
      '?wait=0',
      '?after=5&wait=25',
      '?after=5&wait=0',
      '?after=5&wait=0',
      '?after=5&wait=0',
      '?after=5&wait=25',
    ]);
    await client.stop();
  });
});
