import { type Kysely, sql } from 'kysely';

/**
 * Home statistics (issue 10): the recent success cases read the newest loans released (status 8), and the ranking
 * sums them by institution; a partial index keeps both to the released rows however many applications there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX loan_application_released_idx
    ON loan_application (lending_time DESC, id DESC) INCLUDE (org_id, loan_amount)
    WHERE loan_status = 8`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX loan_application_released_idx`.execute(db);
}
