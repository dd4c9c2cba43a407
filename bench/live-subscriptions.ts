/**
 * Live subscriptions at scale (issue 22 §1, slice live-pages): BENCH_LIVE_SUBSCRIPTIONS (1,000) graphql-ws
 * subscriptions open on one graph instance, each from its own session (one tab of each of a company's members), all
 * listening to myEventsChanged; then one move at a time (the company's thread message, sent to the gateway) and
 * the time from sending it until each subscription got its event. Prints p50 / p99 / max of the delay per
 * subscription and of "all of them", and the graph's resident memory per open subscription. The graph follows one
 * feed for all of them (LIVE_FEED_SECRET); BENCH_LIVE_FEED=off measures the fallback, one long poll each.
 *   npm run bench:live
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { openDatabase } from '../apps/gateway/src/db/database.ts';
import { migrateToLatest } from '../apps/gateway/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/gateway/src/seed/seed.ts';
import { companyWithSession, memberWithSession } from './support/bench-companies.ts';
import { startBenchGateway, startBenchGraph } from './support/production-services.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_LIVE_SUBSCRIPTIONS ?? 1000);
/** `off`: no LIVE_FEED_SECRET, so each subscription polls the gateway with its own session (the fallback). */
const FEED = process.env.BENCH_LIVE_FEED !== 'off';
const feedEnv: Record<string, string> = FEED ? { LIVE_FEED_SECRET: crypto.randomUUID() } : {};
const MOVES = 5;
const THREE_YEARS_MS = 3 * 365 * 86_400_000;

/** One company and SUBSCRIPTIONS sessions of its member (set up in SQL before the services start). */
async function prepare(dataDir: string): Promise<{ tokens: string[]; productId: number }> {
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    await migrateToLatest(db);
    await seedIfEmpty(db, { demoAccount: false, registryCount: 1_000 });
    // One session per person (a new login ends the person's other sessions): SUBSCRIPTIONS members of one company.
    const owner = await companyWithSession(db, { n: 0, mobile: '13700090000', uniformCode: 'LIVEBENCH000000000' });
    const tokens = [owner.token];
    const now = new Date();
    for (let n = 1; n < SUBSCRIPTIONS; n++) {
      const mobile = `1370009${String(n).padStart(4, '0')}`;
      const member = await memberWithSession(db, { companyId: owner.companyId, mobile, name: `压测成员${n}` }, now);
      tokens.push(member.token);
    }
    const product = await db
      .selectFrom('loan_product')
      .select('id')
      .where('on_shelf', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { tokens, productId: product.id };
  } finally {
    await database.close();
  }
}

