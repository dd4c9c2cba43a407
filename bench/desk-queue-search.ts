/**
 * The decision desk's queue search at scale (issue 20, slice assign): 100,000 applications of 20,000 companies over
 * the demo institutions in a PGlite database; one institution's queue searched through the store the gateway's
 * /loan/org/queue/search runs (page of 10 and its total) by a two-character company-name fragment and by a credit
 * code, ≥ 200 queries each, after a warm-up. Goal: p99 under 50 ms. Prints p50 / p99 / max per kind.
 *   npm run bench:desk-queue                     (the database is built once and kept under .tmp/bench/)
 *   npm run bench:desk-queue -- --without-index  (the same without the company-name bigram index, for comparison)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Database, openDatabase } from '../apps/gateway/src/db/database.ts';
import { migrateToLatest } from '../apps/gateway/src/db/migrate.ts';
import { readQueueKeyword } from '../apps/gateway/src/features/workbench/domain/assign-search.ts';
import { workingDaysBefore } from '../apps/gateway/src/features/workbench/domain/working-days.ts';
import { searchQueueRows } from '../apps/gateway/src/features/workbench/stores/queue-search-assign-store.ts';
import { TRADE_NAME_CHARS } from '../apps/gateway/src/seed/registry/name-parts.data.ts';
import { Rng } from '../apps/gateway/src/seed/registry/prng.ts';
import { seedIfEmpty } from '../apps/gateway/src/seed/seed.ts';
import { repoRoot } from '../scripts/processes.ts';
import { benchApplicationRow } from './support/bench-applications.ts';
import { companyWithSession } from './support/bench-companies.ts';
import { percentile } from './support/timing.ts';

const APPLICATIONS = 100_000;
const COMPANIES = 20_000;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const withoutIndex = process.argv.includes('--without-index');
const TRADES = ['科技', '贸易', '餐饮', '电子', '文化', '物流', '建筑', '服装'];
const dataDir = path.join(repoRoot, '.tmp/bench/desk-queue-search');

type Db = Database['db'];

/** Kysely's sql tag from the gateway's own install (the bench folder has no kysely of its own). */
const { sql } = createRequire(new URL('../apps/gateway/package.json', import.meta.url))('kysely') as {
  sql: (strings: TemplateStringsArray) => { execute(db: Db): Promise<unknown> };
};

/** The n-th company: a 字号 of two characters, a trade, 有限公司; its code BENCHQ + 12 digits. */
function companyOf(rng: Rng, n: number) {
  const tradeName = rng.pick(TRADE_NAME_CHARS) + rng.pick(TRADE_NAME_CHARS);
  return {
    company_name: `广州${tradeName}${rng.pick(TRADES)}有限公司${n}`,
    uniform_code: `BENCHQ${String(n).padStart(12, '0')}`,
    legal_person: '王建国',
  };
}

async function build(db: Db): Promise<void> {
  await seedIfEmpty(db, { demoAccount: false, registryCount: 1_000 });
  const applicant = await companyWithSession(db, { n: 0, mobile: '13900009999', uniformCode: 'BENCHQ000000000000' });
  const products = await db
    .selectFrom('loan_product')
    .select(['id', 'org_id'])
    .where('on_shelf', '=', true)
    .orderBy('id')
    .execute();
  const rng = new Rng(20_261_127);
  const companyIds: number[] = [];
  for (let offset = 1; offset <= COMPANIES; offset += 1_000) {
    const rows = Array.from({ length: 1_000 }, (_, i) => companyOf(rng, offset + i));
    const ids = await db.insertInto('company').values(rows).returning('id').execute();
    companyIds.push(...ids.map((row) => row.id));
  }
  const start = Date.now() - APPLICATIONS * 60_000;
  for (let offset = 0; offset < APPLICATIONS; offset += 1_000) {
    const rows = Array.from({ length: 1_000 }, (_, i) => {
      const n = offset + i;
      return benchApplicationRow(n, {
        products,
        start,
        companyId: companyIds[rng.int(companyIds.length)] as number,
        applicantId: applicant.userId,
        idempotencyKey: `bench-queue-${n}`,
      });
    });
    await db.insertInto('loan_application').values(rows).execute();
  }
  await sql`ANALYZE`.execute(db);
}

async function main() {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    const { db } = database;
    const present = await db
      .selectFrom('loan_application')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    if (Number(present?.n ?? 0) < APPLICATIONS) {
      const started = Date.now();
      await build(db);
      console.log(
        `  ${APPLICATIONS.toLocaleString('en-US')} applications built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    if (withoutIndex) await db.schema.dropIndex('company_name_bigrams').ifExists().execute();
    else {
      await sql`CREATE INDEX IF NOT EXISTS company_name_bigrams ON company USING gin (company_name_bigrams(company_name))`.execute(
        db,
      );
    }
    // The busiest institution's queue, as its staff search it.
    const busiest = await db
      .selectFrom('loan_application')
      .select(['org_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('org_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const orgId = busiest.org_id as number;
    const companies = await db
      .selectFrom('company')
      .select(['company_name', 'uniform_code'])
      .where('uniform_code', 'like', 'BENCHQ%')
      .orderBy('id')
      .execute();
    const rng = new Rng(7);
    // Two characters of a company's 字号 (its 3rd-4th characters, after 广州), or a trade (科技 …) one time in four.
    const nameTerms = Array.from({ length: QUERIES * 2 }, (_, i) =>
      i % 4 === 3 ? (TRADES[i % TRADES.length] as string) : rng.pick(companies).company_name.slice(2, 4),
    );
    const codeTerms = Array.from({ length: QUERIES * 2 }, () => rng.pick(companies).uniform_code);
    const now = new Date();
    const search = (keyword: string) => {
      const read = readQueueKeyword(keyword);
      if (read.kind === 'too-short') throw new Error(keyword);
      return searchQueueRows(db, {
        orgId,
        keyword: read,
        sort: 'submitted',
        viewCutoff: workingDaysBefore(now, 1),
        decideCutoff: workingDaysBefore(now, 3),
        now,
        pageNum: 1,
        pageSize: 10,
      });
    };
    const measure = async (terms: string[]) => {
      const times: number[] = [];
      let matched = 0;
      for (const term of terms) {
        const started = performance.now();
        const { total } = await search(term);
        times.push(performance.now() - started);
        matched += total;
      }
      return { times, meanTotal: matched / terms.length };
    };
    // Warm-up: PGlite's WebAssembly compiles in tiers, the caches fill.
    await measure([...nameTerms.slice(QUERIES), ...codeTerms.slice(QUERIES)]);
    const rows: string[] = [];
    for (const [label, terms] of [
      ['company name, 2 characters', nameTerms.slice(0, QUERIES)],
      ['credit code', codeTerms.slice(0, QUERIES)],
    ] as const) {
      const { times, meanTotal } = await measure([...terms]);
      rows.push(
        `| ${label} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${meanTotal.toFixed(0)} |`,
      );
    }
    console.log(
      `\nQueue search of institution ${orgId} (${busiest.n} of ${APPLICATIONS} applications)${withoutIndex ? ', WITHOUT the bigram index' : ''}:`,
    );
    console.log('| search | queries | p50 ms | p99 ms | max ms | mean matches |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await database.close();
  }
}

await main();
