/**
 * A province on one PostgreSQL server: 10,000,000 registry companies (the loader of `npm run registry:load`) and
 * 1,000,000 applications of 100,000 certified companies with their timelines (bench/support/province-data.ts), in a
 * cluster kept under .tmp/bench/province/ (built once; a later run measures at once). Then, with the gateway in
 * production on that server, measured as its callers call it:
 *  - the add-company search (the registry store), 2 and 4 characters — goal p99 < 50 ms;
 *  - my applications (POST /loan/pc/myList), page 1 and a deep page of a company with 10,000, at 10 connections —
 *    goal p99 < 50 ms;
 *  - one institution's queue (POST /loan/org/queue/search) with its filters — goal p99 < 100 ms;
 *  - the government dashboard (POST /loan/gov/dashboard) unfiltered, by each filter and by all: the first call, then 20
 *    more (kept views answer from what was kept), after the refresh job's first tick kept the unfiltered view — goal
 *    < 1 s;
 *  - the home statistics: kept answers, the recomputation after a move, and the figures equal to SQL's.
 *   npm run bench:province     (BENCH_REGISTRY_COUNT, BENCH_APPLICATIONS, BENCH_SECONDS, BENCH_QUERIES, BENCH_SECTIONS)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Database, openDatabase } from '../apps/gateway/src/db/database.ts';
import { migrateToLatest } from '../apps/gateway/src/db/migrate.ts';
import { startSession } from '../apps/gateway/src/features/accounts/stores/session-store.ts';
import { DASHBOARD_REFRESH_JOB } from '../apps/gateway/src/features/dashboard/jobs/dashboard-refresh-job.ts';
import { searchRegistry } from '../apps/gateway/src/features/registry/stores/registry-store.ts';
import { statisticsVersionRead } from '../apps/gateway/src/features/statistics/stores/statistics-store.ts';
import { startStaffSession } from '../apps/gateway/src/features/workbench/stores/staff-store.ts';
import { loadRegistry } from '../apps/gateway/src/seed/registry/load-registry.ts';
import { seedIfEmpty } from '../apps/gateway/src/seed/seed.ts';
import { findPostgresBin, postgresServerIn } from '../scripts/postgres-throwaway.ts';
import { freePort, repoRoot } from '../scripts/processes.ts';
import { startBenchGateway } from './support/production-services.ts';
import { buildProvince, type ProvinceShape, vacuumProvince } from './support/province-data.ts';
import { registrySearchTerms } from './support/search-terms.ts';
import { percentile, timed } from './support/timing.ts';

const registryCount = Number(process.env.BENCH_REGISTRY_COUNT ?? 10_000_000);
const shape: ProvinceShape = {
  companies: 100_000,
  applications: Number(process.env.BENCH_APPLICATIONS ?? 1_000_000),
  heavyEvery: 100,
};
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const queries = Number(process.env.BENCH_QUERIES ?? 200);
/** BENCH_SECTIONS=search,applications,queue,dashboard,statistics: the parts to measure (all by default). */
const only = process.env.BENCH_SECTIONS?.split(',');
const PAGE_SIZE = 8;
const HEAVY_MOBILE = '15000000001';

type Db = Database['db'];

const ms = (value: number) => value.toFixed(1);
const summary = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))} ms, p99 ${ms(percentile(values, 99))} ms, max ${ms(Math.max(...values))} ms (${values.length})`;

/** Builds what the cluster lacks: the schema, the demo catalogue and staff, the registry, the platform's data. */
async function prepare(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedIfEmpty(db, { registryCount: 0 });
  const started = Date.now();
  const loaded = await loadRegistry(db, registryCount, ({ loaded: done, target }) => {
    if (done % 1_000_000 === 0 || done === target)
      console.log(`  registry ${done.toLocaleString('en-US')} / ${target.toLocaleString('en-US')}`);
  });
  if (loaded.after > loaded.before) console.log(`  registry loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const heavy = await db.selectFrom('app_user').select('id').where('mobile', '=', HEAVY_MOBILE).executeTakeFirst();
  if (!heavy) await db.transaction().execute((trx) => buildProvince(trx, shape, console.log));
  if (!heavy || loaded.after > loaded.before) {
    await vacuumProvince(db);
    console.log(`  vacuumed and analysed in ${((Date.now() - started) / 1000).toFixed(0)} s from the start`);
  }
  // Every run measures the dashboard from nothing kept, with the refresh job due when the gateway starts.
  await db.deleteFrom('dashboard_answer').execute();
  await db.deleteFrom('scheduled_job').where('name', '=', DASHBOARD_REFRESH_JOB).execute();
}

