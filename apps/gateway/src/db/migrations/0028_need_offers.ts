import { type Kysely, sql } from 'kysely';

/**
 * 意向报价 (issue 22, slice offers): while a published need is open, each institution whose products match it may
 * keep ONE indicative offer on it (replaced in place, withdrawn by state). The enterprise accepting one claims the
 * need for that institution; the others' offers become declined (未被采纳). Rows are never deleted, so the dashboard
 * can count offers per need and the time to the first offer (first_offered_at survives a replacement).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE need_offer (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES loan_application(id),
      org_id integer NOT NULL REFERENCES financial_org(id),
      staff_id integer NOT NULL REFERENCES staff_account(id),
      amount_min numeric(12, 2) NOT NULL CHECK (amount_min > 0),
      amount_max numeric(12, 2) NOT NULL CHECK (amount_max >= amount_min),
      rate_min numeric(6, 2) NOT NULL CHECK (rate_min > 0),
      rate_max numeric(6, 2) NOT NULL CHECK (rate_max >= rate_min),
      term_months integer NOT NULL CHECK (term_months > 0),
      conditions text NOT NULL CHECK (char_length(conditions) <= 500),
      valid_until date NOT NULL,
      state text NOT NULL CHECK (state IN ('active', 'withdrawn', 'accepted', 'declined')),
      first_offered_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      decided_at timestamptz,
      UNIQUE (application_id, org_id)
    )`.execute(db);
  await sql`CREATE INDEX need_offer_org_idx ON need_offer (org_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE need_offer`.execute(db);
}
