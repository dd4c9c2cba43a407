import { type Kysely, sql } from 'kysely';

/**
 * The decision desk's assignment, notes and search (issue 20, slice "assign"). The handler of an application stays
 * loan_application.manager_id (an org_user of its institution: an account manager or a staff member, who claims it);
 * application_note keeps the institution's internal notes (never shown to the enterprise). The queue's search finds
 * companies by name through the same bigram GIN index as the registry's search (company_name_bigrams, 0003), by credit
 * code through company_uniform_code_key, and an institution's applications of those companies through
 * loan_application_org_company_idx (one probe per company within the institution); the assignment filters read
 * loan_application_manager_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE application_note (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES loan_application(id),
      org_id integer NOT NULL REFERENCES financial_org(id),
      staff_id integer NOT NULL REFERENCES staff_account(id),
      author_name text NOT NULL,
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX application_note_application_idx ON application_note (application_id, id DESC)`.execute(db);
  await sql`CREATE INDEX company_name_bigrams ON company USING gin (company_name_bigrams(company_name))`.execute(db);
  await sql`
    CREATE INDEX loan_application_org_company_idx ON loan_application (org_id, company_id) WHERE org_id IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE INDEX loan_application_manager_idx
    ON loan_application (org_id, manager_id, created_at DESC, id DESC) WHERE org_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX loan_application_manager_idx`.execute(db);
  await sql`DROP INDEX loan_application_org_company_idx`.execute(db);
  await sql`DROP INDEX company_name_bigrams`.execute(db);
  await sql`DROP TABLE application_note`.execute(db);
}