/** The sessions the calls are made with: the heavy company's member, the busiest queue's administrator, the operator. */
async function sessions(db: Db) {
  const now = new Date();
  const member = await db
    .selectFrom('app_user')
    .innerJoin('user_company', 'user_company.user_id', 'app_user.id')
    .select(['app_user.id as userId', 'user_company.company_id as companyId'])
    .where('app_user.mobile', '=', HEAVY_MOBILE)
    .executeTakeFirstOrThrow();
  const busiest = await db
    .selectFrom('staff_account')
    .innerJoin('org_user', 'org_user.id', 'staff_account.org_user_id')
    .innerJoin('loan_application', 'loan_application.org_id', 'org_user.org_id')
    .select(['staff_account.id', 'org_user.org_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('staff_account.role', '=', 'org_admin')
    .groupBy(['staff_account.id', 'org_user.org_id'])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const operator = await db
    .selectFrom('staff_account')
    .select('id')
    .where('username', '=', 'operator')
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => ({
    member: { ...member, token: await startSession(trx, member, now) },
    orgAdmin: {
      orgId: busiest.org_id as number,
      queue: Number(busiest.n),
      token: await startStaffSession(trx, busiest.id, now),
    },
    operator: await startStaffSession(trx, operator.id, now),
  }));
}

/** A gateway call: the answer's data, or an error naming the call (a benchmark of refusals measures nothing). */
async function call(base: string, route: string, body: object, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: unknown };
  if (answer.code !== 0) throw new Error(`${route} ${JSON.stringify(body)}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function companySearch(db: Db) {
  for (const term of [...registrySearchTerms(2, 60, 102), ...registrySearchTerms(4, 60, 104)]) {
    await searchRegistry(db, { term, pageNum: 1, pageSize: 10 });
  }
  const results: string[] = [];
  for (const length of [2, 4] as const) {
    const times: number[] = [];
    for (const term of registrySearchTerms(length, 100)) {
      const [took] = await timed(() => searchRegistry(db, { term, pageNum: 1, pageSize: 10 }));
      times.push(took);
    }
    results.push(`| company search, ${length} characters (page 1 of 10) | ${summary(times)} | p99 < 50 ms |`);
  }
  return results;
}

async function myApplications(base: string, token: string, total: number) {
  const deepPage = Math.floor(total / PAGE_SIZE) - 10;
  const results: string[] = [];
  for (const pageNum of [1, deepPage]) {
    const body = { pageNum, pageSize: PAGE_SIZE };
    await call(base, '/loan/pc/myList', body, { authorization: `Bearer ${token}` });
    const load = (duration: number) =>
      autocannon({
        url: `${base}/loan/pc/myList`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        connections: 10,
        duration,
      });
    // Unmeasured: the gateway's pool opens its connections, and each new server session fills its caches.
    await load(2);
    const run = await load(seconds);
    const failed = run.errors + run.non2xx;
    results.push(
      `| my applications page ${pageNum} of ${Math.ceil(total / PAGE_SIZE)} (${total.toLocaleString('en-US')}), 10 connections, ${seconds} s | ` +
        `${Math.round(run.requests.average)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms${failed ? `, ${failed} failed` : ''} | p99 < 50 ms |`,
    );
  }
  return results;
}

/** The filters the institution's staff combine: statuses, days, assignment, the overdue order, a name or a code. */
async function queueBodies(db: Db, orgId: number): Promise<object[]> {
  const sample = await db
    .selectFrom('loan_application')
    .innerJoin('company', 'company.id', 'loan_application.company_id')
    .select(['company.company_name', 'company.uniform_code'])
    .where('loan_application.org_id', '=', orgId)
    .orderBy('loan_application.id', 'desc')
    .limit(20)
    .execute();
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const bodies: object[] = [
    {},
    { pageNum: 20 },
    { loanStatus: [1, 11] },
    { loanStatus: [8], startDate: day(30), endDate: day(0) },
  ];
  bodies.push(
    { assignment: 'unassigned' },
    { sort: 'overdue' },
    { loanStatus: [6, 8, 9], startDate: day(365), endDate: day(180) },
  );
  for (const { company_name, uniform_code } of sample.slice(0, 6)) {
    // Two characters of the 字号: a registry name reads 广州(市)… so the 3rd and 4th characters are its own.
    bodies.push(
      { keyword: company_name.slice(3, 5) },
      { keyword: uniform_code },
      { keyword: company_name.slice(3, 5), loanStatus: [8] },
    );
  }
  return bodies;
}

async function queue(base: string, db: Db, orgAdmin: { orgId: number; queue: number; token: string }) {
  const bodies = await queueBodies(db, orgAdmin.orgId);
  const headers = { 'x-staff-token': orgAdmin.token };
  for (const body of bodies) await call(base, '/loan/org/queue/search', body, headers);
  const times: number[] = [];
  const bySet = bodies.map(() => [] as number[]);
  for (let i = 0; i < queries; i++) {
    const body = bodies[i % bodies.length] as object;
    const [took] = await timed(() => call(base, '/loan/org/queue/search', body, headers));
    times.push(took);
    bySet[i % bodies.length]?.push(took);
  }
  const slowest = bodies
    .map((body, i) => ({ body, p50: percentile(bySet[i] ?? [0], 50) }))
    .sort((x, y) => y.p50 - x.p50)
    .slice(0, 3)
    .map(({ body, p50 }) => `${JSON.stringify(body)} ${ms(p50)} ms`);
  return [
    `| one institution's queue (${orgAdmin.queue.toLocaleString('en-US')} applications), ${bodies.length} filter sets in turn | ${summary(times)}; slowest sets (p50): ${slowest.join('; ')} | p99 < 100 ms |`,
  ];
}

async function dashboard(base: string, db: Db, token: string, orgId: number, firstTickMs: number) {
  const start = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date().toISOString().slice(0, 10);
  const product = await db
    .selectFrom('loan_product')
    .select('product_type')
    .where('on_shelf', '=', true)
    .executeTakeFirstOrThrow();
  const cases: [string, object][] = [
    ['unfiltered', {}],
    ['90 days', { startDate: start, endDate: end }],
    ['one institution', { orgId }],
    ['one district', { districtName: '天河区' }],
    ['one product type', { productType: product.product_type }],
    [
      'all filters',
      { startDate: start, endDate: end, orgId, districtName: '天河区', productType: product.product_type },
    ],
  ];
  const rows = [
    `| gov dashboard, unfiltered, kept ahead by the refresh job | first tick ${ms(firstTickMs)} ms after start | before anyone asks |`,
  ];
  for (const [name, body] of cases) {
    const ask = () => call(base, '/loan/gov/dashboard', body, { 'x-staff-token': token });
    const [first] = await timed(ask);
    const again: number[] = [];
    for (let i = 0; i < DASHBOARD_READS; i++) again.push((await timed(ask))[0]);
    rows.push(`| gov dashboard, ${name} | first ${ms(first)} ms; then ${summary(again)} | < 1 s |`);
  }
  // The page's other calls, computed on each request: the offers' and subsidies' blocks, and one institution's
  // drill-down (the busiest queue's institution).
  const others: [string, string, object][] = [
    ['offer figures block', '/loan/gov/offer/figures', {}],
    ['subsidy figures block', '/loan/gov/subsidy/figures', {}],
    ['drill-down into the busiest institution', '/loan/gov/dashboard/org', { orgId }],
  ];
  for (const [name, route, body] of others) {
    const [took] = await timed(() => call(base, route, body, { 'x-staff-token': token }));
    rows.push(`| gov dashboard, ${name} | ${ms(took)} ms | < 1 s |`);
  }
  return rows;
}

/** Reads of each dashboard view after the first (kept, or computed again when fast). */
const DASHBOARD_READS = 20;

/**
 * Waits for the refresh job's first tick, which keeps the unfiltered view when it is slow — as on a platform that has
 * been running; answers how long after the gateway was started it ended (ms).
 */
async function firstDashboardTick(db: Db, since: number): Promise<number> {
  for (;;) {
    const row = await db
      .selectFrom('scheduled_job')
      .select('last_run_at')
      .where('name', '=', DASHBOARD_REFRESH_JOB)
      .executeTakeFirst();
    if (row?.last_run_at && new Date(row.last_run_at).getTime() >= since) return Date.now() - since;
    if (Date.now() - since > 600_000) throw new Error('the dashboard refresh job did not run within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Docking {
  applyCount: number;
  applyAmount: number;
  creditCount: number;
  loanCount: number;
  loanAmount: number;
  enterpriseCount: number;
}

/** The home statistics: kept answers; after a move (written as the transition store writes it) one recomputation, and the figures SQL gives. */
async function homeStatistics(base: string, db: Db) {
  const routes = [
    '/loan/pc/dockingCount',
    '/loan/pc/loanRank?levelTag=1',
    '/loan/pc/loanCase?size=10',
    '/loan/pc/thirdStatistics/list',
  ];
  for (const route of routes) await call(base, route, {}, {});
  const kept: number[] = [];
  for (let i = 0; i < 50; i++) {
    for (const route of routes) kept.push((await timed(() => call(base, route, {}, {})))[0]);
  }
  const waiting = await db
    .selectFrom('loan_application')
    .select(['id', 'apply_amount'])
    .where('loan_status', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const amount = Number(waiting.apply_amount);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('loan_application')
      .set({
        loan_status: 8,
        credit_amount: amount,
        loan_amount: amount,
        credit_time: now,
        lending_time: now,
        updated_at: now,
      })
      .where('id', '=', waiting.id)
      .execute();
    await trx
      .insertInto('loan_application_event')
      .values({
        application_id: waiting.id,
        from_status: 1,
        to_status: 8,
        actor_kind: 'institution',
        at: now,
        credit_amount: amount,
        loan_amount: amount,
      })
      .execute();
  });
  const [recomputed, answer] = await timed(() => call(base, '/loan/pc/dockingCount', {}, {}));
  const docking = answer as Docking;
  const readVersion = statisticsVersionRead(db);
  const versionReads: number[] = [];
  for (let i = 0; i < 20; i++) versionReads.push((await timed(readVersion))[0]);
  const [countAllMs] = await timed(() =>
    db
      .selectFrom('loan_application_event')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute(),
  );
  const truth = await db
    .selectFrom('loan_application')
    .select((eb) => [
      eb.fn.countAll<string>().as('applyCount'),
      eb.fn.count<string>('loan_amount').as('loanCount'),
      eb.fn.coalesce(eb.fn.sum<string>('loan_amount'), eb.val('0')).as('loanAmount'),
      eb.fn.count<string>('company_id').distinct().as('enterpriseCount'),
    ])
    .executeTakeFirstOrThrow();
  const equal =
    docking.applyCount === Number(truth.applyCount) &&
    docking.loanCount === Number(truth.loanCount) &&
    Math.abs(docking.loanAmount - Number(truth.loanAmount)) < 0.005 &&
    docking.enterpriseCount === Number(truth.enterpriseCount);
  if (!equal) throw new Error(`home statistics ${JSON.stringify(docking)} differ from SQL's ${JSON.stringify(truth)}`);
  return [
    `| home statistics, kept answers (4 calls × 50) | ${summary(kept)} | — |`,
    `| home statistics after a move: the recomputation (dockingCount; figures equal to SQL's) | ${ms(recomputed)} ms | — |`,
    `| the statistics' version read, 20 reads | ${summary(versionReads)}; counting every event instead: ${ms(countAllMs)} ms | — |`,
  ];
}

const bin = findPostgresBin();
if (!bin) {
  console.log('PostgreSQL is not installed (apt-get install -y postgresql): nothing measured.');
  process.exit(1);
}
const server = postgresServerIn(bin, path.join(repoRoot, '.tmp/bench/province'), await freePort());
server.start();
const database = await openDatabase({ databaseUrl: server.url });
try {
  console.log(
    `province benchmark — ${os.cpus().length} cores, Node ${process.version}, PostgreSQL ${path.basename(path.dirname(bin))}`,
  );
  await prepare(database.db);
  const { db } = database;
  const count = async (table: 'company_registry' | 'loan_application' | 'loan_application_event') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sizes = {
    registry: await count('company_registry'),
    applications: await count('loan_application'),
    events: await count('loan_application_event'),
  };
  const who = await sessions(db);
  const heavyTotal = Number(
    (
      await db
        .selectFrom('loan_application')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', who.member.companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const gateway = await startBenchGateway('bench-province', { DATABASE_URL: server.url });
  try {
    const started = Date.now();
    await gateway.ready(120_000);
    // Every section waits for it: its tick would otherwise load the server under another section's measurement.
    const firstTickMs = await firstDashboardTick(db, started);
    const base = `http://127.0.0.1:${gateway.port}/api`;
    const sections = {
      search: () => companySearch(db),
      applications: () => myApplications(base, who.member.token, heavyTotal),
      queue: () => queue(base, db, who.orgAdmin),
      dashboard: () => dashboard(base, db, who.operator, who.orgAdmin.orgId, firstTickMs),
      statistics: () => homeStatistics(base, db),
    };
    const rows: string[] = [];
    for (const [name, section] of Object.entries(sections)) {
      if (only && !only.includes(name)) continue;
      const found = await section();
      for (const row of found) console.log(row);
      rows.push(...found);
    }
    const table = [
      `\n${sizes.registry.toLocaleString('en-US')} registry companies, ${sizes.applications.toLocaleString('en-US')} applications, ${sizes.events.toLocaleString('en-US')} events`,
      '| what | measured | goal |',
      '|---|---|---|',
      ...rows,
    ].join('\n');
    console.log(table);
    fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, 'bench/results/province-scale.md'), `${new Date().toISOString()}\n${table}\n`);
  } finally {
    await gateway.stop();
  }
} finally {
  await database.close();
  server.stop();
}
