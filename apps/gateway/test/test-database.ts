import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { TEST_HASH_COST } from '#features/accounts/domain/passwords.ts';
import { seedIfEmpty } from '#seed/seed.ts';

/**
 * Companies in the test databases' registry: the fixtures and a few thousand generated ones, enough for searches with
 * several pages while the snapshot stays quick to build (the default seed loads 100,000).
 */
export const TEST_REGISTRY_COUNT = 3_000;
/** The whole seed as the test databases get it: a small registry, passwords hashed at the tests' argon2id cost. */
export const TEST_SEED = { registryCount: TEST_REGISTRY_COUNT, passwordHashCost: TEST_HASH_COST } as const;
/** A test that runs the whole seed two or three times: ~20 s on a busy 2-core machine, so more than the usual 30 s. */
export const WHOLE_SEED_TIMEOUT_MS = 90_000;

/**
 * A migrated and seeded database of its own for one test file: PGlite in memory from the run's snapshot, or,
 * with TEST_DATABASE_URL, a new database on that PostgreSQL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    return openDatabase({ memory: true, snapshot: runSnapshot('pgliteSnapshot') });
  }
  return openServerDatabase(process.env.TEST_DATABASE_URL, inject('postgresTemplate'));
}

/** One of the run's PGlite snapshots (global-setup.ts): seeded, or migrated and empty. */
export function runSnapshot(name: 'pgliteSnapshot' | 'pgliteEmptySnapshot'): Blob {
  return new Blob([fs.readFileSync(inject(name))]);
}

/** The connection URL of a test database on TEST_DATABASE_URL's server (for a proxy or a process of its own). */
export async function serverUrlOf(database: Database): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the gateway-postgres project needs TEST_DATABASE_URL');
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.db);
  return databaseUrlOf(serverUrl, rows[0]?.name ?? '');
}

/** Migrates and seeds a new database on the server to be copied by each test file (global-setup.ts). */
export async function createSeededTemplate(
  serverUrl: string,
  registryCount: number,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `sme_template_${crypto.randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  try {
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db, { registryCount, passwordHashCost: TEST_HASH_COST });
    // Frozen and analysed once here, rather than by autovacuum while the files copy it: a fresh template made each
    // copy take 0.3–0.8 s instead of ~65 ms, and every copy now starts with the planner's statistics.
    await sql`VACUUM (FREEZE, ANALYZE)`.execute(database.db);
  } finally {
    // A template is copied only while no one is connected to it.
    await database.close();
  }
  return { name, drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A migrated database with nothing seeded: PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
export async function createEmptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the run's migrated snapshot (global-setup.ts): about a second, where a new instance's initdb and the
    // migrations took several.
    return openDatabase({ memory: true, snapshot: runSnapshot('pgliteEmptySnapshot') });
  }
  const database = await openServerDatabase(serverUrl);
  await migrateToLatest(database.db);
  return database;
}

/** A new database on TEST_DATABASE_URL's server with nothing in it, not even the schema (a restore's target). */
export async function createBlankServerDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('a blank server database needs TEST_DATABASE_URL');
  return openServerDatabase(serverUrl);
}

/** A new database on the server (a copy of `template` if given), dropped again on close. */
async function openServerDatabase(serverUrl: string, template?: string): Promise<Database> {
  const name = `sme_test_${crypto.randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropWhenIdle(serverUrl, name);
    },
  };
}

/**
 * Drops a test database once the pool's connections have really gone: the pool's end can resolve while a client's
 * socket is still closing, and DROP … WITH (FORCE) would then terminate it mid-close (an unhandled 57P01 in the run).
 * FORCE stays for a connection that never leaves (waits at most 2 s).
 */
async function dropWhenIdle(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let tries = 0; tries < 40; tries++) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
