/**
 * Main-thread cost of the first load on a slowed-down CPU (issue 10): what Lighthouse's total blocking time comes
 * from, measured the same way for two builds so they can be compared on a busy machine. Starts the gateway (fresh
 * embedded database, production) and one graph per build directory, then loads each route in Chromium with
 * `Emulation.setCPUThrottlingRate` 4 (Lighthouse's mobile slowdown; no network throttling), alternating the builds,
 * and reports per run: long tasks (count, sum, blocking time = Σ(duration − 50 ms)), FCP, LCP, and the main thread's
 * script evaluation time from a CPU profile, each build's median last.
 *   node --import tsx bench/first-load-profile.ts [distA distB …]   (default: apps/web/dist)
 * PROFILE_ROUTES=/,/product, PROFILE_RUNS=3; PROFILE_SAVE_DIR keeps the .cpuprofile files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '../scripts/processes.ts';
import { startBenchGateway, startBenchGraph } from './support/production-services.ts';

const dists = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [path.join(repoRoot, 'apps/web/dist')];
const routes = (process.env.PROFILE_ROUTES ?? '/,/product').split(',');
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const saveDir = process.env.PROFILE_SAVE_DIR;

interface RunResult {
  longTasks: number;
  longTaskMs: number;
  blockingMs: number;
  fcp: number;
  lcp: number;
  scriptMs: number;
  topFunctions: string[];
}

const gateway = await startBenchGateway('profile', { REGISTRY_SEED_COUNT: '3000' });
const graphs = await Promise.all(
  dists.map(async (dist) => {
    const service = await startBenchGraph(gateway, {
      name: `graph ${path.basename(path.dirname(dist))}`,
      env: { WEB_DIST: path.resolve(dist) },
    });
    return { dist, port: service.port, service };
  }),
);

/** Self time per function of a CPU profile, the sum of script work (everything but idle, program, GC). */
function summarise(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let scriptUs = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') return;
    scriptUs += delta;
    const file = node.callFrame.url.split('/').pop() ?? '';
    const key = `${name || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  const top = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([key, us]) => `${(us / 1000).toFixed(0)}ms ${key}`);
  return { scriptMs: scriptUs / 1000, top };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

let failed = false;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  await gateway.ready(300_000);
  for (const graph of graphs) await graph.service.ready(300_000);
  const results = new Map<string, RunResult[]>();
  for (let run = 0; run < runs + 1; run += 1) {
    for (const route of routes) {
      for (const graph of graphs) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __longTasks: number[]; __lcp: number };
          w.__longTasks = [];
          w.__lcp = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.__lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`http://127.0.0.1:${graph.port}/#${route}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(3000);
        const { profile } = await cdp.send('Profiler.stop');
        const measured = await page.evaluate(() => {
          const w = window as unknown as { __longTasks: number[]; __lcp: number };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          return { tasks: w.__longTasks, lcp: w.__lcp, fcp };
        });
        await context.close();
        if (run === 0) continue; // warm-up: server caches, Chromium's code cache
        const { scriptMs, top } = summarise(profile as never);
        if (saveDir) {
          fs.mkdirSync(saveDir, { recursive: true });
          const name = `${path.basename(graph.dist) === 'dist' ? path.basename(path.dirname(graph.dist)) : path.basename(graph.dist)}-${route.replace(/\W+/g, '_')}-${run}.cpuprofile`;
          fs.writeFileSync(path.join(saveDir, name), JSON.stringify(profile));
        }
        const result: RunResult = {
          longTasks: measured.tasks.length,
          longTaskMs: measured.tasks.reduce((sum, duration) => sum + duration, 0),
          blockingMs: measured.tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
          fcp: measured.fcp,
          lcp: measured.lcp,
          scriptMs,
          topFunctions: top,
        };
        const key = `${graph.dist} ${route}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(
          `${key} run ${run}: long tasks ${result.longTasks} (${result.longTaskMs.toFixed(0)} ms), blocking ${result.blockingMs.toFixed(0)} ms, script ${scriptMs.toFixed(0)} ms, FCP ${result.fcp.toFixed(0)} ms, LCP ${result.lcp.toFixed(0)} ms, load ${os.loadavg()[0]?.toFixed(1)}`,
        );
        if (process.env.PROFILE_TOP) for (const line of top) console.log(`    ${line}`);
      }
    }
  }
  console.log('\nmedians');
  for (const [key, list] of results) {
    const m = (pick: (result: RunResult) => number) => median(list.map(pick)).toFixed(0);
    console.log(
      `${key}: blocking ${m((r) => r.blockingMs)} ms, long tasks ${m((r) => r.longTasks)} (${m((r) => r.longTaskMs)} ms), script ${m((r) => r.scriptMs)} ms, FCP ${m((r) => r.fcp)} ms, LCP ${m((r) => r.lcp)} ms`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  for (const graph of graphs) await graph.service.stop();
  await gateway.stop();
}
process.exit(failed ? 1 : 0);
