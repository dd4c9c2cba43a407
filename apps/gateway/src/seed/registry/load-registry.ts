import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import { nameBigrams } from './bigrams.ts';
import { registryCompany } from './company-generator.ts';
import type { RegistryCompany } from './registry-company.ts';
import { MAX_REGISTRY_COUNT } from './registry-counts.ts';

/** Advisory lock key: one loader at a time per database (instances seeding together, a command beside them). */
const REGISTRY_LOAD_LOCK = 7_310_003;
const BATCH = 10_000;

export interface RegistryLoadProgress {
  /** Companies in the registry's sequence loaded so far (ids 1..loaded). */
  loaded: number;
  target: number;
}

export interface RegistryLoadResult {
  before: number;
  after: number;
  /** Whether the indexes were dropped and built again after the rows (a load that at least doubles the registry). */
  rebuiltIndexes: boolean;
}

/**
 * Loads the registry's deterministic companies 1..count that it lacks: additive and idempotent (a second run with the
 * same count adds nothing; a larger count adds the rest). A load that at least doubles the registry runs in one
 * transaction that drops the secondary indexes first and builds them again after the rows, which is faster than
 * keeping them up to date row by row; smaller loads insert in batches of their own.
 */
export async function loadRegistry(
  db: Kysely<DB>,
  count: number,
  onProgress: (progress: RegistryLoadProgress) => void = () => {},
): Promise<RegistryLoadResult> {
  if (!Number.isInteger(count) || count < 0 || count > MAX_REGISTRY_COUNT) {
    throw new Error(`registry count must be an integer from 0 to ${MAX_REGISTRY_COUNT}: ${count}`);
  }
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${sql.lit(REGISTRY_LOAD_LOCK)})`.execute(connection);
    try {
      const before = await loadedThrough(connection);
      if (before >= count) return { before, after: before, rebuiltIndexes: false };
      const rebuiltIndexes = count - before >= before;
      if (rebuiltIndexes) await loadRebuildingIndexes(connection, before, count, onProgress);
      else await loadInBatches(connection, before, count, onProgress);
      return { before, after: count, rebuiltIndexes };
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(REGISTRY_LOAD_LOCK)})`.execute(connection);
    }
  });
}

/** The highest id loaded: the loader inserts ids in order, each batch whole or not at all. */
async function loadedThrough(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('company_registry')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

async function loadInBatches(
  db: Kysely<DB>,
  from: number,
  to: number,
  onProgress: (progress: RegistryLoadProgress) => void,
): Promise<void> {
  for (let start = from + 1; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    await db.transaction().execute(async (trx) => {
      const bigrams = new Map<string, number>();
      await insertCompanies(trx, companiesBetween(start, end, bigrams));
      await addBigramCounts(trx, bigrams);
    });
    onProgress({ loaded: end, target: to });
  }
}

async function loadRebuildingIndexes(
  db: Kysely<DB>,
  from: number,
  to: number,
  onProgress: (progress: RegistryLoadProgress) => void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const indexes = await secondaryIndexes(trx);
    for (const { name } of indexes) await sql`DROP INDEX ${sql.id(name)}`.execute(trx);
    const bigrams = new Map<string, number>();
    for (let start = from + 1; start <= to; start += BATCH) {
      const end = Math.min(to, start + BATCH - 1);
      await insertCompanies(trx, companiesBetween(start, end, bigrams));
      onProgress({ loaded: end, target: to });
    }
    for (const { definition } of indexes) await sql.raw(definition).execute(trx);
    await addBigramCounts(trx, bigrams);
  });
}

/** The registry's indexes other than its primary key, with the statements that create them as they are now. */
async function secondaryIndexes(db: Kysely<DB>): Promise<{ name: string; definition: string }[]> {
  const result = await sql<{ name: string; definition: string }>`
    SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = 'company_registry'::regclass AND NOT x.indisprimary
    ORDER BY i.relname`.execute(db);
  return result.rows;
}

/** The bigram counts' row for all companies: '' is no bigram of any name. */
export const ALL_COMPANIES = '';

/**
 * Companies start..end of the sequence; their bigrams are counted into `bigrams` on the way, and the companies
 * themselves under ALL_COMPANIES.
 */
function companiesBetween(start: number, end: number, bigrams: Map<string, number>): RegistryCompany[] {
  const companies: RegistryCompany[] = [];
  bigrams.set(ALL_COMPANIES, (bigrams.get(ALL_COMPANIES) ?? 0) + end - start + 1);
  for (let id = start; id <= end; id++) {
    const company = registryCompany(id);
    companies.push(company);
    for (const bigram of nameBigrams(company.name)) bigrams.set(bigram, (bigrams.get(bigram) ?? 0) + 1);
  }
  return companies;
}

/** One statement per batch: the columns travel as ten arrays, whatever the number of rows. */
async function insertCompanies(db: Kysely<DB>, companies: RegistryCompany[]): Promise<void> {
  const column = <K extends keyof RegistryCompany>(key: K) => companies.map((company) => company[key]);
  await sql`
    INSERT INTO company_registry (id, company_name, uniform_code, registration_number, legal_person, entity_type,
      district, street, status, established_on)
    SELECT * FROM unnest(${column('id')}::integer[], ${column('name')}::text[], ${column('uniformCode')}::text[],
      ${column('registrationNumber')}::text[], ${column('legalPerson')}::text[], ${column('entityType')}::text[],
      ${column('district')}::text[], ${column('street')}::text[], ${column('status')}::text[],
      ${column('establishedOn')}::date[])`.execute(db);
}

async function addBigramCounts(db: Kysely<DB>, bigrams: Map<string, number>): Promise<void> {
  const entries = [...bigrams];
  for (let start = 0; start < entries.length; start += BATCH * 5) {
    const slice = entries.slice(start, start + BATCH * 5);
    await sql`
      INSERT INTO company_registry_bigram (bigram, companies)
      SELECT * FROM unnest(${slice.map(([bigram]) => bigram)}::text[], ${slice.map(([, n]) => n)}::integer[])
      ON CONFLICT (bigram) DO UPDATE SET companies = company_registry_bigram.companies + EXCLUDED.companies`.execute(
      db,
    );
  }
}

/** Loads the registry's first `count` companies into an empty registry; answers whether it loaded anything. */
export async function seedRegistryIfEmpty(db: Kysely<DB>, count: number): Promise<boolean> {
  const any = await db.selectFrom('company_registry').select('id').limit(1).executeTakeFirst();
  if (any || count === 0) return false;
  const result = await loadRegistry(db, count);
  return result.after > result.before;
}
