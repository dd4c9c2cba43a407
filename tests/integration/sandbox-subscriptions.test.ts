import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { productApplicationInput } from '../support/application-input.ts';
import { type AccountsPlatform, data, startAccountsPlatform } from './support/accounts-platform.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { firstAnswer, type LiveGraph, startLiveGraph } from './support/live-graph.ts';
import { productIdNamed } from './support/seeded-rows.ts';
import { APPLY } from './support/shared-operations.ts';

/**
 * Issue 22 §1, slice live-cross: Apollo Sandbox, the development landing page on GET /graphql, opens its
 * subscriptions on the same /graphql with graphql-ws, from the graph's own origin, with the session cookie. In
 * production there is no landing page (graph-security.test.ts) and a socket from another origin is refused
 * (live-subscriptions.test.ts).
 */

const SEND = `mutation($id: ID!, $body: String!) { sendThreadMessage(applicationId: $id, body: $body) { smsSent } }`;
const APPLICATION_CHANGED = 'subscription ($id: ID!) { applicationChanged(id: $id) { topic applicationId } }';
const ATTEMPTS = 20;

let platform: AccountsPlatform;
let live: LiveGraph;

beforeAll(async () => {
  platform = await startAccountsPlatform();
  platform.clock.advance(Date.now() - platform.clock.now().getTime());
  // A development graph (no production setting) in front of the platform's gateway, as `npm run dev` starts it.
  live = await startLiveGraph(platform);
});
afterAll(async () => {
  await live?.stop();
  await platform?.close();
});

/**
 * What the landing page's own script hands to Apollo's EmbeddedSandbox when a browser opens it at `href` (by default
 * the address it is read from; a proxy's public address otherwise).
 */
async function sandboxOptions(readFrom: string, href = readFrom): Promise<Record<string, unknown>> {
  const response = await fetch(readFrom, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const scripts = [...(await response.text()).matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)];
  const embed = scripts
    .map(([, source]) => source ?? '')
    .find((source) => source.includes('new window.EmbeddedSandbox'));
  if (!embed) throw new Error('the landing page embeds no Sandbox');
  let options: Record<string, unknown> = {};
  class EmbeddedSandbox {
    constructor(given: Record<string, unknown>) {
      options = given;
    }
  }
  vm.runInNewContext(embed, { window: { location: { href }, EmbeddedSandbox } });
  return options;
}

describe('Apollo Sandbox’s subscriptions in development', () => {
  it('the landing page points Sandbox’s subscriptions at its own /graphql over WebSocket, with cookies', async () => {
    const options = await sandboxOptions(`${live.origin}/graphql`);
    expect(options).toMatchObject({
      initialEndpoint: `${live.origin}/graphql`,
      initialSubscriptionEndpoint: live.url,
      initialState: { includeCookies: true },
    });
    const behindTls = await sandboxOptions(`${live.origin}/graphql`, 'https://sme.example.gov.cn/graphql');
    expect(behindTls.initialSubscriptionEndpoint).toBe('wss://sme.example.gov.cn/graphql');
  });

  it('a graphql-ws client from the graph’s own origin with the session cookie hears the application move', async () => {
    const owner = await signInDemoOwner(platform, SMART_MAKING);
    const applied = await data<{ applyForProduct: { id: string } }>(platform.app, owner, APPLY, {
      input: productApplicationInput(String(await productIdNamed(platform)), platform.clock.now().getTime(), {
        applyAmount: 90,
      }),
    });
    const applicationId = applied.applyForProduct.id;
    const client = live.connect(owner.cookie);
    const protocol = new Promise<string>((resolve) =>
      client.on('connected', (socket) => resolve((socket as WebSocket).protocol)),
    );
    const answer = firstAnswer(client, APPLICATION_CHANGED, { id: applicationId });
    const heardWithin = (ms: number) =>
      Promise.race([answer.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, ms, false))]);
    // No frame says when the graph has taken the subscription's cursor: the enterprise writes until it is heard.
    for (let sent = 1; sent <= ATTEMPTS; sent += 1) {
      await data(platform.app, owner, SEND, { id: applicationId, body: `沙盒订阅测试 ${sent}` });
      if (await heardWithin(250)) break;
    }
    expect(await protocol).toBe('graphql-transport-ws');
    expect((await answer).data).toEqual({ applicationChanged: { topic: 'thread.message', applicationId } });
  });
});
