import { type Kysely, sql } from 'kysely';

/**
 * Certification belongs to an account's membership of a company, not to the company (issue 6): adding a company
 * found in the registry must never inherit what another account proved for it. The legal representative's check
 * and face check are recorded on user_company; the company keeps its registry facts only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_company ADD COLUMN certified boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE user_company ADD COLUMN identify_status smallint NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE user_company ADD COLUMN certified_at timestamptz`.execute(db);
  await sql`
    UPDATE user_company m SET certified = c.certified, identify_status = c.identify_status,
      certified_at = CASE WHEN c.certified THEN m.created_at END
    FROM company c WHERE c.id = m.company_id`.execute(db);
  await sql`ALTER TABLE company DROP COLUMN certified`.execute(db);
  await sql`ALTER TABLE company DROP COLUMN identify_status`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE company ADD COLUMN certified boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE company ADD COLUMN identify_status smallint NOT NULL DEFAULT 0`.execute(db);
  await sql`
    UPDATE company c SET certified = m.certified, identify_status = m.identify_status
    FROM user_company m WHERE m.company_id = c.id AND m.certified`.execute(db);
  for (const column of ['certified_at', 'identify_status', 'certified']) {
    await sql`ALTER TABLE user_company DROP COLUMN ${sql.ref(column)}`.execute(db);
  }
}
