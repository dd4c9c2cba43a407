/**
 * The first load as a browser counts it (issue 19's budget): every script a route fetches in 10 s without
 * interaction, with its gzip size and what asked for it (the chunk's source in the build manifest, and Chromium's
 * initiator: the parser, a modulepreload, a script's import). Starts the gateway and a graph serving the build.
 *   node --import tsx bench/first-load-scripts.ts [dist]   (default: apps/web/dist; FIRST_LOAD_ROUTES=/,/product)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '../scripts/processes.ts';
import { FIRST_LOAD_WINDOW_MS, scriptsFetched } from '../tests/support/first-load.ts';
import { startBenchGateway, startBenchGraph } from './support/production-services.ts';

const dist = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/web/dist'));
const routes = (process.env.FIRST_LOAD_ROUTES ?? '/,/product').split(',');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; name?: string; src?: string }
>;
const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? chunk.name ?? key]));

const gateway = await startBenchGateway('first-load', { REGISTRY_SEED_COUNT: '300' });
const graph = await startBenchGraph(gateway, { env: { WEB_DIST: dist } });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
try {
  await gateway.ready(300_000);
  await graph.ready(300_000);
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const fetched = await scriptsFetched(page, `http://127.0.0.1:${graph.port}/#${route}`, FIRST_LOAD_WINDOW_MS);
    await page.close();
    let total = 0;
    console.log(`\n${route}: scripts fetched in ${FIRST_LOAD_WINDOW_MS / 1000} s without interaction`);
    for (const script of fetched) {
      total += script.gzipBytes;
      const file = script.path.replace(/^\//, '');
      console.log(
        `  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.atMs.toFixed(0).padStart(5)} ms  ${script.initiator.padEnd(8)} ${file}  (${sourceOf.get(file) ?? '?'})`,
      );
    }
    console.log(`${route}: ${(total / 1024).toFixed(1)} KB gzip in ${fetched.length} requests`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  await graph.stop();
  await gateway.stop();
}
process.exit(failed ? 1 : 0);
