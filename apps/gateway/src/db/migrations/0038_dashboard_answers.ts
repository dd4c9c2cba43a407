import { type Kysely, sql } from 'kysely';

/**
 * The dashboard views kept because they take too long to compute on each request (DASHBOARD_LIVE_LIMIT_MS): one row
 * per set of filters, computed again in the background (features/dashboard/jobs/dashboard-refresh-job.ts) and dropped
 * a day after its last read or once it computes fast again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE dashboard_answer (
      filter_key text PRIMARY KEY,
      filters jsonb NOT NULL,
      answer jsonb NOT NULL,
      computed_at timestamptz NOT NULL,
      took_ms integer NOT NULL,
      read_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE dashboard_answer`.execute(db);
}
