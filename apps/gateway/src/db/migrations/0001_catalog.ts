import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE financial_org (
      id serial PRIMARY KEY,
      org_name text NOT NULL,
      org_type smallint NOT NULL,
      logo text NOT NULL,
      intro text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      if_normal boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE loan_product (
      id serial PRIMARY KEY,
      org_id integer NOT NULL REFERENCES financial_org(id),
      product_name text NOT NULL,
      product_type smallint NOT NULL,
      logo text NOT NULL,
      guarantee_method text NOT NULL,
      repay_method text NOT NULL,
      min_amount numeric(14, 2),
      max_amount numeric(14, 2),
      rate_min numeric(6, 3),
      rate_max numeric(6, 3),
      min_period integer,
      max_period integer,
      summary text NOT NULL DEFAULT '',
      introduction text NOT NULL DEFAULT '',
      conditions text NOT NULL DEFAULT '',
      materials text NOT NULL DEFAULT '',
      apply_count integer NOT NULL DEFAULT 0,
      top_weight integer NOT NULL DEFAULT 0,
      on_shelf boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX loan_product_org_idx ON loan_product (org_id)`.execute(db);
  await sql`CREATE INDEX loan_product_shelf_idx ON loan_product (on_shelf, top_weight DESC, id)`.execute(db);
  await sql`CREATE INDEX loan_product_name_trgm ON loan_product USING gin (product_name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX financial_org_name_trgm ON financial_org USING gin (org_name gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE loan_product`.execute(db);
  await sql`DROP TABLE financial_org`.execute(db);
}
