import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startService, stopService } from '../../../../scripts/processes.ts';

/** The gateway as a child process (apps/gateway/src/main.ts) on a free port, with a data directory of its own. */
export interface GatewayChild {
  process: ChildProcess;
  port: number;
  /** Stops the process (if it still runs) and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts the gateway in development without seed data, its data directory a new one under the system's temporary
 * folder named after `name`; `env` adds to (or overrides) that environment. It does not wait for the gateway to serve.
 */
export async function startGatewayChild(
  name: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<GatewayChild> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sme-${name}-`));
  const port = await freePort();
  const child = startService({
    name: 'gateway',
    entry: 'apps/gateway/src/main.ts',
    env: { GATEWAY_PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', SEED: 'false', ...env },
    log,
  });
  return {
    process: child,
    port,
    async stop() {
      await stopService(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
