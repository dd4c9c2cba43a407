import { type Kysely, sql } from 'kysely';

/** The channel a committed catalogue change is announced on (its payload: the new version). */
export const CATALOG_VERSION_CHANNEL = 'catalog_version';

/**
 * The catalogue version feed (issue 10, docs/gateway-api.md "Catalogue version feed"): raising the version also
 * announces it with pg_notify, so gateways on a PostgreSQL server (LISTEN) learn of a change made by any instance, a
 * seed or SQL by hand when it commits — PostgreSQL delivers notifications only at commit, never for a rollback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      raised bigint;
    BEGIN
      UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO raised;
      PERFORM pg_notify('catalog_version', raised::text);
      RETURN NULL;
    END
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalog_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END
    $$`.execute(db);
}
