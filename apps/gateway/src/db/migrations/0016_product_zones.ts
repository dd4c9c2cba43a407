import { type Kysely, sql } from 'kysely';

/** The catalogue tables of this migration: writes to them raise the catalogue version (migration 0014). */
const CATALOGUE_TABLES = [
  'product_zone',
  'product_zone_member',
  'product_class',
  'product_class_member',
  'product_industry',
  'product_industry_tag',
] as const;

/**
 * Product zones, classes and industries (issue 10): which products a zone page (/biomedicine, /lsst, /cgd…), a
 * class of /productZone and an industry list is data, never page code. Zones and industries are named by a stable
 * key (the spec's specialList key, the industry query); classes by id (/productClassDetail/{id}). The futures
 * zone's sign-ups (spec §7 notice/qh/send) are kept too; they are not catalogue and raise no version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_zone (
      key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9-]{1,31}$'),
      name text NOT NULL UNIQUE,
      slogan text NOT NULL DEFAULT '',
      programme text NOT NULL DEFAULT '',
      sort integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`
    CREATE TABLE product_zone_member (
      zone_key text NOT NULL REFERENCES product_zone(key) ON UPDATE CASCADE ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES loan_product(id) ON DELETE CASCADE,
      sort integer NOT NULL DEFAULT 0,
      PRIMARY KEY (zone_key, product_id)
    )`.execute(db);
  await sql`CREATE INDEX product_zone_member_product_idx ON product_zone_member (product_id)`.execute(db);

  await sql`
    CREATE TABLE product_class (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      description text NOT NULL DEFAULT '',
      sort integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`
    CREATE TABLE product_class_member (
      class_id integer NOT NULL REFERENCES product_class(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES loan_product(id) ON DELETE CASCADE,
      sort integer NOT NULL DEFAULT 0,
      PRIMARY KEY (class_id, product_id)
    )`.execute(db);
  await sql`CREATE INDEX product_class_member_product_idx ON product_class_member (product_id)`.execute(db);

  await sql`
    CREATE TABLE product_industry (
      code text PRIMARY KEY CHECK (code ~ '^[a-z][a-z0-9-]{1,31}$'),
      name text NOT NULL UNIQUE,
      description text NOT NULL DEFAULT '',
      sort integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`
    CREATE TABLE product_industry_tag (
      industry_code text NOT NULL REFERENCES product_industry(code) ON UPDATE CASCADE ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES loan_product(id) ON DELETE CASCADE,
      PRIMARY KEY (industry_code, product_id)
    )`.execute(db);
  await sql`CREATE INDEX product_industry_tag_product_idx ON product_industry_tag (product_id)`.execute(db);

  for (const table of CATALOGUE_TABLES) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_bumps_catalog_version`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
  }

  await sql`
    CREATE TABLE futures_sign_up (
      id serial PRIMARY KEY,
      name text NOT NULL,
      mobile text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      times integer NOT NULL DEFAULT 1 CHECK (times > 0)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE futures_sign_up`.execute(db);
  for (const table of [...CATALOGUE_TABLES].reverse()) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
