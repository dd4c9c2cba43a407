import { type Kysely, sql } from 'kysely';

/**
 * The catalogue's version (issue 10): one row whose number every write to products or institutions raises, by
 * statement-level triggers, so every instance of the gateway can key its cache of public catalogue answers by it
 * and sees a change the moment it is committed, whoever made it (a call, a seed, an operator's SQL, a migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE catalog_version (
      id smallint PRIMARY KEY CHECK (id = 1),
      version bigint NOT NULL
    )`.execute(db);
  await sql`INSERT INTO catalog_version (id, version) VALUES (1, 1)`.execute(db);
  await sql`
    CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalog_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END
    $$`.execute(db);
  for (const table of ['loan_product', 'financial_org']) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_bumps_catalog_version`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['loan_product', 'financial_org']) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_bumps_catalog_version`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION bump_catalog_version()`.execute(db);
  await sql`DROP TABLE catalog_version`.execute(db);
}
