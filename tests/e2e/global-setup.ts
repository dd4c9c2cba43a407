import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot, startService, stopService, waitUntilReady } from '../../scripts/processes.ts';
import { gatewayEnvForStandIns, loopbackOrigins, standInEnv } from '../../scripts/stand-in-env.ts';
import { CHROMIUM_LAUNCH } from './chromium-launch.ts';
import { startGraph } from './graph-instance.ts';
import { copyOfDataDir, seedDataDir } from './seeded-data-dir.ts';
import { e2eWorkers } from './workers.ts';

/**
 * Starts the real platform for the browser tests, once per test worker (e2eWorkers): the local stand-ins (provincial identity provider and
 * WeChat, with the portal's callbacks registered), gateway on a fresh embedded database (a copy of the one the run
 * migrated and seeded, as the gateway's start would) pointed at them, graph serving the built web app, all on
 * free ports, and one Chromium the worker's files connect to. Needs `npm run build` first.
 */
/** How long each service may take to be ready: a busy 2-core machine slows every start. */
const READY_WITHIN_MS = 300_000;

export { MOBILE_SITE_URL } from './graph-instance.ts';

/** One started platform: what a worker's tests reach. */
export interface E2ePlatform {
  baseUrl: string;
  gatewayUrl: string;
  standInUrl: string;
  /** The worker's Chromium, one browser its files connect to in turn. */
  browserWsEndpoint: string;
}

export default async function setup(project: TestProject) {
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!fs.existsSync(webIndex)) throw new Error('apps/web/dist is missing: run `npm run build` before the e2e tests');
  if (!fs.existsSync(path.join(repoRoot, 'apps/admin/dist/index.html'))) {
    throw new Error('apps/admin/dist is missing: run `npm run build` before the e2e tests');
  }

  const seeded = await seedDataDir(GATEWAY_SEED_ENV);
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, () => startPlatform(copyOfDataDir(seeded))),
  );
  fs.rmSync(seeded, { recursive: true, force: true });
  const platforms = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(platforms.map((platform) => platform.stop()));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  project.provide(
    'platforms',
    platforms.map((platform) => platform.urls),
  );
  return stopAll;
}

/** What the gateways' start seeds: the demo data, a small registry, test-cost password hashes. */
const GATEWAY_SEED_ENV = {
  NODE_ENV: 'development',
  // argon2id at the test cost (refused in production; gateway tests prove production's).
  PASSWORD_HASH_COST: 'test',
  // A small company registry (the fixtures and generated companies) keeps the seed quick.
  REGISTRY_SEED_COUNT: '3000',
  // The dashboard computed on each request however loaded the machine (a kept view would lag behind a test's moves).
  DASHBOARD_LIVE_LIMIT_MS: '600000',
};

async function startPlatform(dataDir: string): Promise<{ urls: E2ePlatform; stop: () => Promise<void> }> {
  const gatewayPort = await freePort();
  const graphPort = await freePort();
  const standInPort = await freePort();
  const standInUrl = `http://127.0.0.1:${standInPort}`;
  const log = process.env.E2E_VERBOSE ? (line: string) => console.log(line) : () => {};
  const children: ChildProcess[] = [];
  const browser = await chromium.launchServer(CHROMIUM_LAUNCH);
  const stop = async () => {
    await Promise.all([browser.close(), ...children.map((child) => stopService(child))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const standIns = startService({
    name: 'stand-ins',
    entry: 'stand-ins/src/main.ts',
    env: standInEnv(standInPort, loopbackOrigins([graphPort])),
    log,
  });
  children.push(standIns);
  const gateway = startService({
    name: 'gateway',
    entry: 'apps/gateway/src/main.ts',
    // Test budgets (RATE_LIMIT_FACTOR): browser tests never wait out a production limit; gateway tests prove them.
    env: {
      ...GATEWAY_SEED_ENV,
      GATEWAY_PORT: String(gatewayPort),
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: '50',
      // The stand-ins, never a real provider from the machine's environment.
      ...gatewayEnvForStandIns(standInUrl, {}),
    },
    log,
  });
  children.push(gateway);
  const graph = startGraph(graphPort, `http://127.0.0.1:${gatewayPort}/api`, log);
  children.push(graph);
  try {
    await waitUntilReady(`${standInUrl}/healthz`, standIns, READY_WITHIN_MS);
    await waitUntilReady(`http://127.0.0.1:${gatewayPort}/healthz`, gateway, READY_WITHIN_MS);
    await waitUntilReady(`http://127.0.0.1:${graphPort}/readyz`, graph, READY_WITHIN_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: {
      baseUrl: `http://127.0.0.1:${graphPort}`,
      gatewayUrl: `http://127.0.0.1:${gatewayPort}/api`,
      standInUrl,
      browserWsEndpoint: browser.wsEndpoint(),
    },
    stop,
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One started platform per test worker; the stand-ins serve the provincial issuer at the root, WeChat under /wechat. */
    platforms: E2ePlatform[];
  }
}
