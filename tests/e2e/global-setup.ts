import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot, startService, stopService, waitUntilReady } from '../../scripts/processes.ts';

/**
 * Starts the real platform once for the browser tests: gateway on a fresh embedded database (migrated and seeded
 * on start) and graph serving the built web app, both on free ports. Needs `npm run build` first.
 */
/** The mobile site phones are sent to; the browser tests answer it themselves (no network). */
export const MOBILE_SITE_URL = 'https://m.sme-finance.example/';

export default async function setup(project: TestProject) {
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!fs.existsSync(webIndex)) throw new Error('apps/web/dist is missing: run `npm run build` before the e2e tests');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-e2e-'));
  const gatewayPort = await freePort();
  const graphPort = await freePort();
  const log = process.env.E2E_VERBOSE ? (line: string) => console.log(line) : () => {};
  const children: ChildProcess[] = [];
  const gateway = startService({
    name: 'gateway',
    entry: 'apps/gateway/src/main.ts',
    // Test budgets (RATE_LIMIT_FACTOR): browser tests never wait out a production limit; gateway tests prove them.
    env: { GATEWAY_PORT: String(gatewayPort), DATA_DIR: dataDir, NODE_ENV: 'development', RATE_LIMIT_FACTOR: '50' },
    log,
  });
  children.push(gateway);
  const graph = startService({
    name: 'graph',
    entry: 'apps/graph/src/main.ts',
    env: {
      PORT: String(graphPort),
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/api`,
      NODE_ENV: 'development',
      MOBILE_SITE_URL: MOBILE_SITE_URL,
    },
    log,
  });
  children.push(graph);
  try {
    await waitUntilReady(`http://127.0.0.1:${gatewayPort}/healthz`, gateway, 120_000);
    await waitUntilReady(`http://127.0.0.1:${graphPort}/readyz`, graph, 120_000);
  } catch (error) {
    await Promise.all(children.map((child) => stopService(child)));
    throw error;
  }
  project.provide('baseUrl', `http://127.0.0.1:${graphPort}`);
  project.provide('gatewayUrl', `http://127.0.0.1:${gatewayPort}/api`);

  return async () => {
    await Promise.all(children.map((child) => stopService(child)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    gatewayUrl: string;
  }
}
