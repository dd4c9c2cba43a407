import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GatewayCode } from '@sme/contract/codes';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGraphApp, type GraphApp } from '../../apps/graph/src/app.ts';
import { productApplicationInput } from '../support/application-input.ts';
import {
  type AccountsPlatform,
  type Browser,
  data,
  freshIp,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { recordingLogger } from './support/quiet-logger.ts';
import { productIdNamed } from './support/seeded-rows.ts';
import { APPLY } from './support/shared-operations.ts';
import { type StaffBrowser, staffSignIn } from './support/staff-platform.ts';

/**
 * Issue 22, slice live: subscriptions over graphql-ws with the session cookies, on a second graph instance in front
 * of the same gateway — the moves go through the platform's own graph, so the events cross instances.
 */

const SEND = `mutation($id: ID!, $body: String!) { sendThreadMessage(applicationId: $id, body: $body) { smsSent } }`;
const PER_SESSION = 2;

let platform: AccountsPlatform;
let live: GraphApp;
let server: http.Server;
let url: string;
let origin: string;
let owner: Browser;
const orgStaff: StaffBrowser = { ip: freshIp() };
let applicationId: string;
const clients: Client[] = [];

beforeAll(async () => {
  platform = await startAccountsPlatform();
  platform.clock.advance(Date.now() - platform.clock.now().getTime());
  owner = await signInDemoOwner(platform, SMART_MAKING);
  await staffSignIn(platform, orgStaff, 'org01-staff');
  const applied = await data<{ applyForProduct: { id: string } }>(platform.app, owner, APPLY, {
    input: productApplicationInput(String(await productIdNamed(platform)), platform.clock.now().getTime(), {
      applyAmount: 80,
    }),
  });
  applicationId = applied.applyForProduct.id;
  live = await createGraphApp({
    config: {
      gatewayUrl: `${platform.gatewayOrigin}/api`,
      answerCache: false,
      addressLimit: { units: 0, windowMs: 60_000 },
    },
    logger: recordingLogger(),
    livePerSession: PER_SESSION,
  });
  server = http.createServer(live.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  live.attachLive(server);
  const port = (server.address() as AddressInfo).port;
  url = `ws://127.0.0.1:${port}/graphql`;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await live?.stop();
  await new Promise((resolve) => server?.close(resolve));
  server?.closeAllConnections();
  await platform?.close();
});

function connect(cookie: string | undefined, from = origin): Client {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin: from, ...(cookie ? { cookie } : {}) } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: true });
  clients.push(client);
  return client;
}

/** The first result of a subscription (data or errors), or the reason it could not run. */
function first(client: Client, query: string, variables: Record<string, unknown> = {}) {
  return new Promise<{ data?: Record<string, unknown>; errors?: unknown[]; closed?: unknown }>((resolve) => {
    const stop = client.subscribe(
      { query, variables },
      {
        next: (result) => {
          resolve(result as { data?: Record<string, unknown> });
          stop();
        },
        error: (error) => resolve(Array.isArray(error) ? { errors: error } : { closed: error }),
        complete: () => resolve({}),
      },
    );
  });
}

const sendThreadMessage = (body: string) => data(platform.app, owner, SEND, { id: applicationId, body });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('subscriptions over WebSocket', () => {
  it('tell the enterprise and the institution’s staff of a message sent through another graph instance', async () => {
    const enterprise = connect(owner.cookie);
    const staffClient = connect(orgStaff.staff);
    const mine = first(enterprise, 'subscription { myMessagesChanged { topic applicationId } }');
    const queue = first(staffClient, 'subscription { orgQueueChanged { topic applicationId } }');
    await pause(1_000);
    await sendThreadMessage('请问审批进度如何？');
    expect((await mine).data).toEqual({ myMessagesChanged: { topic: 'thread.message', applicationId } });
    expect((await queue).data).toEqual({ orgQueueChanged: { topic: 'thread.message', applicationId } });
  });

  it('refuses a socket from another site', async () => {
    const answer = await first(
      connect(owner.cookie, 'https://evil.example'),
      'subscription { myEventsChanged { id } }',
    );
    expect(answer.closed).toBeDefined();
    expect(answer.data).toBeUndefined();
  });

  it('refuses a socket without a session cookie', async () => {
    const answer = await first(connect(undefined), 'subscription { myEventsChanged { id } }');
    expect((answer.closed as { code?: number }).code).toBe(4403);
  });

  it(`holds at most ${PER_SESSION} open subscriptions per session`, async () => {
    const client = connect(owner.cookie);
    const held = [1, 2].map(() =>
      client.subscribe(
        { query: 'subscription { myEventsChanged { id } }' },
        { next: () => {}, error: () => {}, complete: () => {} },
      ),
    );
    await pause(1_000);
    const refused = await first(client, 'subscription { myEventsChanged { id } }');
    expect(refused.errors?.[0], JSON.stringify(refused)).toMatchObject({
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.LIVE_SUBSCRIPTIONS_TOO_MANY },
    });
    for (const stop of held) stop();
  });
});
