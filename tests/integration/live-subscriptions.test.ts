import { GatewayCode } from '@sme/contract/codes';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsPlatform, type Browser, data } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { firstAnswer, type LiveGraph, startLiveGraph } from './support/live-graph.ts';
import type { StaffBrowser } from './support/staff-platform.ts';

/**
 * Issue 22, slice live: subscriptions over graphql-ws with the session cookies, on a second graph instance in front
 * of the same gateway — the moves go through the platform's own graph, so the events cross instances.
 */

const SEND = `mutation($id: ID!, $body: String!) { sendThreadMessage(applicationId: $id, body: $body) { smsSent } }`;
const PER_SESSION = 2;

let platform: AccountsPlatform;
let live: LiveGraph;
let owner: Browser;
let orgStaff: StaffBrowser;
let applicationId: string;

beforeAll(async () => {
  const desk = await startDeskPlatform(['org01-staff']);
  ({ platform, owner } = desk);
  orgStaff = desk.staff['org01-staff'] as StaffBrowser;
  applicationId = await applyForProduct(platform, owner, desk.productId, { applyAmount: 80 });
  live = await startLiveGraph(platform, PER_SESSION);
});
afterAll(async () => {
  await live?.stop();
  await platform?.close();
});

const connect = (cookie: string | undefined, from?: string): Client => live.connect(cookie, from);
const first = (client: Client, query: string) => firstAnswer(client, query);

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

  it('reach the enterprise without the instance feed: with no LIVE_FEED_SECRET, and after the gateway refused another', async () => {
    const alone = await startLiveGraph(platform, PER_SESSION, null);
    const mismatched = await startLiveGraph(platform, PER_SESSION, 'not-the-gateway-secret');
    try {
      const query = 'subscription { myMessagesChanged { topic applicationId } }';
      // The mismatched instance's first subscription meets the refusal and ends; the next ones poll alone.
      expect(await firstAnswer(mismatched.connect(owner.cookie), query, {}, 10_000)).toEqual({});
      expect(mismatched.logged.map((line) => line.event)).toContain('live-feed-refused');
      const answers = [alone, mismatched].map((graph) => firstAnswer(graph.connect(owner.cookie), query));
      await pause(1_000);
      await sendThreadMessage('两个实例各自轮询');
      for (const answer of await Promise.all(answers)) {
        expect(answer.data).toEqual({ myMessagesChanged: { topic: 'thread.message', applicationId } });
      }
    } finally {
      await alone.stop();
      await mismatched.stop();
    }
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
