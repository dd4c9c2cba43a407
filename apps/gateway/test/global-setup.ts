import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { TEST_REGISTRY_COUNT } from './test-database.ts';

/**
 * Builds one migrated, seeded PGlite snapshot per test run; every test file starts its own database from it
 * (~0.4 s instead of ~2 s for a fresh instance plus migrations and seed). With TEST_DATABASE_URL set the tests
 * use PostgreSQL instead and no snapshot is needed.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-snapshot-'));
  const file = path.join(dir, 'seeded.tar.gz');
  const database = await openDatabase({ memory: true });
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db, { registryCount: TEST_REGISTRY_COUNT });
  const blob = await database.dump();
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
