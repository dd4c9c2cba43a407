import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsPlatform, data, freshIp, startAccountsPlatform } from './support/accounts-platform.ts';
import { listen, type RunningServer } from './support/listen.ts';
import { productOnShelf, removeOrgProduct } from './support/org-products.ts';
import { type GraphUnderTest, startGraph } from './support/platform.ts';
import { type StaffBrowser, staffSignIn } from './support/staff-platform.ts';

/**
 * Two graph instances with kept answers on one gateway (docs/decisions.md, 2026-11-27 "Kept answers confirmed across
 * instances"): a product taken off shelf through graph A is gone from graph B's very next answer, even while B's
 * catalogue feed has not reported the change (its long polls are held here, as a slow feed would be).
 */

const LIST = 'query { products(page: { pageNum: 1, pageSize: 50 }) { total records { id name } } }';

interface ProductList {
  products: { total: number; records: { id: string; name: string }[] };
}

/**
 * A pass-through to the gateway that holds every feed long poll (they never answer). The feed's asks without a hold
 * (`wait=0`, while it is not live) pass, so B turns live and then hears of no change.
 */
function feedHoldingProxy(gatewayOrigin: string): Promise<RunningServer> {
  return listen((req, res) => {
    const url = new URL(req.url ?? '/', gatewayOrigin);
    if (url.pathname.endsWith('/catalog/version') && url.searchParams.get('wait') !== '0') return;
    const upstream = http.request(url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
}

describe('kept answers on two graph instances', () => {
  let platform: AccountsPlatform;
  let proxy: RunningServer;
  let graphB: GraphUnderTest;
  const admin: StaffBrowser = { ip: freshIp() };
  const visitor = { ip: freshIp() };

  beforeAll(async () => {
    platform = await startAccountsPlatform({ graph: { config: { answerCache: true, answerCacheConfirm: true } } });
    platform.clock.advance(Date.now() - platform.clock.now().getTime());
    proxy = await feedHoldingProxy(platform.gatewayOrigin);
    graphB = await startGraph(`${proxy.origin}/api`, { config: { answerCache: true, answerCacheConfirm: true } });
    await staffSignIn(platform, admin, 'org01-admin');
  });
  afterAll(async () => {
    await graphB?.stop();
    await proxy?.close();
    await platform?.close();
  });

  const listOnB = async () => (await data<ProductList>(graphB.app, visitor, LIST)).products.records.map((p) => p.id);
  /**
   * Asks B until an answer comes without a gateway call (kept and servable). B's feed, answered "not live" while the
   * gateway's LISTEN connection opened, asks again after a back-off of up to 5 s.
   */
  async function untilKeptOnB(): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const before = graphB.calls.length;
      await listOnB();
      if (graphB.calls.length === before) return;
      if (Date.now() > deadline) throw new Error('graph B never served a kept answer');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a product taken off shelf through graph A is gone from graph B’s next answer, before B’s feed reports', async () => {
    const productId = await productOnShelf(platform, admin);
    expect(await listOnB()).toContain(productId);
    await untilKeptOnB();

    await removeOrgProduct(platform, admin, productId);
    expect(await listOnB()).not.toContain(productId);
    // B keeps answering from what it keeps again, at the new version its check has read.
    await untilKeptOnB();
    expect(await listOnB()).not.toContain(productId);
  });
});
