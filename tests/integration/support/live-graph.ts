import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createGraphApp } from '../../../apps/graph/src/app.ts';
import type { AccountsPlatform } from './accounts-platform.ts';
import { recordingLogger } from './quiet-logger.ts';

/** A second graph instance in front of the platform's gateway, listening, with its subscriptions attached. */
export interface LiveGraph {
  /** The WebSocket address (ws://…/graphql) and the browser origin its pages would have. */
  url: string;
  origin: string;
  /** A graphql-ws client sending `cookie` (the browser's session cookies) from `from` (default: its own origin). */
  connect(cookie: string | undefined, from?: string): Client;
  /** What the instance logged. */
  logged: ReturnType<typeof recordingLogger>['lines'];
  stop(): Promise<void>;
}

/** `liveFeedSecret`: the instance's LIVE_FEED_SECRET (default the development value the gateway shares; null: none). */
export async function startLiveGraph(
  platform: AccountsPlatform,
  perSession?: number,
  liveFeedSecret?: string | null,
): Promise<LiveGraph> {
  const logger = recordingLogger();
  const live = await createGraphApp({
    config: {
      gatewayUrl: `${platform.gatewayOrigin}/api`,
      answerCache: false,
      addressLimit: { units: 0, windowMs: 60_000 },
      ...(liveFeedSecret === undefined ? {} : { liveFeedSecret }),
    },
    logger,
    ...(perSession === undefined ? {} : { livePerSession: perSession }),
  });
  const server = http.createServer(live.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  live.attachLive(server);
  const port = (server.address() as AddressInfo).port;
  const url = `ws://127.0.0.1:${port}/graphql`;
  const origin = `http://127.0.0.1:${port}`;
  const clients: Client[] = [];
  return {
    url,
    origin,
    logged: logger.lines,
    connect(cookie, from = origin) {
      class CookieSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { origin: from, ...(cookie ? { cookie } : {}) } });
        }
      }
      const client = createClient({ url, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: true });
      clients.push(client);
      return client;
    },
    async stop() {
      for (const client of clients) await client.dispose();
      await live.stop();
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
    },
  };
}

/** What a subscription answers first: its first result (data or errors), or how its socket closed. */
export interface FirstAnswer {
  data?: Record<string, unknown>;
  errors?: unknown[];
  closed?: unknown;
  /** Nothing within `waitMs`: the subscription is open and waiting for an event. */
  waiting?: true;
}

export function firstAnswer(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
  waitMs?: number,
): Promise<FirstAnswer> {
  return new Promise((resolve) => {
    const timer = waitMs === undefined ? null : setTimeout(() => finish({ waiting: true }), waitMs);
    const finish = (answer: FirstAnswer) => {
      if (timer) clearTimeout(timer);
      stop();
      resolve(answer);
    };
    const stop = client.subscribe(
      { query, variables },
      {
        next: (result) => finish(result as FirstAnswer),
        error: (error) => finish(Array.isArray(error) ? { errors: error } : { closed: error }),
        complete: () => finish({}),
      },
    );
  });
}
