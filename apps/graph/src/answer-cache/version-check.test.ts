import { describe, expect, it } from 'vitest';
import { CatalogueFreshness } from './catalogue-freshness.ts';
import { createVersionCheck } from './version-check.ts';

/** A fake gateway whose version reads answer when `release` is called, in order. */
function heldReads() {
  const urls: string[] = [];
  const pending: Array<(version: string) => void> = [];
  const fake = (async (input: string | URL | Request) => {
    urls.push(String(input));
    const version = await new Promise<string>((resolve) => pending.push(resolve));
    return Response.json({ code: 0, msg: 'ok', data: { version, live: true } });
  }) as typeof fetch;
  const release = async (version: string) => {
    while (pending.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    pending.shift()?.(version);
  };
  return { fake, urls, release };
}

describe('catalogue version check', () => {
  it('asks the feed without waiting, and tells the freshness what it read', async () => {
    const freshness = new CatalogueFreshness();
    const { fake, urls, release } = heldReads();
    const check = createVersionCheck({ gatewayUrl: 'http://gw/api/', freshness, fetch: fake });
    const asked = check();
    await release('9');
    expect(await asked).toBe('9');
    expect(urls).toEqual(['http://gw/api/zzzttt/catalog/version?wait=0']);
    expect(freshness.version).toBe('9');
  });

  it('a caller arriving during a read waits for the next one; the crowd shares it', async () => {
    const { fake, urls, release } = heldReads();
    const check = createVersionCheck({ gatewayUrl: 'http://gw/api', freshness: new CatalogueFreshness(), fetch: fake });
    const first = check();
    const second = check();
    const third = check();
    await release('7');
    expect(await first).toBe('7');
    await release('8');
    expect(await Promise.all([second, third])).toEqual(['8', '8']);
    expect(urls).toHaveLength(2);
  });

  it('answers null when the gateway fails or answers something else', async () => {
    const failing = (async () => {
      throw new Error('refused');
    }) as typeof fetch;
    const refusing = (async () => Response.json({ code: -1505, msg: '系统繁忙' }, { status: 503 })) as typeof fetch;
    for (const fake of [failing, refusing]) {
      const check = createVersionCheck({
        gatewayUrl: 'http://gw/api',
        freshness: new CatalogueFreshness(),
        fetch: fake,
      });
      expect(await check()).toBeNull();
    }
  });
});
