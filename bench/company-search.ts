/**
 * Company name search at scale: the registry search (apps/gateway/src/features/registry/registry-store.ts) with its
 * bigram index and plan choice, against the same searches as sequential scans (LIKE, id order, the page, with every
 * index forbidden), in one run on one database of 1,000,000 generated companies. Prints p50 and p99 of 2- and 4-character
 * searches and the speed-up. Goal: at least 50× faster than the scan, p99 under 50 ms on PGlite.
 *   npm run bench:company-search                 (PGlite; the database is built once and kept under .tmp/bench/)
 *   npm run bench:company-search -- --postgres   (also on a throw-away PostgreSQL server, when Debian's is installed)
 * BENCH_REGISTRY_COUNT changes the registry's size; BENCH_TERMS the searches per length (default 100).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, type DatabaseTarget, openDatabase } from '../apps/gateway/src/db/database.ts';
import { migrateToLatest } from '../apps/gateway/src/db/migrate.ts';
import { type RegistrySearch, searchRegistry } from '../apps/gateway/src/features/registry/stores/registry-store.ts';
import { ALL_COMPANIES, loadRegistry } from '../apps/gateway/src/seed/registry/load-registry.ts';
import { REGISTRY_FIXTURE } from '../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { findPostgresBin, startThrowawayPostgres } from '../scripts/postgres-throwaway.ts';
import { repoRoot } from '../scripts/processes.ts';
import { registrySearchTerms } from './support/search-terms.ts';
import { percentile, timed } from './support/timing.ts';

const count = Number(process.env.BENCH_REGISTRY_COUNT ?? 1_000_000);
const termsPerLength = Number(process.env.BENCH_TERMS ?? 100);
const withPostgres = process.argv.includes('--postgres');

const searchTerms = (length: 2 | 4, seed?: number) => registrySearchTerms(length, termsPerLength, seed);

/** Whether the loader's counts say the registry holds `count` companies (a cache from older code may not). */
async function countsAreCurrent(database: Database): Promise<boolean> {
  const row = await database.db
    .selectFrom('company_registry_bigram')
    .select('companies')
    .where('bigram', '=', ALL_COMPANIES)
    .executeTakeFirst();
  return row?.companies === count;
}

