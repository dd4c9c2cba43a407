import type { ChildProcess } from 'node:child_process';
import { startService } from '../../scripts/processes.ts';

/** The mobile site phones are sent to; the browser tests answer it themselves (no network). */
export const MOBILE_SITE_URL = 'https://m.sme-finance.example/';

/**
 * A graph instance serving the built apps in front of the gateway at `gatewayApiUrl` (…/api), in development: the
 * browser tests' platform starts one (global-setup.ts), a test of several instances another.
 */
export function startGraph(port: number, gatewayApiUrl: string, log: (line: string) => void): ChildProcess {
  return startService({
    name: 'graph',
    entry: 'apps/graph/src/main.ts',
    env: {
      PORT: String(port),
      GATEWAY_URL: gatewayApiUrl,
      NODE_ENV: 'development',
      MOBILE_SITE_URL: MOBILE_SITE_URL,
      // Every browser test comes from 127.0.0.1: a test budget, as RATE_LIMIT_FACTOR for the gateway.
      GRAPH_RATE_LIMIT: '100000',
    },
    log,
  });
}
