/**
 * Lighthouse on the production build (issue 10, "fast on a phone"): starts the gateway (fresh embedded database,
 * production) and the graph serving apps/web/dist on free ports — it builds nothing: run `npm run build` first —
 * then runs Lighthouse 12 with its default mobile profile (Moto G Power, simulated slow 4G and 4× CPU slowdown)
 * on / and /product in Debian's Chromium, and prints the performance and accessibility scores with the key metrics.
 * A single Lighthouse run varies by several points on a busy machine, so each route is measured LIGHTHOUSE_RUNS times
 * (5 by default) and judged by its median run, as Lighthouse's own guidance on variability advises; every run's
 * score and total blocking time are printed beside it.
 *   npm run bench:lighthouse               (prints; exits non-zero only when something fails to run)
 *   npm run bench:lighthouse -- --assert   (also exits non-zero when a score is below 95)
 * CHROME_PATH picks another Chromium; LIGHTHOUSE_ROUTES=/,/product,/news picks the routes; LIGHTHOUSE_REPORT_DIR keeps
 * each run's full report (JSON, for the Lighthouse viewer) there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../scripts/processes.ts';
import { startBenchGateway, startBenchGraph } from './support/production-services.ts';

const GOAL = 95;
const routes = (process.env.LIGHTHOUSE_ROUTES ?? '/,/product').split(',').map((route) => route.trim());
const assert = process.argv.includes('--assert');
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

interface RouteResult {
  route: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  /** Accessibility audits that failed (id: title), what lowers that score. */
  failedAccessibility: string[];
  /** Performance opportunities worth more than 100 ms. */
  opportunities: string[];
  /** Every run's performance score and total blocking time, in the order run. */
  runs: { performance: number; totalBlockingTime: number }[];
}

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(results: RouteResult[]): RouteResult {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as RouteResult;
}

const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
if (!fs.existsSync(webIndex)) {
  console.error('apps/web/dist is missing: run `npm run build` first (this script builds nothing).');
  process.exit(1);
}

// A small company registry keeps the first start quick; the pages measured do not read it.
const gateway = await startBenchGateway('lighthouse', { REGISTRY_SEED_COUNT: '3000' });
// No MOBILE_SITE_URL: phones stay on the portal (there is no separate mobile site yet).
const graph = await startBenchGraph(gateway);
const graphPort = graph.port;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  await gateway.ready(300_000);
  await graph.ready(300_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const measured = new Map<string, RouteResult[]>(routes.map((route) => [route, []]));
  for (let run = 0; run < runs; run++)
    for (const route of routes) measured.get(route)?.push(await measure(chrome.port, route, run));
  const results = routes.map((route) => {
    const all = measured.get(route) ?? [];
    return { ...medianRun(all), runs: all.flatMap((result) => result.runs) };
  });
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile (simulated slow 4G, 4× CPU) on the production build, median of ${runs} run(s)`,
  );
  for (const result of results) {
    console.log(
      `  ${result.route.padEnd(10)} performance ${result.performance}  accessibility ${result.accessibility}`,
    );
    console.log(`             ${metricIds.map((id) => `${id.replace(/-/g, ' ')} ${result.metrics[id]}`).join(' · ')}`);
    console.log(
      `             runs: ${result.runs.map((one) => `${one.performance} (TBT ${one.totalBlockingTime} ms)`).join(', ')}`,
    );
    for (const line of result.failedAccessibility) console.log(`             a11y ✗ ${line}`);
    for (const line of result.opportunities) console.log(`             perf ↯ ${line}`);
  }
  const below = results.filter((result) => result.performance < GOAL || result.accessibility < GOAL);
  console.log(
    below.length === 0
      ? `  every score at least ${GOAL}`
      : `  below ${GOAL}: ${below.map((result) => result.route).join(', ')}${assert ? '' : ' (pass --assert to fail on it)'}`,
  );
  fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ when: new Date().toISOString(), load: os.loadavg(), results }, null, 2)}\n`,
  );
  if (assert && below.length > 0) failed = true;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
  await Promise.all([graph.stop(), gateway.stop()]);
}
process.exit(failed ? 1 : 0);

/** One Lighthouse run of a route. */
async function measure(port: number, route: string, run: number): Promise<RouteResult> {
  const url = `http://127.0.0.1:${graphPort}/#${route}`;
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = route === '/' ? 'home' : route.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_/, '');
    fs.writeFileSync(path.join(reportDir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
  const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return {
    route,
    performance,
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    metrics: Object.fromEntries(metricIds.map((id) => [id, audits[id]?.displayValue ?? '?'])),
    failedAccessibility: accessibilityRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => `${ref.id}: ${audits[ref.id]?.title ?? ''}${failingNodes(audits[ref.id]?.details)}`),
    opportunities: Object.values(audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 100)
      .map((audit) => `${audit.id} (${Math.round(audit.numericValue ?? 0)} ms)`),
    runs: [
      {
        performance,
        totalBlockingTime: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      },
    ],
  };
}

/** The first few elements an audit names, so the report says where to look. */
function failingNodes(details: unknown): string {
  const items = (details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items;
  if (!items?.length) return '';
  const shown = items
    .slice(0, 4)
    .map((item) => `\n               ${item.node?.snippet ?? ''} ${item.node?.explanation?.split('\n')[1] ?? ''}`);
  return shown.join('') + (items.length > 4 ? `\n               … ${items.length - 4} more` : '');
}

function lighthouseVersion(): string {
  const manifest = path.join(repoRoot, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}
