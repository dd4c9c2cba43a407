import { type Kysely, sql } from 'kysely';

/**
 * Loan applications (spec §3 application record): applications made for a product (source 1) and published
 * financing needs (source 2), with the history of their status (docs/decisions/0024-loan-applications-in-the-gateway-statuses-transitions-one.md, "Loan applications").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Spec §3: loanIndustry 7 is the postal-bank flow; the catalogue had no such field, so products carry it.
  await sql`ALTER TABLE loan_product ADD COLUMN loan_industry smallint`.execute(db);
  await sql`
    CREATE TABLE loan_application (
      id serial PRIMARY KEY,
      source smallint NOT NULL CHECK (source IN (1, 2)),
      product_id integer REFERENCES loan_product(id),
      org_id integer REFERENCES financial_org(id),
      company_id integer NOT NULL REFERENCES company(id),
      applicant_id integer NOT NULL REFERENCES app_user(id),
      apply_amount numeric(14, 2) NOT NULL CHECK (apply_amount > 0),
      credit_amount numeric(14, 2) CHECK (credit_amount > 0),
      loan_amount numeric(14, 2) CHECK (loan_amount > 0),
      loan_period integer NOT NULL CHECK (loan_period BETWEEN 1 AND 360),
      guarantee_methods smallint[] NOT NULL CHECK (cardinality(guarantee_methods) > 0),
      repay_method smallint CHECK (repay_method BETWEEN 1 AND 8),
      loan_for smallint NOT NULL CHECK (loan_for BETWEEN 1 AND 6),
      is_first_loan smallint CHECK (is_first_loan IN (0, 1)),
      interest_rate numeric(5, 2) CHECK (interest_rate BETWEEN 0 AND 36),
      loan_status smallint NOT NULL DEFAULT 1 CHECK (loan_status BETWEEN 1 AND 11),
      loan_industry smallint,
      failure_type smallint,
      failure_reason text,
      credit_time timestamptz,
      lending_time timestamptz,
      credit_remark text,
      loan_remark text,
      accept_remark text,
      remark text,
      expiry_date date,
      district_name text,
      street_name text,
      contact_name text,
      contact_mobile text,
      idempotency_key text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, idempotency_key),
      CHECK ((source = 1) = (product_id IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE INDEX loan_application_company_idx
    ON loan_application (company_id, source, created_at DESC, id DESC)`.execute(db);
  await sql`
    CREATE TABLE loan_application_event (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES loan_application(id),
      from_status smallint CHECK (from_status BETWEEN 1 AND 11),
      to_status smallint NOT NULL CHECK (to_status BETWEEN 1 AND 11),
      actor_kind text NOT NULL CHECK (actor_kind IN ('enterprise', 'operator', 'institution')),
      actor_id integer,
      remark text,
      credit_amount numeric(14, 2),
      loan_amount numeric(14, 2),
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX loan_application_event_idx ON loan_application_event (application_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE loan_application_event`.execute(db);
  await sql`DROP TABLE loan_application`.execute(db);
  await sql`ALTER TABLE loan_product DROP COLUMN loan_industry`.execute(db);
}
