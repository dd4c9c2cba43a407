/**
 * My applications at scale: 10,000 applications of one company among 40,000 of 20 noise companies in a PGlite
 * database, read through GraphQL (graph + gateway in production mode) with autocannon: the list's first page, a deep
 * page, and one application's detail with its timeline. Prints req/s, p50 and p99 of each.
 *   npm run bench:applications                       (BENCH_SECONDS=5 BENCH_CONNECTIONS=10 by default)
 *   npm run bench:applications -- --without-index    (the same without loan_application_company_idx, for comparison)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Database, openDatabase } from '../apps/gateway/src/db/database.ts';
import { migrateToLatest } from '../apps/gateway/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/gateway/src/seed/seed.ts';
import { benchApplicationRow } from './support/bench-applications.ts';
import { type BenchCompanySpec, companyWithSession } from './support/bench-companies.ts';
import { startBenchGateway, startBenchGraph } from './support/production-services.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const withoutIndex = process.argv.includes('--without-index');
const OWN = 10_000;
const NOISE_COMPANIES = 20;
const NOISE_EACH = 2_000;
const PAGE_SIZE = 8;

const listQuery = `query BenchMyApplications($page: PageInput) {
  myApplications(page: $page) { total pageNum pageSize records { id productName orgName applyAmount loanPeriod
    status { code label step failure errorStyle } createTime canWithdraw } }
}`;
const detailQuery = `query BenchApplication($id: ID!) {
  loanApplication(id: $id) { id productName orgName applyAmount creditAmount loanAmount loanPeriod
    guaranteeMethods { code label } repayMethod { code label } loanFor { code label } interestRate
    status { code label step failure errorStyle } createTime updateTime officeAddress contactName canWithdraw
    events { fromStatus { code } toStatus { code label } actor remark time } }
}`;

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

type Db = Database['db'];

/** Inserts `count` product applications of the company, oldest first, in chunks; answers the newest one's id. */
async function insertApplications(
  db: Db,
  company: { companyId: number; userId: number },
  products: { id: number; org_id: number }[],
  count: number,
): Promise<number> {
  const start = Date.now() - count * 60_000;
  let last = 0;
  for (let offset = 0; offset < count; offset += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, count - offset) }, (_, i) => {
      const n = offset + i;
      return benchApplicationRow(n, {
        products,
        start,
        companyId: company.companyId,
        applicantId: company.userId,
        idempotencyKey: `bench-${company.companyId}-${n}`,
      });
    });
    const ids = await db.insertInto('loan_application').values(rows).returning(['id', 'created_at']).execute();
    await db
      .insertInto('loan_application_event')
      .values(
        ids.map((row) => ({
          application_id: row.id,
          from_status: null,
          to_status: 1,
          actor_kind: 'enterprise' as const,
          actor_id: company.userId,
          remark: null,
          credit_amount: null,
          loan_amount: null,
          at: row.created_at,
        })),
      )
      .execute();
    last = ids.at(-1)?.id ?? last;
  }
  return last;
}

/** The n-th enterprise of this bench. */
function benchCompany(n: number): BenchCompanySpec {
  return { n, mobile: `1390000${String(n).padStart(4, '0')}`, uniformCode: `BENCH${String(n).padStart(13, '0')}` };
}

async function prepare(dataDir: string): Promise<{ token: string; detailId: number; total: number }> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db, { demoAccount: false, registryCount: 1_000 });
    const products = await database.db
      .selectFrom('loan_product')
      .select(['id', 'org_id'])
      .where('on_shelf', '=', true)
      .orderBy('id')
      .execute();
    const started = Date.now();
    for (let n = 1; n <= NOISE_COMPANIES; n++) {
      await insertApplications(
        database.db,
        await companyWithSession(database.db, benchCompany(n)),
        products,
        NOISE_EACH,
      );
    }
    const own = await companyWithSession(database.db, benchCompany(0));
    const detailId = await insertApplications(database.db, own, products, OWN);
    console.log(
      `  ${OWN + NOISE_COMPANIES * NOISE_EACH} applications inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (withoutIndex) await database.db.schema.dropIndex('loan_application_company_idx').execute();
    return { token: own.token, detailId, total: OWN };
  } finally {
    await database.close();
  }
}

async function measure(url: string, token: string, body: string): Promise<Measured> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `PC-Front-Token=${token}` },
    body,
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-bench-applications-'));
console.log(`Preparing the database${withoutIndex ? ' (without loan_application_company_idx)' : ''} …`);
const { token, detailId, total } = await prepare(dataDir);
const gateway = await startBenchGateway('bench-applications', { REGISTRY_SEED_COUNT: '1000' }, { dataDir });
const graph = await startBenchGraph(gateway);
try {
  await gateway.ready(120_000);
  await graph.ready(120_000);
  const graphUrl = `http://127.0.0.1:${graph.port}/graphql`;
  const deepPage = Math.floor(total / PAGE_SIZE) - 10;
  const cases = [
    {
      name: 'myApplications page 1',
      body: { query: listQuery, variables: { page: { pageNum: 1, pageSize: PAGE_SIZE } } },
    },
    {
      name: `myApplications page ${deepPage}`,
      body: { query: listQuery, variables: { page: { pageNum: deepPage, pageSize: PAGE_SIZE } } },
    },
    { name: 'loanApplication detail', body: { query: detailQuery, variables: { id: String(detailId) } } },
  ];
  for (const { name, body } of cases) {
    const check = await fetch(graphUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `PC-Front-Token=${token}` },
      body: JSON.stringify(body),
    });
    const answer = (await check.json()) as { data?: Record<string, unknown>; errors?: unknown };
    if (!answer.data || answer.errors) throw new Error(`${name}: ${JSON.stringify(answer)}`);
  }
  const results: Record<string, Measured> = {};
  for (const { name, body } of cases) results[name] = await measure(graphUrl, token, JSON.stringify(body));
  console.log(
    `\nMy applications through GraphQL — ${OWN} of the company among ${OWN + NOISE_COMPANIES * NOISE_EACH}, ` +
      `${seconds} s × ${connections} connections each${withoutIndex ? ', WITHOUT the company index' : ''}`,
  );
  console.log(`  machine: ${os.cpus().length} cores, Node ${process.version}`);
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(28)} ${String(r.requestsPerSecond).padStart(5)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms` +
        (r.errors || r.non2xx ? `  (errors ${r.errors}, non-2xx ${r.non2xx})` : ''),
    );
  }
} finally {
  await Promise.all([graph.stop(), gateway.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