async function openBenchDatabase(target: DatabaseTarget, label: string): Promise<Database> {
  let database = await openDatabase(target);
  await migrateToLatest(database.db);
  if ('dataDir' in target && !(await countsAreCurrent(database))) {
    await database.close();
    fs.rmSync(target.dataDir, { recursive: true, force: true });
    database = await openDatabase(target);
    await migrateToLatest(database.db);
  }
  const started = Date.now();
  const result = await loadRegistry(database.db, count, ({ loaded, target: all }) => {
    if (loaded % 100_000 === 0 || loaded === all) {
      console.log(`  ${label}: ${loaded.toLocaleString('en-US')} / ${all.toLocaleString('en-US')} companies loaded`);
    }
  });
  if (result.after > result.before) {
    console.log(`  ${label}: loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return database;
}

interface Timing {
  indexed: number[];
  sequential: number[];
  /** The slowest indexed searches with the plans they ran. */
  slowest: { term: string; ms: number; plans: string }[];
}

/** Each term once through the store and once as a sequential scan, alternating, with the answers compared. */
async function measure(database: Database, terms: string[]): Promise<Timing> {
  const timing: Timing = { indexed: [], sequential: [], slowest: [] };
  for (const term of terms) {
    const search: RegistrySearch = { term, pageNum: 1, pageSize: 10 };
    const [indexedMs, indexed] = await timed(() => searchRegistry(database.db, search));
    const [sequentialMs, sequential] = await timed(() => searchRegistry(database.db, search, { withoutIndexes: true }));
    const ids = (page: typeof indexed) => `${page.companies.map((c) => c.id).join(',')}|${page.hasNextPage}`;
    if (ids(indexed) !== ids(sequential)) throw new Error(`the plans disagree on ${term}`);
    timing.indexed.push(indexedMs);
    timing.sequential.push(sequentialMs);
    timing.slowest.push({ term, ms: Number(indexedMs.toFixed(1)), plans: indexed.plansRun.join(' → ') });
  }
  timing.slowest = timing.slowest.sort((a, b) => b.ms - a.ms).slice(0, 5);
  return timing;
}

function row(label: string, timing: Timing): string {
  const cells = [
    label,
    String(timing.indexed.length),
    percentile(timing.indexed, 50).toFixed(1),
    percentile(timing.indexed, 99).toFixed(1),
    percentile(timing.sequential, 50).toFixed(1),
    percentile(timing.sequential, 99).toFixed(1),
    `${(percentile(timing.sequential, 50) / percentile(timing.indexed, 50)).toFixed(0)}×`,
    `${(percentile(timing.sequential, 99) / percentile(timing.indexed, 99)).toFixed(0)}×`,
  ];
  return `| ${cells.join(' | ')} |`;
}

async function benchmark(database: Database, label: string) {
  // Warm-up on other terms of the same mix: V8 compiles PGlite's WebAssembly in tiers (the first few hundred
  // queries run slower), and the catalogue and buffer caches fill. A few scans warm the sequential path too.
  const warmUp = [...searchTerms(2, 102), ...searchTerms(4, 104), ...searchTerms(2, 202), ...searchTerms(4, 204)];
  for (const term of [...warmUp, REGISTRY_FIXTURE.individualBusiness.name]) {
    await searchRegistry(database.db, { term, pageNum: 1, pageSize: 10 });
  }
  for (const term of warmUp.slice(0, 3)) {
    await searchRegistry(database.db, { term, pageNum: 1, pageSize: 10 }, { withoutIndexes: true });
  }
  const two = await measure(database, searchTerms(2));
  const four = await measure(database, searchTerms(4));
  const all = {
    indexed: [...two.indexed, ...four.indexed],
    sequential: [...two.sequential, ...four.sequential],
    slowest: [...two.slowest, ...four.slowest].sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
  console.log(`\n${label}: ${count.toLocaleString('en-US')} companies, page 1 of 10, ms`);
  console.log('| search | runs | index p50 | index p99 | scan p50 | scan p99 | speed-up p50 | speed-up p99 |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(row('2 characters', two));
  console.log(row('4 characters', four));
  console.log(row('all', all));
  const p99 = percentile(all.indexed, 99);
  const speedUp = percentile(all.sequential, 50) / percentile(all.indexed, 50);
  const verdict = speedUp >= 50 && p99 < 50 ? 'met' : 'NOT met';
  console.log(`goal (≥ 50× the scan at p50, p99 < 50 ms): ${verdict}`);
  console.log(`slowest searches: ${all.slowest.map((s) => `${s.term} ${s.ms} ms (${s.plans})`).join('; ')}`);
  return { label, count, two, four, speedUp, p99 };
}

console.log(`company search benchmark — ${os.cpus().length} cores, Node ${process.version}`);
const benchDir = path.join(repoRoot, '.tmp/bench');
const pgliteDir = path.join(benchDir, `company-registry-${count}`);
fs.mkdirSync(benchDir, { recursive: true });
const results = [];
const pglite = await openBenchDatabase({ dataDir: pgliteDir }, 'PGlite');
try {
  results.push(await benchmark(pglite, 'PGlite'));
} finally {
  await pglite.close();
}

if (withPostgres) {
  const bin = findPostgresBin();
  if (!bin) {
    console.log('\nPostgreSQL: not installed (apt-get install -y postgresql), left out');
  } else {
    const server = startThrowawayPostgres(bin);
    try {
      const postgres = await openBenchDatabase({ databaseUrl: server.url }, 'PostgreSQL');
      try {
        results.push(await benchmark(postgres, `PostgreSQL (${path.basename(path.dirname(bin))})`));
      } finally {
        await postgres.close();
      }
    } finally {
      server.stop();
    }
  }
}
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(repoRoot, 'bench/results/company-search.json'),
  `${JSON.stringify({ when: new Date().toISOString(), results }, null, 2)}\n`,
);
