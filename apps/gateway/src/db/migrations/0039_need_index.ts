import { type Kysely, sql } from 'kysely';

/**
 * Published needs (source 2) by day: the dashboard's offer figures read the needs alone instead of walking every
 * application (at a province's size the block took 0.1 s warm and 0.9 s cold over a million applications;
 * `npm run bench:province`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX loan_application_need_idx ON loan_application (created_at) WHERE source = 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX loan_application_need_idx`.execute(db);
}
