/**
 * GraphQL operations a visitor's walk through the portal sends, by name: the home page, 金融超市, 金融机构, 信贷机构 and
 * back, with the cache kept between pages as in a real visit. A query sent again on a page seen before means the
 * cache dropped its answer (docs/decisions/0172). Starts the gateway and one graph per build given.
 *   node --import tsx bench/apollo-cache-walk.ts [dist …]   (default: apps/web/dist)
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '../scripts/processes.ts';
import { startBenchGateway, startBenchGraph } from './support/production-services.ts';

const WALK = [
  '/product',
  '/financialInstitution',
  '/creditInstitution',
  '/product',
  '/financialInstitution',
  '/product',
];
const SETTLE_MS = 2_500;

const dists = (process.argv.length > 2 ? process.argv.slice(2) : [path.join(repoRoot, 'apps/web/dist')]).map((dist) =>
  path.resolve(dist),
);
const gateway = await startBenchGateway('cache-walk', { REGISTRY_SEED_COUNT: '300' });
const graphs = await Promise.all(
  dists.map((dist, index) => startBenchGraph(gateway, { name: `graph ${index}`, env: { WEB_DIST: dist } })),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await gateway.ready(300_000);
  for (const graph of graphs) await graph.ready(300_000);
  for (const [index, graph] of graphs.entries()) {
    const page = await browser.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.endsWith('/graphql')) return;
      const body = request.postData();
      sent.push(body ? ((JSON.parse(body) as { operationName?: string }).operationName ?? '(unnamed)') : '(GET)');
    });
    await page.goto(`http://127.0.0.1:${graph.port}/#/`);
    await page.waitForTimeout(SETTLE_MS * 2);
    for (const route of WALK) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, route);
      await page.waitForTimeout(SETTLE_MS);
    }
    const counts = Object.fromEntries(
      [...new Set(sent)].sort().map((name) => [name, sent.filter((sentName) => sentName === name).length]),
    );
    console.log(`${dists[index]}: ${sent.length} operations`, counts);
    await page.close();
  }
} finally {
  await browser.close();
  await Promise.all([...graphs.map((graph) => graph.stop()), gateway.stop()]);
}
