/**
 * The workbench under load (issue 9): LOAD_ENTERPRISES simulated enterprises apply for products (and publish needs)
 * and read their applications and messages, while LOAD_STAFF staff work the queues — list, open (records 'viewed'),
 * accept, credit, lend or decline, claim needs; the first staff member is the platform operator reviewing needs —
 * for LOAD_SECONDS, all through GraphQL (graph + gateway in production mode on a fresh PGlite database, on this one
 * machine). Then the services stop and the database is checked in SQL: every application's events form a valid path
 * of the status machine (domain/loan-status.ts) ending at its status, no move is recorded twice, every acknowledged
 * mutation is there, one enterprise message per institution/operator move. Prints a table (requests, 5xx, p50/p95/p99
 * per call kind) and writes .tmp/bench/workbench-load-<time>.json; exits 1 on any 5xx, server error or violation.
 *   npm run bench:workbench                 (LOAD_SECONDS=300 LOAD_ENTERPRISES=200 LOAD_STAFF=20 by default)
 *   LOAD_SECONDS=60 npm run bench:workbench
 *   LOAD_CAPACITY=on LOAD_SECONDS=60 npm run bench:workbench   (no think time: where the set-up saturates)
 *
 * Set-up (the bench's own, never a production path): the seed's catalog, then accounts inserted in SQL — certified,
 * face-checked companies with a live session each (as bench/applications-bench.ts does), staff accounts enrolled with
 * TOTP secrets the bench keeps, and one solved slider token per staff member (production has no way to ask for a
 * puzzle's answer; the rest of the login — password, ticket, TOTP code — goes through GraphQL). Rate limits: the
 * gateway runs with NODE_ENV=production, so RATE_LIMIT_FACTOR is 1; every simulated client sends its own address in
 * X-Forwarded-For (the graph trusts loopback, as it trusts a load balancer), and an enterprise submits at most 25
 * applications in a run, under the production budget of 30 a company a day (docs/decisions/0051-workbench-load-run-and-the-client-gone-guard.md, "Workbench load run").
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isLoanStatus, type LoanStatusCode, type SourceCode } from '@sme/contract/loan-status';
import { type Database, type DatabaseTarget, openDatabase } from '../apps/gateway/src/db/database.ts';
import { migrateToLatest } from '../apps/gateway/src/db/migrate.ts';
import { hashPassword } from '../apps/gateway/src/features/accounts/domain/passwords.ts';
import { insertToken } from '../apps/gateway/src/features/accounts/stores/captcha-store.ts';
import { FORM_URL_TYPE } from '../apps/gateway/src/features/applications/domain/apply-method.ts';
import { type Actor, actorOf } from '../apps/gateway/src/features/applications/domain/loan-status.ts';
import { newTotpSecret, totpCode } from '../apps/gateway/src/features/workbench/domain/totp.ts';
import { insertStaffAccount } from '../apps/gateway/src/features/workbench/stores/staff-store.ts';
import { seedIfEmpty } from '../apps/gateway/src/seed/seed.ts';
import { randomToken } from '../apps/gateway/src/shared/secrets.ts';
import { clusterPorts, startCluster } from '../scripts/cluster/cluster.ts';
import { listenPortBelowEphemeral } from '../scripts/listen-ports.ts';
import { repoRoot } from '../scripts/processes.ts';
import { companyWithSession } from './support/bench-companies.ts';
import { startBenchGateway, startBenchGraph } from './support/production-services.ts';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

const SECONDS = positiveInt('LOAD_SECONDS', 300);
const ENTERPRISES = positiveInt('LOAD_ENTERPRISES', 200);
const STAFF = positiveInt('LOAD_STAFF', 20);
/**
 * Mean pause between two calls of one enterprise (uniform 0.5×-1.5×: a person reading the page it got), and between
 * two steps of one staff member (reading the application before deciding).
 */
/**
 * LOAD_CAPACITY=on: no pause at all (capacity mode) — every client asks again as soon as it has its answer, so the
 * run finds what the set-up serves at saturation rather than what 220 people's reading pace asks of it.
 */
const CAPACITY = process.env.LOAD_CAPACITY === 'on';
/**
 * LOAD_TARGET=cluster: through the cluster's balancer (scripts/cluster/: two graphs and two gateways on a PostgreSQL
 * server behind nginx, in development mode with RATE_LIMIT_FACTOR=1) instead of one graph and one gateway on PGlite.
 */
const ON_CLUSTER = process.env.LOAD_TARGET === 'cluster';
const ENTERPRISE_THINK_MS = CAPACITY ? 0 : positiveInt('LOAD_ENTERPRISE_THINK_MS', 5_000);
const STAFF_THINK_MS = CAPACITY ? 0 : positiveInt('LOAD_STAFF_THINK_MS', 1_000);
/** Under the production budget of 30 new applications a company a day (domain/application-limits.ts). */
const SUBMISSIONS_PER_ENTERPRISE = 25;
const STAFF_PASSWORD = 'Load@2026bench';
/** The answers that count as server failures: HTTP 5xx, and the graph's own words for an upstream failure. */
const SERVER_CODES = new Set(['INTERNAL_SERVER_ERROR', 'GATEWAY_UNAVAILABLE', 'GATEWAY_TIMEOUT']);

