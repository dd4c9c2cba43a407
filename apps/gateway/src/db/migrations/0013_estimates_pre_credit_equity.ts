import { type Kysely, sql } from 'kysely';

/**
 * The one-click estimate's questionnaire and results, pre-credit limits granted by institutions, and equity
 * financing requests (docs/decisions/0030-estimates-pre-credit-and-equity.md, "Estimates, pre-credit and equity").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One questionnaire per company: the latest answers win (any member of the company may update them).
  await sql`
    CREATE TABLE quota_questionnaire (
      company_id integer PRIMARY KEY REFERENCES company(id),
      revenue_band smallint NOT NULL CHECK (revenue_band BETWEEN 1 AND 6),
      tax_rating text NOT NULL CHECK (tax_rating IN ('A', 'B', 'M', 'C', 'D')),
      employees_band smallint NOT NULL CHECK (employees_band BETWEEN 1 AND 4),
      years_band smallint NOT NULL CHECK (years_band BETWEEN 1 AND 5),
      existing_loans_band smallint NOT NULL CHECK (existing_loans_band BETWEEN 0 AND 4),
      collateral smallint NOT NULL CHECK (collateral BETWEEN 0 AND 3),
      updated_by integer NOT NULL REFERENCES app_user(id),
      updated_at timestamptz NOT NULL
    )`.execute(db);
  // Every estimate made, with what it was made from: the matching products read the company's latest.
  await sql`
    CREATE TABLE quota_estimate (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES company(id),
      user_id integer NOT NULL REFERENCES app_user(id),
      low_amount numeric(14, 2) NOT NULL CHECK (low_amount >= 0),
      high_amount numeric(14, 2) NOT NULL CHECK (high_amount >= low_amount),
      factors jsonb NOT NULL,
      formula_version smallint NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX quota_estimate_company_idx ON quota_estimate (company_id, id DESC)`.execute(db);
  // Granted by an institution (the workbench, issue 9; seeded for the demo until then). Validity is by calendar
  // day (Beijing); status is what the institution set: active, used (drawn) or revoked. Expiry is derived.
  await sql`
    CREATE TABLE pre_credit (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES company(id),
      org_id integer NOT NULL REFERENCES financial_org(id),
      product_id integer REFERENCES loan_product(id),
      amount numeric(14, 2) NOT NULL CHECK (amount > 0),
      valid_from date NOT NULL,
      valid_until date NOT NULL,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used', 'revoked')),
      remark text,
      granted_by integer,
      granted_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (valid_until >= valid_from)
    )`.execute(db);
  await sql`CREATE INDEX pre_credit_company_idx ON pre_credit (company_id, valid_until DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX pre_credit_org_idx ON pre_credit (org_id, granted_at DESC)`.execute(db);
  await sql`
    CREATE TABLE equity_application (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES company(id),
      applicant_id integer NOT NULL REFERENCES app_user(id),
      org_id integer REFERENCES financial_org(id),
      amount numeric(14, 2) NOT NULL CHECK (amount > 0),
      share_percent numeric(5, 2) NOT NULL CHECK (share_percent > 0 AND share_percent <= 100),
      use_of_funds text NOT NULL,
      company_stage smallint NOT NULL CHECK (company_stage BETWEEN 1 AND 5),
      contact_name text NOT NULL,
      contact_mobile text NOT NULL,
      remark text,
      status smallint NOT NULL DEFAULT 1,
      idempotency_key text NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (company_id, idempotency_key)
    )`.execute(db);
  await sql`CREATE INDEX equity_application_company_idx ON equity_application (company_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE equity_application`.execute(db);
  await sql`DROP TABLE pre_credit`.execute(db);
  await sql`DROP TABLE quota_estimate`.execute(db);
  await sql`DROP TABLE quota_questionnaire`.execute(db);
}
