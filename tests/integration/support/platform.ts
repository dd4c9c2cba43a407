import type { Express } from 'express';
import { createGatewayApp } from '../../../apps/gateway/src/app.ts';
import type { Database } from '../../../apps/gateway/src/db/database.ts';
// Brings in the typing of the snapshot the gateway's global setup provides to createTestDatabase.
import type {} from '../../../apps/gateway/test/global-setup.ts';
import { createTestDatabase } from '../../../apps/gateway/test/test-database.ts';
import { testDeps } from '../../../apps/gateway/test/test-deps.ts';
import { createGraphApp, type GraphAppOptions } from '../../../apps/graph/src/app.ts';
import { createGotTransport } from '../../../apps/graph/src/upstream/got-transport.ts';
import { countingTransport } from './counting-transport.ts';
import { listen } from './listen.ts';
import { recordingLogger } from './quiet-logger.ts';

export interface Gateway {
  /** The API base the graph is configured with, e.g. http://127.0.0.1:PORT/api. */
  apiUrl: string;
  database: Database;
  close(): Promise<void>;
}

/** The real REST gateway on its own seeded database, listening on an ephemeral port. */
export async function startGateway(): Promise<Gateway> {
  const database = await createTestDatabase();
  const server = await listen(createGatewayApp(testDeps(database)));
  return {
    apiUrl: `${server.origin}/api`,
    database,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

export interface GraphUnderTest {
  app: Express;
  /** Every call the graph sent to the gateway. */
  calls: ReturnType<typeof countingTransport>['requests'];
  logs: ReturnType<typeof recordingLogger>['lines'];
  stop(): Promise<void>;
}

/**
 * The GraphQL app (for supertest) against the gateway at `gatewayUrl`, with its calls and logs recorded. The whole-
 * answer cache (and its feed client) is off unless `config.answerCache` turns it on, so a test that counts gateway
 * calls sees every one.
 */
export async function startGraph(
  gatewayUrl: string,
  options: Omit<GraphAppOptions, 'transport' | 'logger'> = {},
): Promise<GraphUnderTest> {
  const transport = countingTransport(
    createGotTransport({
      baseUrl: gatewayUrl,
      timeoutMs: options.gatewayTimeoutMs ?? 20_000,
      healthTimeoutMs: options.readinessTimeoutMs ?? 3_000,
    }),
  );
  const logger = recordingLogger();
  const graph = await createGraphApp({
    ...options,
    // Every test's requests come from 127.0.0.1: the per-address limit is off unless a test sets it.
    config: { gatewayUrl, answerCache: false, addressLimit: { units: 0, windowMs: 60_000 }, ...options.config },
    transport,
    logger,
  });
  return { app: graph.app, calls: transport.requests, logs: logger.lines, stop: graph.stop };
}

export interface GraphOverGateway {
  gateway: Gateway;
  graph: GraphUnderTest;
}

/** The graph (default options) in front of a gateway of its own. */
export async function startGraphOverGateway(): Promise<GraphOverGateway> {
  const gateway = await startGateway();
  try {
    return { gateway, graph: await startGraph(gateway.apiUrl) };
  } catch (error) {
    await gateway.close();
    throw error;
  }
}

/** Stops what startGraphOverGateway started; either part may be missing where the start failed. */
export async function stopGraphOverGateway(running: Partial<GraphOverGateway>): Promise<void> {
  await running.graph?.stop();
  await running.gateway?.close();
}
