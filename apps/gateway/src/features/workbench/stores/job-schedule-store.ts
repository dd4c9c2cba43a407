import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** Adds a job's schedule row unless it exists (due at once). */
export async function insertScheduleUnlessExists(
  db: Kysely<DB>,
  job: { name: string; everyMs: number },
  now: Date,
): Promise<void> {
  await db
    .insertInto('scheduled_job')
    .values({ name: job.name, every_ms: job.everyMs, next_run_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** The job's schedule row if it is due and no other instance holds it (`FOR UPDATE SKIP LOCKED`). */
export function lockDueSchedule(trx: Kysely<DB>, name: string, now: Date) {
  return trx
    .selectFrom('scheduled_job')
    .select(['name', 'every_ms', 'next_run_at'])
    .where('name', '=', name)
    .where('next_run_at', '<=', now)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Records a tick run by `runner` at `now` and moves the next run to `nextRunAt`. */
export async function recordScheduleRun(
  trx: Kysely<DB>,
  name: string,
  run: { now: Date; nextRunAt: Date; runner: string },
): Promise<void> {
  await trx
    .updateTable('scheduled_job')
    .set((eb) => ({
      next_run_at: run.nextRunAt,
      last_run_at: run.now,
      last_runner: run.runner,
      runs: eb('runs', '+', 1),
    }))
    .where('name', '=', name)
    .execute();
}