async function graphql<T>(url: string, token: string, query: string, variables: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `PC-Front-Token=${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? 'no data');
  return body.data;
}

/** The graph's resident memory (Linux /proc), in KB. */
function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-bench-live-'));
console.log(`Preparing ${SUBSCRIPTIONS} sessions of one company …`);
const { tokens, productId } = await prepare(dataDir);
const serviceLines: string[] = [];
const log = (line: string) => serviceLines.push(line.slice(0, 300));
const gateway = await startBenchGateway('bench-live', { REGISTRY_SEED_COUNT: '1000', ...feedEnv }, { dataDir, log });
const graph = await startBenchGraph(gateway, { log, env: feedEnv });
console.log(FEED ? 'One feed for the graph instance (LIVE_FEED_SECRET set)' : 'One long poll per subscription');
const clients: ReturnType<typeof createClient>[] = [];
let exitCode = 0;
try {
  await gateway.ready(120_000);
  await graph.ready(120_000);
  const httpUrl = `http://127.0.0.1:${graph.port}/graphql`;
  const origin = `http://127.0.0.1:${graph.port}`;
  const first = tokens[0] as string;
  const { applyForProduct } = await graphql<{ applyForProduct: { id: string } }>(
    httpUrl,
    first,
    'mutation ($input: ProductApplicationInput!) { applyForProduct(input: $input) { id } }',
    {
      input: {
        productId: String(productId),
        applyAmount: 100,
        loanPeriod: 12,
        guaranteeMethods: [4],
        repayMethod: 1,
        loanFor: 2,
        isFirstLoan: false,
        districtName: '天河区',
        streetName: '石牌街道',
        contactName: '压测联系人',
        contactMobile: '13700090000',
        idempotencyKey: crypto.randomUUID(),
        authEndDate: Date.now() + THREE_YEARS_MS,
      },
    },
  );
  const pid = graph.service.pid as number;
  const before = rssKb(pid);

  // Every subscription notes when its events arrive; `expected` is the move's start.
  const arrivals: number[][] = [];
  const opened: Promise<void>[] = [];
  for (const token of tokens) {
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin, cookie: `PC-Front-Token=${token}` } });
      }
    }
    const client = createClient({ url: `ws://127.0.0.1:${graph.port}/graphql`, webSocketImpl: CookieSocket });
    clients.push(client);
    const mine: number[] = [];
    arrivals.push(mine);
    opened.push(
      new Promise((resolve, reject) => {
        client.on('connected', () => resolve());
        client.subscribe(
          { query: 'subscription { myEventsChanged { id topic } }' },
          { next: () => mine.push(performance.now()), error: reject, complete: () => {} },
        );
      }),
    );
  }
  await Promise.all(opened);
  // The graph takes each subscription's cursor with one gateway call after the subscribe: wait until none is left.
  const settle = async () => {
    for (let last = -1; ; ) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const now = rssKb(pid);
      if (Math.abs(now - last) < 512) return now;
      last = now;
    }
  };
  const after = await settle();
  console.log(
    `${SUBSCRIPTIONS} subscriptions open: graph RSS ${(before / 1024).toFixed(0)} MB → ${(after / 1024).toFixed(0)} MB, ` +
      `${((after - before) / SUBSCRIPTIONS).toFixed(1)} KB per subscription`,
  );

  const perSubscription: number[] = [];
  const all: number[] = [];
  for (let move = 0; move < MOVES; move++) {
    const counts = arrivals.map((list) => list.length);
    const started = performance.now();
    // Straight to the gateway: the graph's 20 s call limit would cut a slow answer off and hide the figure.
    const sent = await fetch(`http://127.0.0.1:${gateway.port}/api/loan/pc/thread/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first}` },
      body: JSON.stringify({ applicationId: Number(applyForProduct.id), body: `压测消息 ${move + 1}` }),
    });
    const envelope = (await sent.json()) as { code: number; msg: string };
    if (envelope.code !== 0) throw new Error(`thread message: ${envelope.msg}`);
    const answeredMs = performance.now() - started;
    const deadline = started + 60_000;
    while (arrivals.some((list, i) => list.length <= (counts[i] as number)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const delays = arrivals.map((list, i) => (list[counts[i] as number] ?? Number.NaN) - started);
    const missing = delays.filter((delay) => Number.isNaN(delay)).length;
    if (missing > 0) {
      console.log(`  move ${move + 1}: ${missing} subscriptions got nothing within 60 s`);
      exitCode = 1;
    }
    const got = delays.filter((delay) => !Number.isNaN(delay));
    perSubscription.push(...got);
    all.push(Math.max(...got));
    console.log(
      `  move ${move + 1}: sent in ${answeredMs.toFixed(0)} ms; ${got.length} got it, the last after ${Math.max(...got).toFixed(0)} ms`,
    );
  }
  console.log(
    `delay from the move to a subscription: p50 ${percentile(perSubscription, 50).toFixed(0)} ms, p99 ` +
      `${percentile(perSubscription, 99).toFixed(0)} ms, max ${Math.max(...perSubscription).toFixed(0)} ms; ` +
      `until all ${SUBSCRIPTIONS}: p50 ${percentile(all, 50).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms`,
  );
} catch (error) {
  console.error(error);
  console.error(serviceLines.slice(-15).join('\n'));
  exitCode = 1;
} finally {
  for (const client of clients) await client.dispose();
  await graph.stop();
  await gateway.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
