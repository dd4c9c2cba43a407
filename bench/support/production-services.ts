import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startService, stopService, waitUntilReady } from '../../scripts/processes.ts';

const quiet = () => {};

type Log = (line: string) => void;

export interface BenchService {
  port: number;
  service: ChildProcess;
  /** Resolves once the service answers its readiness probe. */
  ready: (timeoutMs: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The gateway in production mode on a fresh embedded database of its own (removed again on stop), its output
 * silenced. `env` adds settings, e.g. a small REGISTRY_SEED_COUNT for a quicker first start. A benchmark that
 * prepares the database itself passes its `dataDir`, which then stays (the benchmark removes it), and may `log`.
 */
export async function startBenchGateway(
  label: string,
  env: Record<string, string> = {},
  options: { dataDir?: string; log?: Log } = {},
): Promise<BenchService> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `sme-${label}-`));
  const port = await freePort();
  const service = startService({
    name: 'gateway',
    entry: 'apps/gateway/src/main.ts',
    env: { GATEWAY_PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    log: options.log ?? quiet,
  });
  return {
    port,
    service,
    ready: (timeoutMs) => waitUntilReady(`http://127.0.0.1:${port}/healthz`, service, timeoutMs),
    stop: async () => {
      await stopService(service);
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The graph in production mode in front of that gateway, its output silenced unless `log` (WEB_DIST picks another web build). */
export async function startBenchGraph(
  gateway: BenchService,
  options: { name?: string; env?: Record<string, string>; log?: Log } = {},
): Promise<BenchService> {
  const port = await freePort();
  const service = startService({
    name: options.name ?? 'graph',
    entry: 'apps/graph/src/main.ts',
    env: {
      PORT: String(port),
      GATEWAY_URL: `http://127.0.0.1:${gateway.port}/api`,
      NODE_ENV: 'production',
      // Load from one address is the measurement here, not an attack: the per-address limit is off.
      GRAPH_RATE_LIMIT: '0',
      ...options.env,
    },
    log: options.log ?? quiet,
  });
  return {
    port,
    service,
    ready: (timeoutMs) => waitUntilReady(`http://127.0.0.1:${port}/readyz`, service, timeoutMs),
    stop: () => stopService(service),
  };
}