type Db = Database['db'];

interface Enterprise {
  n: number;
  token: string;
  ip: string;
  mobile: string;
  companyId: number;
}

interface StaffMember {
  n: number;
  username: string;
  role: 'operator' | 'org_staff';
  orgId: number | null;
  secret: string;
  captchaToken: string;
  ip: string;
}

interface Prepared {
  enterprises: Enterprise[];
  staff: StaffMember[];
  products: { id: number; orgId: number }[];
  needs: boolean;
}

/** Catalog from the seed, then the bench's companies, staff and slider tokens, straight into the database. */
async function prepare(target: DatabaseTarget): Promise<Prepared> {
  const database = await openDatabase(target);
  const db = database.db;
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, { demoAccount: false, registryCount: 1_000 });
    const offered = await db
      .selectFrom('loan_product as p')
      .innerJoin('financial_org as o', 'o.id', 'p.org_id')
      .select(['p.id', 'p.org_id'])
      .where('p.on_shelf', '=', true)
      .where('o.if_normal', '=', true)
      .where('p.apply_url_type', '=', FORM_URL_TYPE)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('org_user as u')
            .select('u.id')
            .whereRef('u.org_id', '=', 'p.org_id')
            .where('u.role', '=', 'manager')
            .where('u.active', '=', true),
        ),
      )
      .orderBy('p.org_id')
      .orderBy('p.id')
      .execute();
    const orgIds = [...new Set(offered.map((row) => row.org_id))];
    const needs = STAFF >= 2;
    const orgStaff = needs ? STAFF - 1 : STAFF;
    // Two staff members to an institution's queue, so that they meet on the same applications.
    const working = orgIds.slice(0, Math.max(1, Math.ceil(orgStaff / 2)));
    const now = new Date();
    const passwordHash = await hashPassword(crypto.createHash('sha256').update(STAFF_PASSWORD).digest('hex'));
    const staff: StaffMember[] = [];
    for (let n = 0; n < STAFF; n++) {
      const operator = needs && n === 0;
      const orgId = operator ? null : (working[n % working.length] as number);
      const username = operator ? 'load-operator' : `load-staff-${String(n).padStart(3, '0')}`;
      const secret = newTotpSecret();
      await db.transaction().execute(async (trx) => {
        let orgUserId: number | null = null;
        if (orgId !== null) {
          const person = await trx
            .insertInto('org_user')
            .values({
              org_id: orgId,
              name: `压测员${n}`,
              mobile: `1980000${String(n).padStart(4, '0')}`,
              role: 'staff',
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          orgUserId = person.id;
        }
        await insertStaffAccount(trx, {
          username,
          passwordHash,
          role: operator ? 'operator' : 'org_staff',
          displayName: `压测员${n}`,
          orgUserId,
          totpSecret: secret,
          now,
        });
      });
      staff.push({
        n,
        username,
        role: operator ? 'operator' : 'org_staff',
        orgId,
        secret,
        captchaToken: '',
        ip: `10.2.${n >> 8}.${n & 255}`,
      });
    }
    const enterprises: Enterprise[] = [];
    for (let n = 0; n < ENTERPRISES; n++) {
      const mobile = `1370000${String(n).padStart(4, '0')}`;
      const uniformCode = `LOAD${String(n).padStart(14, '0')}`;
      const { companyId, token } = await companyWithSession(db, { n, mobile, uniformCode }, now);
      enterprises.push({ n, token, ip: `10.1.${n >> 8}.${n & 255}`, mobile, companyId });
    }
    // Last, so that the slider tokens (2 minutes) are fresh when the services are up: one solved puzzle each.
    await db.transaction().execute(async (trx) => {
      for (const member of staff) {
        member.captchaToken = randomToken();
        await insertToken(trx, member.captchaToken, member.ip, new Date());
      }
    });
    const products = offered
      .filter((row) => working.includes(row.org_id))
      .map((row) => ({ id: row.id, orgId: row.org_id }));
    return { enterprises, staff, products, needs };
  } finally {
    await database.close();
  }
}

// ---- Measuring

interface Kind {
  latencies: number[];
  ok: number;
  refused: Map<string, number>;
  server: number;
  failed: number;
}

const kinds = new Map<string, Kind>();
/** Per 10-second window of the run (by when a call ended): calls, server failures, latencies. */
const windows = new Map<number, { calls: number; server: number; latencies: number[]; health: number[] }>();
let runStarted = 0;

function windowNow() {
  const index = Math.floor((Date.now() - runStarted) / 10_000);
  let window = windows.get(index);
  if (!window) {
    window = { calls: 0, server: 0, latencies: [], health: [] };
    windows.set(index, window);
  }
  return window;
}

function inWindow(latency: number, server: boolean): void {
  if (runStarted === 0) return;
  const window = windowNow();
  window.calls += 1;
  if (server) window.server += 1;
  window.latencies.push(latency);
}

