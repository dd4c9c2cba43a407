import { type Kysely, sql } from 'kysely';

/**
 * The institution's decision desk, company profile (issue 20): the government data pack an institution fetched for a
 * company while its authorisation was in force, kept with its fetch time. One pack per company and institution: an
 * institution never sees a pack another fetched, nor when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE gov_data_pack (
      company_id integer NOT NULL REFERENCES company(id),
      org_id integer NOT NULL REFERENCES financial_org(id),
      pack jsonb,
      fetched_at timestamptz NOT NULL,
      PRIMARY KEY (company_id, org_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE gov_data_pack`.execute(db);
}
