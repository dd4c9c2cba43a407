import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Cluster, clusterPorts, startCluster } from '../../scripts/cluster/cluster.ts';
import { listenPortBelowEphemeral } from '../../scripts/listen-ports.ts';
// Issue 22, slice live-pages.
import { productApplicationInput } from '../support/application-input.ts';
import {
  ClusterBrowser,
  captchaToken as captchaAt,
  devHelper,
  ORG_ADMIN_SECRET,
  STAFF_CONFIRM,
  staffPasswordStep,
  totp,
} from './cluster-client.ts';

/**
 * The platform as `npm run cluster` runs it (README, "Several instances"): PostgreSQL, two gateways and two graphs
 * behind nginx, files in the S3 stand-in. What one instance does, the other honours: sessions, one-time codes,
 * per-mobile limits, the catalogue, the escalation job's periods, and the first start's migrations and seed. Where a
 * check needs "the other instance" it addresses each graph directly (round-robin through nginx is not deterministic).
 */

const DEMO_MOBILE = '13800000001';
const DEMO_PASSWORD = 'Demo@2026';
const REGISTRY_COUNT = 1000;

const ME = 'query { me { id maskedMobile } }';
const SEND_CODE = 'mutation($input: SendSmsCodeInput!) { sendSmsCode(input: $input) }';
const LOGIN_BY_PASSWORD = 'mutation($input: PasswordLoginInput!) { loginByPassword(input: $input) { id companyName } }';
const LOGIN_BY_SMS = 'mutation($input: SmsLoginInput!) { loginBySms(input: $input) { id companyName } }';
const LOGIN_WITH_COMPANY = 'mutation($id: ID!) { loginWithCompany(companyId: $id) { id } }';
const LOGOUT = 'mutation { logout }';
const PRODUCTS = 'query { products(page: { pageNum: 1, pageSize: 50 }) { total records { id name } } }';
const ORG_PRODUCTS = 'query { orgProducts(page: { pageSize: 50 }) { records { id onShelf } } }';
const REMOVE = 'mutation($id: ID!) { removeOrgProduct(id: $id) { id onShelf } }';

const CODES = { CAPTCHA_TOKEN_INVALID: -3003, SMS_CODE_INVALID: -4002, TOTP_CODE_INVALID: -4006 };

let cluster: Cluster;
let dir: string;
let database: pg.Client;
const logs: string[] = [];
let portal: string;
let graph1: string;
let graph2: string;
let gatewayOrigin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-cluster-'));
  // The database server runs as the postgres user when the test runs as root: it must reach its folder inside.
  fs.chmodSync(dir, 0o755);
  cluster = await startCluster({
    dir,
    ports: clusterPorts(listenPortBelowEphemeral(20_000, 32_000, 50)),
    gatewayEnv: { REGISTRY_SEED_COUNT: String(REGISTRY_COUNT), PASSWORD_HASH_COST: 'test', JOB_POLL_MS: '200' },
    // A busy shared machine can stretch the gateways' first start (migrations, seed) past a minute.
    readyTimeoutMs: 300_000,
    log: (line) => {
      logs.push(line);
      if (process.env.CLUSTER_VERBOSE) console.log(line);
    },
  });
  portal = cluster.portalUrl;
  [graph1, graph2] = cluster.graphs.map((graph) => graph.origin) as [string, string];
  gatewayOrigin = cluster.gateways[0]?.origin ?? '';
  database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
}, 600_000);

afterAll(async () => {
  await database?.end();
  await cluster?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.query(text, values)).rows as T[];
}

const captchaToken = (browser: ClusterBrowser, origin: string) => captchaAt(browser, origin, gatewayOrigin);

