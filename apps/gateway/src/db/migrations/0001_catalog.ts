import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE financial_org (
      id serial PRIMARY KEY,
      org_name text NOT NULL UNIQUE,
      org_type smallint NOT NULL CHECK (org_type BETWEEN 1 AND 10 OR org_type = 99),
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
      product_type smallint NOT NULL CHECK (product_type BETWEEN 1 AND 6),
      logo text NOT NULL,
      guarantee_methods smallint[] NOT NULL CHECK (cardinality(guarantee_methods) > 0),
      repay_methods smallint[] NOT NULL CHECK (cardinality(repay_methods) > 0),
      min_amount numeric(14, 2) CHECK (min_amount >= 0),
      max_amount numeric(14, 2) CHECK (max_amount > 0),
      rate_min numeric(6, 3) CHECK (rate_min >= 0),
      rate_max numeric(6, 3) CHECK (rate_max >= 0),
      min_period integer CHECK (min_period > 0),
      max_period integer CHECK (max_period > 0),
      summary text NOT NULL DEFAULT '',
      introduction text NOT NULL DEFAULT '',
      conditions text NOT NULL DEFAULT '',
      materials text NOT NULL DEFAULT '',
      apply_count integer NOT NULL DEFAULT 0 CHECK (apply_count >= 0),
      top_weight integer NOT NULL DEFAULT 0,
      on_shelf boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (min_amount <= max_amount),
      CHECK (rate_min <= rate_max),
      CHECK (min_period <= max_period)
    )`.execute(db);
  await sql`CREATE INDEX loan_product_org_idx ON loan_product (org_id)`.execute(db);
  await sql`
    CREATE INDEX loan_product_list_idx ON loan_product (top_weight DESC, created_at DESC, id DESC)
    WHERE on_shelf`.execute(db);
  await sql`CREATE INDEX loan_product_guarantee_idx ON loan_product USING gin (guarantee_methods)`.execute(db);
  // Trigram indexes serve keywords of 3+ characters; shorter ones (2-character Chinese names) scan sequentially,
  // which is fine at catalog size (docs/decisions/0003-catalogue-storage-search-and-the-demo-seed.md).
  await sql`CREATE INDEX loan_product_name_trgm ON loan_product USING gin (product_name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX financial_org_name_trgm ON financial_org USING gin (org_name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX financial_org_list_idx ON financial_org (sort, id) WHERE if_normal`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE loan_product`.execute(db);
  await sql`DROP TABLE financial_org`.execute(db);
}
