import { type Kysely, sql } from 'kysely';

/**
 * Issue 22, slice subsidy: 贴息 and 风险补偿 programmes (our own table; policy_id is a plain reference to a policy's
 * text, not a foreign key, so the policy content tables stay the policies slice's), the enterprises' claims on lent
 * loans with their evidence and timeline, the government reviewer's staff role, and per company, programme and year
 * the amount approved — the row an approval locks so that the yearly cap holds under concurrent approvals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE staff_account DROP CONSTRAINT staff_account_role_check`.execute(db);
  await sql`
    ALTER TABLE staff_account ADD CONSTRAINT staff_account_role_check
    CHECK (role IN ('operator', 'org_staff', 'org_admin', 'gov_viewer', 'gov_reviewer'))`.execute(db);
  await sql`
    CREATE TABLE subsidy_programme (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
      kind text NOT NULL CHECK (kind IN ('interest', 'risk')),
      policy_id integer,
      rate_percent numeric(5, 2) NOT NULL CHECK (rate_percent > 0 AND rate_percent <= 100),
      yearly_cap numeric(14, 2) NOT NULL CHECK (yearly_cap > 0),
      open_from date NOT NULL,
      open_until date,
      CHECK (open_until IS NULL OR open_until >= open_from)
    )`.execute(db);
  await sql`
    INSERT INTO subsidy_programme (code, name, kind, policy_id, rate_percent, yearly_cap, open_from, open_until)
    VALUES
      ('green-interest', '绿色贷款贴息', 'interest', NULL, 50, 50, '2026-01-01', NULL),
      ('first-loan-interest', '首贷贴息', 'interest', NULL, 30, 20, '2026-01-01', NULL),
      ('sme-risk-compensation', '中小微企业贷款风险补偿', 'risk', NULL, 1, 30, '2026-01-01', NULL)
  `.execute(db);
  await sql`
    CREATE TABLE subsidy_claim (
      id serial PRIMARY KEY,
      programme_id integer NOT NULL REFERENCES subsidy_programme(id),
      application_id integer NOT NULL REFERENCES loan_application(id),
      company_id integer NOT NULL REFERENCES company(id),
      claimant_user_id integer NOT NULL REFERENCES app_user(id),
      loan_amount numeric(14, 2) NOT NULL CHECK (loan_amount > 0),
      interest_rate numeric(5, 2) NOT NULL CHECK (interest_rate >= 0),
      loan_period integer NOT NULL CHECK (loan_period > 0),
      lending_date date NOT NULL,
      claim_year integer NOT NULL,
      claim_amount numeric(14, 2) NOT NULL CHECK (claim_amount > 0),
      approved_amount numeric(14, 2) CHECK (approved_amount > 0),
      status text NOT NULL CHECK (status IN ('submitted', 'approved', 'returned')),
      return_reason text CHECK (return_reason IS NULL OR char_length(return_reason) <= 200),
      reviewer_staff_id integer REFERENCES staff_account(id),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (programme_id, application_id),
      CHECK ((status = 'approved') = (approved_amount IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX subsidy_claim_company_idx ON subsidy_claim (company_id, id DESC)`.execute(db);
  await sql`CREATE INDEX subsidy_claim_status_idx ON subsidy_claim (status, id DESC)`.execute(db);
  await sql`
    CREATE TABLE subsidy_claim_file (
      claim_id integer NOT NULL REFERENCES subsidy_claim(id),
      file_id integer NOT NULL REFERENCES stored_file(id),
      PRIMARY KEY (claim_id, file_id)
    )`.execute(db);
  await sql`
    CREATE TABLE subsidy_claim_event (
      id serial PRIMARY KEY,
      claim_id integer NOT NULL REFERENCES subsidy_claim(id),
      action text NOT NULL CHECK (action IN ('submitted', 'resubmitted', 'approved', 'returned')),
      actor_name text NOT NULL,
      remark text,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX subsidy_claim_event_idx ON subsidy_claim_event (claim_id, id)`.execute(db);
  await sql`
    CREATE TABLE subsidy_cap_usage (
      company_id integer NOT NULL REFERENCES company(id),
      programme_id integer NOT NULL REFERENCES subsidy_programme(id),
      year integer NOT NULL,
      approved numeric(14, 2) NOT NULL DEFAULT 0 CHECK (approved >= 0),
      PRIMARY KEY (company_id, programme_id, year)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE subsidy_cap_usage`.execute(db);
  await sql`DROP TABLE subsidy_claim_event`.execute(db);
  await sql`DROP TABLE subsidy_claim_file`.execute(db);
  await sql`DROP TABLE subsidy_claim`.execute(db);
  await sql`DROP TABLE subsidy_programme`.execute(db);
  await sql`ALTER TABLE staff_account DROP CONSTRAINT staff_account_role_check`.execute(db);
  await sql`
    ALTER TABLE staff_account ADD CONSTRAINT staff_account_role_check
    CHECK (role IN ('operator', 'org_staff', 'org_admin', 'gov_viewer'))`.execute(db);
}
