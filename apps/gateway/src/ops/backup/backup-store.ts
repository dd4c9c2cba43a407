import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The rows a backup is checked by: what was backed up must be what a restore finds. */
export interface BackupCounts {
  accounts: number;
  companies: number;
  applications: number;
  applicationEvents: number;
  ledgerEntries: number;
  files: number;
}

export async function backupCounts(db: Kysely<DB>): Promise<BackupCounts> {
  const count = (table: keyof DB) =>
    db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [accounts, companies, applications, applicationEvents, ledgerEntries] = await Promise.all([
    count('app_user'),
    count('company'),
    count('loan_application'),
    count('loan_application_event'),
    count('data_access_log'),
  ]);
  const files = (await storedFileKeys(db)).length;
  return { accounts, companies, applications, applicationEvents, ledgerEntries, files };
}

/** The storage keys of the files the database still refers to (deleted ones are gone from the storage too). */
export async function storedFileKeys(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_file')
    .select('storage_key')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Tables of the application in the public schema: a database to restore into must have none. */
export async function publicTableCount(db: Kysely<DB>): Promise<number> {
  const row = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
