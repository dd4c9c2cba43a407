import { type Kysely, sql } from 'kysely';

/**
 * Referral after a decline (issue 9): an application declined by its institution (status 5 or 7) may, with the
 * enterprise's one-click consent, be referred once to another institution's matching product. `loan_referral` is
 * the consent (what was consented to, by whom, when, the text shown) linking the original application to the new
 * one; `loan_referral_file` lists the stored files (the original's materials) shared with the new institution.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE loan_referral (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES company(id),
      original_application_id integer NOT NULL UNIQUE REFERENCES loan_application(id),
      referral_application_id integer NOT NULL UNIQUE REFERENCES loan_application(id),
      product_id integer NOT NULL REFERENCES loan_product(id),
      org_id integer NOT NULL REFERENCES financial_org(id),
      from_org_id integer REFERENCES financial_org(id),
      consented_by integer NOT NULL REFERENCES app_user(id),
      consent_text text NOT NULL CHECK (char_length(consent_text) BETWEEN 1 AND 1000),
      consented_at timestamptz NOT NULL,
      CHECK (original_application_id <> referral_application_id),
      CHECK (from_org_id IS NULL OR from_org_id <> org_id)
    )`.execute(db);
  await sql`CREATE INDEX loan_referral_company_idx ON loan_referral (company_id, consented_at DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE TABLE loan_referral_file (
      referral_id integer NOT NULL REFERENCES loan_referral(id),
      file_id integer NOT NULL REFERENCES stored_file(id),
      PRIMARY KEY (referral_id, file_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE loan_referral_file`.execute(db);
  await sql`DROP TABLE loan_referral`.execute(db);
}