/**
 * Every 2 s, the gateway's /healthz straight (not through the graph): one trivial statement, so its time is the wait
 * in the gateway's database queue (PGlite is one connection) and event loop.
 */
async function healthProbe(url: string, until: number): Promise<void> {
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(url)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    windowNow().health.push(performance.now() - started);
    await sleep(2_000);
  }
}
const serverFailures: string[] = [];

function kindOf(name: string): Kind {
  let kind = kinds.get(name);
  if (!kind) {
    kind = { latencies: [], ok: 0, refused: new Map(), server: 0, failed: 0 };
    kinds.set(name, kind);
  }
  return kind;
}

interface GraphError {
  message: string;
  extensions?: { code?: string; gatewayCode?: number };
}

type Answer<T> = { ok: true; data: T; setCookie: string[] } | { ok: false; code: string };

let graphUrl = '';

/** One GraphQL call as `who` (address and cookie), timed under `name`. Refusals answer their code. */
async function call<T>(
  name: string,
  who: { ip: string; cookie: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer<T>> {
  const kind = kindOf(name);
  const started = performance.now();
  let response: Response;
  let body: { data?: T | null; errors?: GraphError[] };
  try {
    response = await fetch(graphUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': who.ip, cookie: who.cookie },
      body: JSON.stringify({ query, variables }),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    kind.latencies.push(performance.now() - started);
    inWindow(performance.now() - started, true);
    kind.failed += 1;
    serverFailures.push(`${name}: ${String(error)}`);
    return { ok: false, code: 'NETWORK' };
  }
  const latency = performance.now() - started;
  kind.latencies.push(latency);
  const error = body.errors?.[0];
  const code = error
    ? `${error.extensions?.code ?? 'UNKNOWN'}${error.extensions?.gatewayCode ? ` ${error.extensions.gatewayCode}` : ''}`
    : '';
  const server = response.status >= 500 || (error !== undefined && SERVER_CODES.has(error.extensions?.code ?? ''));
  inWindow(latency, server);
  if (server) {
    kind.server += 1;
    if (serverFailures.length < 50)
      serverFailures.push(`${name}: HTTP ${response.status} ${code} ${error?.message ?? ''}`);
    return { ok: false, code: code || `HTTP ${response.status}` };
  }
  if (error || !body.data) {
    const key = code || `HTTP ${response.status}`;
    kind.refused.set(key, (kind.refused.get(key) ?? 0) + 1);
    return { ok: false, code: key };
  }
  kind.ok += 1;
  return { ok: true, data: body.data, setCookie: response.headers.getSetCookie() };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

// ---- What the clients acknowledged (checked against the database at the end)

interface AckedSubmission {
  id: number;
  companyId: number;
  source: SourceCode;
}
interface AckedMove {
  id: number;
  to: number;
  kind: string;
}
const acked = {
  submissions: [] as AckedSubmission[],
  moves: [] as AckedMove[],
  /** Statuses answers showed (opens, transitions): each must lie on the application's recorded path. */
  seen: [] as { id: number; status: number }[],
  claims: [] as { id: number; orgId: number }[],
  /** A double-clicked form answered by two different applications. */
  doubled: [] as string[],
};

// ---- The simulated people

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = (mean: number) => sleep(mean * (0.5 + Math.random()));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const beijingDay = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const APPLY = `mutation LoadApply($input: ProductApplicationInput!) {
  applyForProduct(input: $input) { id status { code } } }`;
const PUBLISH = `mutation LoadPublish($input: FinancingNeedInput!) { publishNeed(input: $input) { id status { code } } }`;
const MY_APPLICATIONS = `query LoadMyApplications($page: PageInput) {
  myApplications(page: $page) { total records { id productName orgName applyAmount status { code label step } createTime canWithdraw } } }`;
const MY_APPLICATION = `query LoadMyApplication($id: ID!) {
  loanApplication(id: $id) { id status { code label step } creditAmount loanAmount canWithdraw
    events { fromStatus { code } toStatus { code label } actor remark time } } }`;
const UNREAD = 'query LoadUnread { unreadMessageCount }';
const MESSAGES = `query LoadMessages($page: PageInput) {
  messages(page: $page) { total records { id applicationId title body createdAt read } } }`;
const MARK_READ = 'mutation LoadMarkRead { markMessagesRead(all: true) { updated } }';
const WITHDRAW = 'mutation LoadWithdraw($id: ID!) { withdrawApplication(id: $id) { id status { code } } }';

const STAFF_LOGIN = `mutation LoadStaffLogin($input: StaffLoginInput!) { staffLogin(input: $input) { next ticket } }`;
const STAFF_CODE = `mutation LoadStaffCode($ticket: String!, $code: String!) {
  staffConfirmCode(ticket: $ticket, code: $code) { id role orgId } }`;
const QUEUE = `query LoadQueue($filter: OrgApplicationFilter, $page: PageInput) {
  orgApplications(filter: $filter, page: $page) { total records { id overdue claimTime
    application { id source entName productName applyAmount status { code } createTime } } } }`;
const OPEN = `query LoadOpen($id: ID!) {
  orgApplication(id: $id) { id overdue managers { id name }
    application { id source applyAmount creditAmount status { code } }
    events { fromStatus { code } toStatus { code } actor time } } }`;
const TRANSITION = `mutation LoadTransition($input: TransitionInput!) {
  transitionApplication(input: $input) { id application { status { code } } } }`;
const OPEN_NEEDS = `query LoadOpenNeeds($page: PageInput) {
  openNeeds(page: $page) { total records { id applyAmount expiryDate status { code } } } }`;
const CLAIM = 'mutation LoadClaim($id: ID!) { claimNeed(id: $id) }';

async function enterpriseLoop(e: Enterprise, products: Prepared['products'], needs: boolean, until: number) {
  const who = { ip: e.ip, cookie: `PC-Front-Token=${e.token}` };
  const mine: number[] = [];
  let submitted = 0;
  let serial = 0;
  await sleep(Math.random() * ENTERPRISE_THINK_MS);
  while (Date.now() < until) {
    const r = Math.random();
    if (r < 0.3 && submitted < SUBMISSIONS_PER_ENTERPRISE) {
      submitted += 1;
      const key = `load-${e.n}-${++serial}-${crypto.randomBytes(4).toString('hex')}`;
      const amount = 50 + Math.floor(Math.random() * 450);
      if (needs && Math.random() < 0.1) {
        const answer = await call<{ publishNeed: { id: string } }>('publishNeed', who, PUBLISH, {
          input: {
            applyAmount: amount,
            loanFor: 2,
            guaranteeMethods: [1],
            loanPeriod: 12,
            interestRate: 6.5,
            expiryDate: beijingDay(30),
            remark: '压测融资需求',
            idempotencyKey: key,
          },
        });
        if (answer.ok) {
          const id = Number(answer.data.publishNeed.id);
          acked.submissions.push({ id, companyId: e.companyId, source: 2 });
        }
      } else {
        const variables = {
          input: {
            productId: String(pick(products).id),
            applyAmount: amount,
            loanPeriod: 12,
            guaranteeMethods: [4],
            repayMethod: 1,
            loanFor: 2,
            isFirstLoan: submitted === 1,
            districtName: '天河区',
            streetName: '石牌街道',
            contactName: `压测联系人${e.n}`,
            contactMobile: e.mobile,
            idempotencyKey: key,
            authEndDate: Date.now() + 3 * 365 * 86_400_000,
          },
        };
        // One submission in twenty is a double click: the same form (idempotency key) sent twice at once.
        const twice = Math.random() < 0.05;
        const answers = await Promise.all(
          Array.from({ length: twice ? 2 : 1 }, () =>
            call<{ applyForProduct: { id: string } }>(
              twice ? 'applyForProduct (twice)' : 'applyForProduct',
              who,
              APPLY,
              variables,
            ),
          ),
        );
        const ids = [
          ...new Set(answers.flatMap((answer) => (answer.ok ? [Number(answer.data.applyForProduct.id)] : []))),
        ];
        if (ids.length > 1)
          acked.doubled.push(`one form of company ${e.companyId} made applications ${ids.join(', ')}`);
        for (const id of ids) {
          acked.submissions.push({ id, companyId: e.companyId, source: 1 });
          mine.push(id);
        }
      }
    } else if (r < 0.5) {
      await call('myApplications', who, MY_APPLICATIONS, { page: { pageNum: 1, pageSize: 8 } });
    } else if (r < 0.7 && mine.length > 0) {
      await call('loanApplication', who, MY_APPLICATION, { id: String(pick(mine)) });
    } else if (r < 0.85) {
      await call('unreadMessageCount', who, UNREAD);
    } else if (r < 0.96) {
      const answer = await call<{ messages: { records: { read: boolean }[] } }>('messages', who, MESSAGES, {
        page: { pageNum: 1, pageSize: 10 },
      });
      if (answer.ok && answer.data.messages.records.some((m) => !m.read) && Math.random() < 0.5) {
        await call('markMessagesRead', who, MARK_READ);
      }
    } else if (mine.length > 0) {
      // The newest application: often still open to withdrawal, and racing the institution's first look.
      const id = mine[mine.length - 1] as number;
      const answer = await call<{ withdrawApplication: { status: { code: number } } }>(
        'withdrawApplication',
        who,
        WITHDRAW,
        {
          id: String(id),
        },
      );
      if (answer.ok) acked.moves.push({ id, to: 10, kind: 'withdraw' });
    }
    await think(ENTERPRISE_THINK_MS);
  }
}

async function staffLogin(member: StaffMember): Promise<string> {
  const who = { ip: member.ip, cookie: '' };
  const step = await call<{ staffLogin: { next: string; ticket: string } }>('staffLogin', who, STAFF_LOGIN, {
    input: { username: member.username, password: STAFF_PASSWORD, captchaToken: member.captchaToken },
  });
  if (!step.ok || step.data.staffLogin.next !== 'totp')
    throw new Error(`${member.username}: staffLogin ${JSON.stringify(step)}`);
  const confirmed = await call('staffConfirmCode', who, STAFF_CODE, {
    ticket: step.data.staffLogin.ticket,
    code: totpCode(member.secret, new Date()),
  });
  if (!confirmed.ok) throw new Error(`${member.username}: staffConfirmCode ${confirmed.code}`);
  const cookie = confirmed.setCookie
    .map((line) => line.split(';')[0] ?? '')
    .find((c) => c.startsWith('SME-Staff-Token='));
  if (!cookie) throw new Error(`${member.username}: no staff cookie`);
  return cookie;
}

type QueueRecord = { id: string; application: { status: { code: number } } };

async function transition(
  who: { ip: string; cookie: string },
  name: string,
  id: number,
  input: Record<string, unknown>,
): Promise<void> {
  const answer = await call<{ transitionApplication: { application: { status: { code: number } } } }>(
    name,
    who,
    TRANSITION,
    { input: { id: String(id), ...input } },
  );
  if (!answer.ok) return;
  const status = answer.data.transitionApplication.application.status.code;
  acked.moves.push({ id, to: input.toStatus as number, kind: name });
  acked.seen.push({ id, status });
}

const failure = () => ({ failureType: 1 + Math.floor(Math.random() * 4), failureReason: '压测：条件不符' });

/** An institution's staff member: the pipeline from its end (lend, credit, accept) back to the new ones. */
async function orgStaffLoop(member: StaffMember, cookie: string, needs: boolean, until: number) {
  const who = { ip: member.ip, cookie };
  let round = 0;
  while (Date.now() < until) {
    round += 1;
    if (needs && round % 6 === 0) {
      const open = await call<{ openNeeds: { records: { id: string }[] } }>('openNeeds', who, OPEN_NEEDS, {
        page: { pageNum: 1, pageSize: 10 },
      });
      if (open.ok && open.data.openNeeds.records.length > 0) {
        const id = Number(pick(open.data.openNeeds.records).id);
        const claim = await call('claimNeed', who, CLAIM, { id: String(id) });
        if (claim.ok) acked.claims.push({ id, orgId: member.orgId as number });
      }
      await think(STAFF_THINK_MS);
      continue;
    }
    const filters = [
      [6, 4, 11],
      [1, 2],
    ];
    let records: QueueRecord[] = [];
    for (const statuses of filters) {
      const queue = await call<{ orgApplications: { records: QueueRecord[] } }>('orgApplications', who, QUEUE, {
        filter: { statuses },
        page: { pageNum: 1, pageSize: 20 },
      });
      records = queue.ok ? queue.data.orgApplications.records : [];
      if (records.length > 0) break;
    }
    if (records.length === 0) {
      await think(STAFF_THINK_MS * 3);
      continue;
    }
    await think(STAFF_THINK_MS);
    const id = Number(pick(records).id);
    const opened = await call<{
      orgApplication: {
        managers: { id: string }[];
        application: { applyAmount: number; creditAmount: number | null; status: { code: number } };
      };
    }>('orgApplication (open)', who, OPEN, { id: String(id) });
    if (!opened.ok) continue;
    const { application, managers } = opened.data.orgApplication;
    acked.seen.push({ id, status: application.status.code });
    await think(STAFF_THINK_MS);
    const yes = Math.random() < 0.85;
    const today = beijingDay();
    if (application.status.code === 11) {
      if (yes && managers.length > 0) {
        await transition(who, 'accept (→4)', id, {
          toStatus: 4,
          managerId: pick(managers).id,
          remark: '压测：材料齐全，已受理',
        });
      } else await transition(who, 'decline (→5)', id, { toStatus: 5, ...failure() });
    } else if (application.status.code === 4) {
      if (yes) {
        const amount = Math.round(application.applyAmount * 80) / 100;
        await transition(who, 'credit (→6)', id, { toStatus: 6, amount, date: today, remark: '压测授信' });
      } else await transition(who, 'refuse credit (→7)', id, { toStatus: 7, ...failure() });
    } else if (application.status.code === 6) {
      if (yes) {
        await transition(who, 'lend (→8)', id, {
          toStatus: 8,
          amount: application.creditAmount ?? application.applyAmount,
          date: today,
          remark: '压测放款',
        });
      } else await transition(who, 'lending failed (→9)', id, { toStatus: 9, ...failure() });
    }
    await think(STAFF_THINK_MS);
  }
}

/** The platform operator: reviews the published needs waiting for the platform (1 → 2 published, or 3 refused). */
async function operatorLoop(member: StaffMember, cookie: string, until: number) {
  const who = { ip: member.ip, cookie };
  while (Date.now() < until) {
    const queue = await call<{ orgApplications: { records: QueueRecord[] } }>('orgApplications (review)', who, QUEUE, {
      filter: { statuses: [1], source: 2 },
      page: { pageNum: 1, pageSize: 20 },
    });
    if (!queue.ok || queue.data.orgApplications.records.length === 0) {
      await think(STAFF_THINK_MS * 3);
      continue;
    }
    const id = Number(pick(queue.data.orgApplications.records).id);
    await think(STAFF_THINK_MS);
    if (Math.random() < 0.9) await transition(who, 'review pass (→2)', id, { toStatus: 2, remark: '压测：审核通过' });
    else await transition(who, 'review refuse (→3)', id, { toStatus: 3, ...failure() });
    await think(STAFF_THINK_MS);
  }
}

// ---- The check in SQL

interface Integrity {
  applications: number;
  events: number;
  messages: number;
  violations: string[];
}

async function checkIntegrity(target: DatabaseTarget): Promise<Integrity> {
  const database = await openDatabase(target);
  const db: Db = database.db;
  const violations: string[] = [];
  const note = (text: string) => {
    if (violations.length < 200) violations.push(text);
  };
  try {
    const applications = await db
      .selectFrom('loan_application')
      .select(['id', 'source', 'loan_status', 'company_id', 'org_id'])
      .orderBy('id')
      .execute();
    const events = await db
      .selectFrom('loan_application_event')
      .select(['id', 'application_id', 'from_status', 'to_status', 'actor_kind'])
      .orderBy('application_id')
      .orderBy('id')
      .execute();
    // In SQL: the same move (application, from, to) recorded more than once.
    const duplicates = await db
      .selectFrom('loan_application_event')
      .select(({ fn }) => ['application_id', 'from_status', 'to_status', fn.countAll<string>().as('n')])
      .groupBy(['application_id', 'from_status', 'to_status'])
      .having(({ fn }) => fn.countAll(), '>', 1)
      .execute();
    for (const row of duplicates) {
      note(`application ${row.application_id}: the move ${row.from_status}→${row.to_status} recorded ${row.n} times`);
    }
    const messageCounts = await db
      .selectFrom('enterprise_message')
      .select(({ fn }) => ['application_id', fn.countAll<string>().as('n')])
      .where('application_id', 'is not', null)
      .groupBy('application_id')
      .execute();
    const messagesOf = new Map(messageCounts.map((row) => [row.application_id as number, Number(row.n)]));
    const eventsOf = new Map<number, typeof events>();
    for (const event of events) {
      const list = eventsOf.get(event.application_id) ?? [];
      list.push(event);
      eventsOf.set(event.application_id, list);
    }
    const byId = new Map(applications.map((row) => [row.id, row]));
    const reached = new Map<number, Set<number>>();
    for (const application of applications) {
      const path = eventsOf.get(application.id) ?? [];
      const statuses = new Set<number>();
      reached.set(application.id, statuses);
      const first = path[0];
      if (!first || first.from_status !== null || first.to_status !== 1 || first.actor_kind !== 'enterprise') {
        note(`application ${application.id}: does not start with the enterprise's submission (null→1)`);
        continue;
      }
      statuses.add(1);
      let at = 1;
      let staffMoves = 0;
      for (const event of path.slice(1)) {
        const from = event.from_status;
        const to = event.to_status;
        if (from !== at || !isLoanStatus(to)) {
          note(`application ${application.id}: event ${event.id} ${from}→${to} does not follow from ${at}`);
          break;
        }
        const actor = actorOf(application.source as SourceCode, from as LoanStatusCode, to);
        if (actor === null || actor !== (event.actor_kind as Actor)) {
          note(
            `application ${application.id}: ${from}→${to} by ${event.actor_kind} is not a move of the status machine`,
          );
        }
        if (event.actor_kind !== 'enterprise') staffMoves += 1;
        at = to;
        statuses.add(to);
      }
      if (at !== application.loan_status) {
        note(`application ${application.id}: its events end at ${at}, its status is ${application.loan_status}`);
      }
      if ((messagesOf.get(application.id) ?? 0) !== staffMoves) {
        note(
          `application ${application.id}: ${staffMoves} institution/operator moves, ${messagesOf.get(application.id) ?? 0} messages`,
        );
      }
    }
    for (const doubled of acked.doubled) note(doubled);
    for (const submission of acked.submissions) {
      const row = byId.get(submission.id);
      if (!row || row.company_id !== submission.companyId || row.source !== submission.source) {
        note(`acknowledged submission ${submission.id} of company ${submission.companyId} is missing`);
      }
    }
    const moveKeys = new Map<string, number>();
    for (const move of acked.moves) {
      const key = `${move.id}→${move.to}`;
      moveKeys.set(key, (moveKeys.get(key) ?? 0) + 1);
      if (!reached.get(move.id)?.has(move.to)) note(`acknowledged ${move.kind} of application ${move.id} is missing`);
    }
    for (const [key, n] of moveKeys) if (n > 1) note(`the move ${key} was acknowledged ${n} times`);
    for (const seen of acked.seen) {
      if (!reached.get(seen.id)?.has(seen.status)) {
        note(`application ${seen.id} was answered at status ${seen.status}, which its events never reached`);
      }
    }
    const claimed = new Map<number, number>();
    for (const claim of acked.claims) {
      if (claimed.has(claim.id)) note(`need ${claim.id} was acknowledged as claimed twice`);
      claimed.set(claim.id, claim.orgId);
      if (byId.get(claim.id)?.org_id !== claim.orgId) note(`acknowledged claim of need ${claim.id} is missing`);
    }
    return {
      applications: applications.length,
      events: events.length,
      messages: [...messagesOf.values()].reduce((a, b) => a + b, 0),
      violations,
    };
  } finally {
    await database.close();
  }
}

// ---- The run

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-bench-workbench-'));
// The cluster's PostgreSQL runs as the postgres user, which must reach its folder inside.
fs.chmodSync(dataDir, 0o755);
const loadSamples: number[][] = [os.loadavg()];
const serviceErrors: string[] = [];
const logOf = (line: string) => {
  if (line.includes('"level":"error"')) serviceErrors.push(line.slice(0, 500));
};
const cluster = ON_CLUSTER
  ? await startCluster({
      dir: dataDir,
      ports: clusterPorts(listenPortBelowEphemeral(20_000, 32_000, 50)),
      gatewayEnv: { REGISTRY_SEED_COUNT: '1000', RATE_LIMIT_FACTOR: '1' },
      graphEnv: { GRAPH_RATE_LIMIT: '0' },
      readyTimeoutMs: 300_000,
      log: logOf,
    })
  : null;
const databaseTarget: DatabaseTarget = cluster ? { databaseUrl: cluster.databaseUrl } : { dataDir };
console.log(`Preparing the database: ${ENTERPRISES} companies, ${STAFF} staff …`);
const setupStarted = Date.now();
const prepared = await prepare(databaseTarget);
console.log(
  `  ready in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s; ${prepared.products.length} products of ` +
    `${new Set(prepared.products.map((p) => p.orgId)).size} institutions in play`,
);
const gateway = cluster
  ? null
  : await startBenchGateway('bench-workbench', { REGISTRY_SEED_COUNT: '1000' }, { dataDir, log: logOf });
const graph = gateway ? await startBenchGraph(gateway, { log: logOf }) : null;
let stopped: Promise<unknown> | null = null;
const stopServices = () => {
  stopped ??= Promise.all([graph?.stop(), gateway?.stop(), cluster?.stop()]);
  return stopped;
};
let exitCode = 0;
try {
  await gateway?.ready(120_000);
  await graph?.ready(120_000);
  graphUrl = cluster ? `${cluster.portalUrl}/graphql` : `http://127.0.0.1:${graph?.port}/graphql`;
  const healthUrl = cluster ? `${cluster.gateways[0]?.origin}/healthz` : `http://127.0.0.1:${gateway?.port}/healthz`;
  // One after the other: the gateway runs PASSWORD_HASH_CONCURRENCY (CPU count) argon2 checks at once.
  const cookies: string[] = [];
  for (const member of prepared.staff) cookies.push(await staffLogin(member));
  console.log(`  ${prepared.staff.length} staff logged in (password, ticket, TOTP) — running ${SECONDS} s …`);
  const started = Date.now();
  runStarted = started;
  const until = started + SECONDS * 1000;
  const sampler = setInterval(() => loadSamples.push(os.loadavg()), 10_000);
  await Promise.all([
    healthProbe(healthUrl, until),
    ...prepared.enterprises.map((e) => enterpriseLoop(e, prepared.products, prepared.needs, until)),
    ...prepared.staff.map((member, i) =>
      member.role === 'operator'
        ? operatorLoop(member, cookies[i] as string, until)
        : orgStaffLoop(member, cookies[i] as string, prepared.needs, until),
    ),
  ]);
  clearInterval(sampler);
  loadSamples.push(os.loadavg());
  const elapsed = (Date.now() - started) / 1000;
  // PGlite is one process's: its services stop before the check; the server is read while the cluster still runs.
  if (!cluster) await stopServices();
  console.log('  stopped; checking the database …');
  const integrity = await checkIntegrity(databaseTarget);

  const rows = [...kinds.entries()].map(([name, kind]) => {
    const sorted = [...kind.latencies].sort((a, b) => a - b);
    const refused = Object.fromEntries([...kind.refused.entries()].sort());
    return {
      name,
      requests: kind.latencies.length,
      ok: kind.ok,
      refused,
      server5xx: kind.server,
      failed: kind.failed,
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      p99: Math.round(percentile(sorted, 99)),
    };
  });
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const server5xx = rows.reduce((sum, row) => sum + row.server5xx + row.failed, 0);
  const all = [...kinds.values()].flatMap((kind) => kind.latencies).sort((a, b) => a - b);
  const maxLoad = Math.max(...loadSamples.map((sample) => sample[0] as number));
  console.log(
    `\nWorkbench load — ${ENTERPRISES} enterprises, ${STAFF} staff (${prepared.needs ? '1 operator + ' : ''}` +
      `${prepared.staff.filter((s) => s.role === 'org_staff').length} institution staff), ${elapsed.toFixed(0)} s, ` +
      (cluster
        ? 'through GraphQL and nginx (two graphs, two gateways, PostgreSQL 15; development mode, RATE_LIMIT_FACTOR=1)'
        : 'through GraphQL (graph + gateway, production mode, PGlite)'),
  );
  console.log(
    `  machine: ${os.cpus().length} cores, Node ${process.version}; load average before ` +
      `${(loadSamples[0] as number[]).map((v) => v.toFixed(2)).join(' ')}, at the end ` +
      `${(loadSamples.at(-1) as number[]).map((v) => v.toFixed(2)).join(' ')}, highest 1-min ${maxLoad.toFixed(2)}`,
  );
  console.log(
    `\n  ${'call'.padEnd(26)} ${'requests'.padStart(8)} ${'ok'.padStart(7)} ${'refused'.padStart(7)} ${'5xx'.padStart(4)}  p50 ms  p95 ms  p99 ms`,
  );
  for (const row of rows) {
    const refused = Object.values(row.refused).reduce((a, b) => a + b, 0);
    console.log(
      `  ${row.name.padEnd(26)} ${String(row.requests).padStart(8)} ${String(row.ok).padStart(7)} ` +
        `${String(refused).padStart(7)} ${String(row.server5xx + row.failed).padStart(4)}  ` +
        `${String(row.p50).padStart(6)}  ${String(row.p95).padStart(6)}  ${String(row.p99).padStart(6)}`,
    );
  }
  console.log(
    `  ${'all'.padEnd(26)} ${String(total).padStart(8)} ${''.padStart(7)} ${''.padStart(7)} ${String(server5xx).padStart(4)}  ` +
      `${String(Math.round(percentile(all, 50))).padStart(6)}  ${String(Math.round(percentile(all, 95))).padStart(6)}  ` +
      `${String(Math.round(percentile(all, 99))).padStart(6)}   (${(total / elapsed).toFixed(0)} req/s)`,
  );
  const timeline = [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, window]) => {
      const sorted = window.latencies.sort((a, b) => a - b);
      return {
        fromSecond: index * 10,
        calls: window.calls,
        server5xx: window.server,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        gatewayHealthMaxMs: Math.round(Math.max(0, ...window.health)),
      };
    });
  console.log('\n  per 10 s: calls / 5xx / p50 / p99 ms / slowest gateway /healthz ms (its database queue)');
  for (let i = 0; i < timeline.length; i += 4) {
    const line = timeline
      .slice(i, i + 4)
      .map(
        (w) => `${`${w.fromSecond}s`.padStart(5)} ${w.calls}/${w.server5xx}/${w.p50}/${w.p99}/${w.gatewayHealthMaxMs}`,
      );
    console.log(`   ${line.join('   ')}`);
  }
  const refusals = rows.filter((row) => Object.keys(row.refused).length > 0);
  if (refusals.length > 0) {
    console.log('\n  refusals (expected ones: -8003 a move someone made first, -8051 a need claimed first):');
    for (const row of refusals) console.log(`    ${row.name}: ${JSON.stringify(row.refused)}`);
  }
  console.log(
    `\n  integrity: ${integrity.applications} applications, ${integrity.events} events, ${integrity.messages} messages; ` +
      `${acked.submissions.length} submissions, ${acked.moves.length} moves, ${acked.claims.length} claims acknowledged — ` +
      (integrity.violations.length === 0 ? 'no violation' : `${integrity.violations.length} VIOLATIONS`),
  );
  for (const violation of integrity.violations.slice(0, 20)) console.log(`    ${violation}`);
  if (serverFailures.length > 0 || serviceErrors.length > 0) {
    console.log(`\n  server failures (${server5xx}) and error lines in the services' logs (${serviceErrors.length}):`);
    for (const line of [...serverFailures, ...serviceErrors].slice(0, 20)) console.log(`    ${line}`);
  }
  const result = {
    at: new Date().toISOString(),
    settings: {
      seconds: SECONDS,
      enterprises: ENTERPRISES,
      staff: STAFF,
      capacity: CAPACITY,
      enterpriseThinkMs: ENTERPRISE_THINK_MS,
      staffThinkMs: STAFF_THINK_MS,
      submissionsPerEnterprise: SUBMISSIONS_PER_ENTERPRISE,
    },
    machine: { cores: os.cpus().length, node: process.version, loadAverage: loadSamples, highestLoad1: maxLoad },
    elapsedSeconds: elapsed,
    totalRequests: total,
    requestsPerSecond: total / elapsed,
    server5xx,
    serviceErrorLines: serviceErrors.length,
    calls: rows,
    timeline,
    acknowledged: { submissions: acked.submissions.length, moves: acked.moves.length, claims: acked.claims.length },
    integrity,
    serverFailures: serverFailures.slice(0, 50),
    serviceErrors: serviceErrors.slice(0, 50),
  };
  const outDir = path.join(repoRoot, '.tmp', 'bench');
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, `workbench-load-${result.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n  result: ${path.relative(repoRoot, outFile)}`);
  // At saturation (capacity mode) time-outs are the measurement; what was stored must still be sound.
  const failedCalls = CAPACITY ? 0 : server5xx;
  if (failedCalls > 0 || serviceErrors.length > 0 || integrity.violations.length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  if (serviceErrors.length > 0) console.error(serviceErrors.slice(0, 20).join('\n'));
  exitCode = 1;
} finally {
  await stopServices();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
