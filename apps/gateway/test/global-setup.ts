import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { seedIfEmpty } from '#seed/seed.ts';
import { createSeededTemplate, TEST_REGISTRY_COUNT, TEST_SEED } from './test-database.ts';

/**
 * Builds one migrated, seeded database per test run that every test file copies: a PGlite snapshot (~0.4 s per file
 * instead of ~2 s for a fresh instance plus migrations and seed), or, with TEST_DATABASE_URL, a template database on
 * that PostgreSQL server (CREATE DATABASE … TEMPLATE copies it in well under a second; seeding each file's database,
 * a year of loan history included, took several).
 *
 * Several projects name this set-up (gateway, gateway-isolated, integration …) and vitest runs each project's global
 * set-up in turn in its one main process: the first builds the database, the others share it, and the last teardown
 * removes it.
 */
export default async function setup(project: TestProject) {
  runWide.sharedSeededDatabase ??= { users: 0, built: buildSeededDatabase() };
  const shared = runWide.sharedSeededDatabase;
  shared.users += 1;
  const built = await shared.built;
  if (built.kind === 'postgres') project.provide('postgresTemplate', built.name);
  else {
    project.provide('pgliteSnapshot', built.file);
    project.provide('pgliteEmptySnapshot', built.emptyFile);
  }
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    runWide.sharedSeededDatabase = undefined;
    await built.remove();
  };
}

type SeededDatabase = { remove: () => Promise<void> } & (
  | { kind: 'postgres'; name: string }
  | { kind: 'pglite'; file: string; emptyFile: string }
);

/**
 * The run's seeded database while a project uses it, kept on the main process's global: each project imports this
 * file through a module runner of its own, so a module variable would be one per project.
 */
const runWide = globalThis as { sharedSeededDatabase?: { users: number; built: Promise<SeededDatabase> } };

async function buildSeededDatabase(): Promise<SeededDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createSeededTemplate(serverUrl, TEST_REGISTRY_COUNT);
    return { kind: 'postgres', name: template.name, remove: template.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sme-snapshot-'));
  const file = path.join(dir, 'seeded.tar');
  const emptyFile = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ memory: true });
  // Kept unzipped: PGlite then loads each file's copy without unzipping it again (a quarter less time each here).
  const dumpTo = async (target: string) =>
    fs.writeFileSync(target, zlib.gunzipSync(Buffer.from(await (await database.dump()).arrayBuffer())));
  await migrateToLatest(database.db);
  // Also the migrated database before the seed, for createEmptyDatabase's copies.
  await dumpTo(emptyFile);
  await seedIfEmpty(database.db, TEST_SEED);
  await dumpTo(file);
  await database.close();
  return { kind: 'pglite', file, emptyFile, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgliteEmptySnapshot: string;
    postgresTemplate: string;
  }
}
