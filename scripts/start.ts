/**
 * Starts the whole platform: the gateway (REST + database) and the graph (GraphQL + the built web app).
 * `npm start` builds first; `npm run dev` also starts Vite's dev server with hot reload on :5173.
 * Outside production the local stand-ins (provincial identity provider, WeChat login) start first, on
 * STAND_IN_PORT (8090), and the gateway is pointed at them unless the environment names real providers.
 * Ctrl-C stops everything cleanly; the embedded database keeps its data in DATA_DIR for the next start.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, startService, stopService, waitUntilReady } from './processes.ts';
import { gatewayEnvForStandIns, loopbackOrigins, standInEnv, standInsWanted } from './stand-in-env.ts';

const dev = process.argv.includes('--dev');
const gatewayPort = process.env.GATEWAY_PORT || '8081';
const graphPort = process.env.PORT || '8080';
const gatewayUrl = process.env.GATEWAY_URL || `http://127.0.0.1:${gatewayPort}/api`;

const children: ChildProcess[] = [];
let standInsEnv: NodeJS.ProcessEnv = {};
let standInUrl: string | undefined;
if (standInsWanted(process.env)) {
  const standInPort = Number(process.env.STAND_IN_PORT || 8090);
  standInUrl = `http://127.0.0.1:${standInPort}`;
  const portalPorts = dev ? [Number(graphPort), 5173] : [Number(graphPort)];
  const standIns = startService({
    name: 'stand-ins',
    entry: 'stand-ins/src/main.ts',
    env: standInEnv(standInPort, loopbackOrigins(portalPorts)),
  });
  children.push(standIns);
  await waitUntilReady(`${standInUrl}/healthz`, standIns);
  standInsEnv = gatewayEnvForStandIns(standInUrl, process.env);
}

const gateway = startService({
  name: 'gateway',
  entry: 'apps/gateway/src/main.ts',
  env: { GATEWAY_PORT: gatewayPort, DATA_DIR: process.env.DATA_DIR || path.join(repoRoot, 'data'), ...standInsEnv },
});
children.push(gateway);
await waitUntilReady(`http://127.0.0.1:${gatewayPort}/healthz`, gateway);

const graph = startService({
  name: 'graph',
  entry: 'apps/graph/src/main.ts',
  env: { PORT: graphPort, GATEWAY_URL: gatewayUrl },
});
children.push(graph);
await waitUntilReady(`http://127.0.0.1:${graphPort}/healthz`, graph);

if (dev) {
  const vite = spawn(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: 'inherit',
  });
  children.push(vite);
  console.log('[start] web (hot reload): http://localhost:5173');
  const adminVite = spawn(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(repoRoot, 'apps/admin'),
    stdio: 'inherit',
  });
  children.push(adminVite);
  console.log('[start] staff workbench (hot reload): http://localhost:5174/admin/');
}
console.log(`[start] portal: http://localhost:${graphPort}   GraphQL: http://localhost:${graphPort}/graphql`);
console.log(`[start] staff workbench: http://localhost:${graphPort}/admin/ (demo staff in README)`);
if (standInUrl) console.log(`[start] local stand-ins (provincial login, WeChat; test users in README): ${standInUrl}`);
console.log(`[start] gateway: http://localhost:${gatewayPort}/api   Ctrl-C stops everything`);

let stopping = false;
async function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...children].reverse().map((child) => stopService(child)));
  process.exit(exitCode);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
for (const child of children) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`[start] a service exited (code ${code}); stopping the platform`);
    void stopAll(1);
  });
}