describe('a cluster of two gateways and two graphs behind nginx on one PostgreSQL server', () => {
  it('the two gateways, started at the same moment on an empty database, migrated once and seeded once', async () => {
    expect(logs.filter((line) => /^\[gateway-\d\] migrations applied/.test(line))).toHaveLength(1);
    const [migrations] = await rows<{ all: string; names: string }>(
      'SELECT count(*) AS all, count(DISTINCT name) AS names FROM kysely_migration',
    );
    expect(migrations?.all).toBe(migrations?.names);
    const [registry] = await rows<{ count: string }>('SELECT count(*) FROM company_registry');
    expect(Number(registry?.count)).toBe(REGISTRY_COUNT);
    const [products] = await rows<{ all: string; distinct: string }>(
      'SELECT count(*) AS all, count(DISTINCT (org_id, product_name)) AS distinct FROM loan_product',
    );
    expect(Number(products?.all)).toBeGreaterThan(0);
    expect(products?.all).toBe(products?.distinct);
  });

  it('a session made through the balancer works on both graphs; a logout on one ends it on both', async () => {
    const browser = new ClusterBrowser();
    const captcha = await captchaToken(browser, portal);
    const { loginByPassword } = await browser.data<{ loginByPassword: { id: string }[] }>(portal, LOGIN_BY_PASSWORD, {
      input: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD, captchaToken: captcha, isAgree: true },
    });
    await browser.data(portal, LOGIN_WITH_COMPANY, { id: loginByPassword[0]?.id });
    for (const origin of [graph1, graph2, portal]) {
      expect((await browser.data<{ me: { id: string } | null }>(origin, ME)).me?.id).toBeTruthy();
    }
    const session = new Map(browser.cookies);
    await browser.data(graph2, LOGOUT);
    // The session's cookie, sent again to either instance, no longer opens it.
    for (const origin of [graph1, graph2]) {
      const replay = new ClusterBrowser();
      for (const [name, value] of session) replay.cookies.set(name, value);
      expect((await replay.send<{ me: unknown }>(origin, ME)).data?.me ?? null).toBeNull();
    }
  });

  it('a captcha token and an SMS code used on one graph are refused on the other; a per-mobile limit counts both', async () => {
    const browser = new ClusterBrowser();
    const token = await captchaToken(browser, graph1);
    await browser.data(graph1, SEND_CODE, { input: { mobile: DEMO_MOBILE, captchaToken: token, method: 'LOGIN' } });
    expect(
      await browser.refusal(graph2, SEND_CODE, {
        input: { mobile: DEMO_MOBILE, captchaToken: token, method: 'LOGIN' },
      }),
    ).toMatchObject({ code: CODES.CAPTCHA_TOKEN_INVALID });

    // A second code for the same mobile within its minute, asked of the other graph with a fresh captcha: refused.
    const other = new ClusterBrowser();
    const fresh = await captchaToken(other, graph2);
    const limited = await other.refusal(graph2, SEND_CODE, {
      input: { mobile: DEMO_MOBILE, captchaToken: fresh, method: 'LOGIN' },
    });
    expect(limited.message).toBe('验证码发送过于频繁，请1分钟后再试');

    const code = await devHelper<string>(gatewayOrigin, `sms?mobile=${DEMO_MOBILE}`);
    const login = { input: { mobile: DEMO_MOBILE, code, isAgree: true } };
    expect(
      (await browser.data<{ loginBySms: unknown[] }>(graph1, LOGIN_BY_SMS, login)).loginBySms.length,
    ).toBeGreaterThan(0);
    expect(await new ClusterBrowser().refusal(graph2, LOGIN_BY_SMS, login)).toMatchObject({
      code: CODES.SMS_CODE_INVALID,
    });
  });

  it('a staff TOTP code used on one graph is refused on the other', async () => {
    const step = async (origin: string) => {
      const browser = new ClusterBrowser();
      return { browser, ticket: await staffPasswordStep(browser, origin, gatewayOrigin) };
    };
    const first = await step(graph1);
    const second = await step(graph2);
    const code = totp(ORG_ADMIN_SECRET, Date.now());
    await first.browser.data(graph1, STAFF_CONFIRM, { ticket: first.ticket, code });
    expect(await second.browser.refusal(graph2, STAFF_CONFIRM, { ticket: second.ticket, code })).toMatchObject({
      code: CODES.TOTP_CODE_INVALID,
    });
  });

  it('a product taken off shelf through one graph is gone from the other graph’s next answer', async () => {
    const staff = new ClusterBrowser();
    const ticket = await staffPasswordStep(staff, graph1, gatewayOrigin);
    // The next 30 s step, so the code is not the one the test before used.
    await staff.data(graph1, STAFF_CONFIRM, {
      ticket,
      code: totp(ORG_ADMIN_SECRET, Date.now() + 30_000),
    });
    const { orgProducts } = await staff.data<{ orgProducts: { records: { id: string; onShelf: boolean }[] } }>(
      graph1,
      ORG_PRODUCTS,
    );
    const product = orgProducts.records.find((record) => record.onShelf);
    if (!product) throw new Error('org01 has no product on shelf');
    const visitor = new ClusterBrowser();
    const listed = async (origin: string) =>
      (await visitor.data<{ products: { records: { id: string }[] } }>(origin, PRODUCTS)).products.records.map(
        (record) => record.id,
      );
    // Asked a few times, so graph 2 keeps the answer.
    for (let round = 0; round < 3; round++) expect(await listed(graph2)).toContain(product.id);
    await staff.data(graph1, REMOVE, { id: product.id });
    expect(await listed(graph2)).not.toContain(product.id);
    expect(await listed(portal)).not.toContain(product.id);
  });

  it('the escalation job runs once per period, whichever gateway polls first', async () => {
    const periodMs = 1_000;
    await database.query('UPDATE scheduled_job SET every_ms = $1, next_run_at = now() WHERE name = $2', [
      periodMs,
      'escalate-overdue-applications',
    ]);
    const runs = async () =>
      Number(
        (
          await rows<{ runs: number }>('SELECT runs FROM scheduled_job WHERE name = $1', [
            'escalate-overdue-applications',
          ])
        )[0]?.runs,
      );
    const before = await runs();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const ran = (await runs()) - before;
    const periods = (Date.now() - started) / periodMs;
    // Two instances polling every 200 ms would run each tick twice without the schedule row's lock.
    expect(ran).toBeGreaterThanOrEqual(Math.floor(periods) - 1);
    expect(ran).toBeLessThanOrEqual(Math.ceil(periods) + 1);
  });

  // Issue 22, slice live-pages.
  it('a subscription open on one graph hears a move sent through the other graph (the gateways share the events by pg_notify)', async () => {
    const browser = new ClusterBrowser();
    const captcha = await captchaToken(browser, graph2);
    const { loginByPassword } = await browser.data<{ loginByPassword: { id: string }[] }>(graph2, LOGIN_BY_PASSWORD, {
      input: { mobile: DEMO_MOBILE, password: DEMO_PASSWORD, captchaToken: captcha, isAgree: true },
    });
    await browser.data(graph2, LOGIN_WITH_COMPANY, { id: loginByPassword[0]?.id });
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    class BrowserSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { origin: graph1, cookie } });
      }
    }
    const live = createClient({ url: `${graph1.replace(/^http/, 'ws')}/graphql`, webSocketImpl: BrowserSocket });
    try {
      const heard = new Promise<unknown>((resolve, reject) => {
        live.subscribe(
          { query: 'subscription { myEventsChanged { topic applicationId } }' },
          { next: resolve, error: reject, complete: () => reject(new Error('the subscription ended')) },
        );
      });
      // The graph takes the subscription's cursor just after the subscribe (as tests/integration/live-subscriptions).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { products } = await browser.data<{ products: { records: { id: string; name: string }[] } }>(
        graph2,
        PRODUCTS,
      );
      // A product applied for through our form (the seeded QR and link entries are applied for elsewhere).
      const outside = new Set(['羊城外贸订单贷', '花城履约保函', '岭南链e贷', '天河应收账款保理']);
      const productId = products.records.find((record) => !outside.has(record.name))?.id ?? '';
      const { applyForProduct } = await browser.data<{ applyForProduct: { id: string } }>(
        graph2,
        'mutation ($input: ProductApplicationInput!) { applyForProduct(input: $input) { id } }',
        { input: productApplicationInput(productId, Date.now(), { contactName: '王经理' }) },
      );
      expect(await heard).toEqual({
        data: { myEventsChanged: { topic: 'application.new', applicationId: applyForProduct.id } },
      });
    } finally {
      await live.dispose();
    }
  });
});
