import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { registryCompany } from '#seed/registry/company-generator.ts';
import { ALL_COMPANIES, loadRegistry } from '#seed/registry/load-registry.ts';
import { MAX_REGISTRY_COUNT } from '#seed/registry/registry-counts.ts';
import { REGISTRY_FIXTURES } from '#seed/registry/registry-fixtures.ts';
import { createEmptyDatabase } from './test-database.ts';

/** The registry's rows and its bigram counts as the loader keeps them and as the rows say they should be. */
async function bigramCounts(database: Database) {
  const kept = await sql<{ bigram: string; companies: number }>`
    SELECT bigram, companies FROM company_registry_bigram ORDER BY bigram`.execute(database.db);
  const recounted = await sql<{ bigram: string; companies: number }>`
    SELECT bigram, companies FROM (
      SELECT b AS bigram, count(DISTINCT id)::integer AS companies
      FROM company_registry, unnest(company_name_bigrams(company_name)) AS b GROUP BY b
      UNION ALL SELECT '', count(*)::integer FROM company_registry
    ) counted ORDER BY bigram`.execute(database.db);
  return { kept: kept.rows, recounted: recounted.rows };
}

async function registryIds(database: Database): Promise<number[]> {
  const rows = await database.db.selectFrom('company_registry').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

async function secondaryIndexes(database: Database): Promise<string[]> {
  const result = await sql<{ indexname: string }>`
    SELECT indexname FROM pg_indexes WHERE tablename = 'company_registry' ORDER BY indexname`.execute(database.db);
  return result.rows.map((row) => row.indexname);
}

describe('loadRegistry', () => {
  let database: Database;
  let indexesBefore: string[];
  beforeAll(async () => {
    database = await createEmptyDatabase();
    indexesBefore = await secondaryIndexes(database);
  });
  afterAll(() => database.close());

  it('loads an empty registry in one go, building the indexes after the rows', async () => {
    const progress: number[] = [];
    const result = await loadRegistry(database.db, 1_500, ({ loaded }) => progress.push(loaded));
    expect(result).toEqual({ before: 0, after: 1_500, rebuiltIndexes: true });
    expect(progress.at(-1)).toBe(1_500);
    expect(await secondaryIndexes(database)).toEqual(indexesBefore);
    expect(indexesBefore).toContain('company_registry_name_bigrams');
    expect(await registryIds(database)).toEqual(Array.from({ length: 1_500 }, (_, i) => i + 1));
    const first = await database.db
      .selectFrom('company_registry')
      .select(['company_name', 'uniform_code', 'legal_person', 'status'])
      .where('id', '<=', REGISTRY_FIXTURES.length)
      .orderBy('id')
      .execute();
    expect(first).toEqual(
      REGISTRY_FIXTURES.map((f) => ({
        company_name: f.name,
        uniform_code: f.uniformCode,
        legal_person: f.legalPerson,
        status: f.status,
      })),
    );
    const { kept, recounted } = await bigramCounts(database);
    expect(kept).toEqual(recounted);
    expect(kept.find((row) => row.bigram === ALL_COMPANIES)?.companies).toBe(1_500);
  });

  it('adds nothing when run again with the same count (idempotent)', async () => {
    expect(await loadRegistry(database.db, 1_500)).toEqual({ before: 1_500, after: 1_500, rebuiltIndexes: false });
    expect(await loadRegistry(database.db, 100)).toEqual({ before: 1_500, after: 1_500, rebuiltIndexes: false });
    const { kept, recounted } = await bigramCounts(database);
    expect(kept).toEqual(recounted);
  });

  it('adds the rest of a larger count in batches, keeping the counts right; two loads at once add it once', async () => {
    const results = await Promise.all([loadRegistry(database.db, 2_000), loadRegistry(database.db, 2_000)]);
    expect(results).toContainEqual({ before: 1_500, after: 2_000, rebuiltIndexes: false });
    expect(results).toContainEqual({ before: 2_000, after: 2_000, rebuiltIndexes: false });
    expect(await registryIds(database)).toHaveLength(2_000);
    const row = await database.db
      .selectFrom('company_registry')
      .select(['company_name', 'uniform_code', 'registration_number'])
      .where('id', '=', 1_999)
      .executeTakeFirstOrThrow();
    const expected = registryCompany(1_999);
    expect(row).toEqual({
      company_name: expected.name,
      uniform_code: expected.uniformCode,
      registration_number: expected.registrationNumber,
    });
    const { kept, recounted } = await bigramCounts(database);
    expect(kept).toEqual(recounted);
  });

  it('refuses counts it cannot load', async () => {
    for (const bad of [-1, 1.5, Number.NaN, MAX_REGISTRY_COUNT + 1]) {
      await expect(loadRegistry(database.db, bad)).rejects.toThrow(/registry count/);
    }
  });
});
