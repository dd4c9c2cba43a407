import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/**
 * Brings the schema up to the newest migration; safe to run from several instances at once. Migrations are
 * independent of each other's order within a release, so a database that already ran a later one still takes an
 * earlier one that arrived with the same release (they are developed side by side).
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
