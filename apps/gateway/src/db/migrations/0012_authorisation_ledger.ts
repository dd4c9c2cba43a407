import { type Kysely, sql } from 'kysely';

/**
 * The enterprise's data authorisation ledger (spec §1, issue 8): grants made with an application remember it, and
 * every access to the company's data by an institution is logged (the workbench writes them; until it exists the
 * development transition helper does when an institution moves an application). The ledger reads grants,
 * revocations (data_authorisation) and accesses (data_access_log) together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE data_authorisation ADD COLUMN application_id integer REFERENCES loan_application(id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE data_access_log (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES company(id),
      org_id integer REFERENCES financial_org(id),
      purpose text NOT NULL,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX data_access_log_company_idx ON data_access_log (company_id, at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE data_access_log`.execute(db);
  await sql`ALTER TABLE data_authorisation DROP COLUMN application_id`.execute(db);
}
