import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { logger } from '#http/logger.ts';
import { jobRuns } from '#http/metrics.ts';
import { insertScheduleUnlessExists, lockDueSchedule, recordScheduleRun } from '../stores/job-schedule-store.ts';

/** One periodic job: its name (the schedule row), its period, and the work of a tick (in the tick's transaction). */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(trx: Kysely<DB>, now: Date, runner: string): Promise<number>;
}

/** Adds the job's schedule row unless it exists (due at once). */
export async function ensureScheduled(db: Kysely<DB>, job: ScheduledJob, now: Date): Promise<void> {
  await insertScheduleUnlessExists(db, job, now);
}

/**
 * Runs the job's tick if it is due, on whichever instance gets there first: the schedule row is locked with
 * `FOR UPDATE SKIP LOCKED` (an instance finding it locked skips at once), its next run moved one period on, and the
 * work done, all in one transaction — so one tick runs exactly once however many instances call this, and a tick
 * whose work fails is rolled back and tried again by the next caller. Answers what the work did, or null when
 * another instance has (or had) the tick.
 */
export async function runIfDue(db: Kysely<DB>, job: ScheduledJob, now: Date, runner: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const row = await lockDueSchedule(trx, job.name, now);
    if (!row) return null;
    const result = await job.run(trx, now, runner);
    await recordScheduleRun(trx, job.name, { now, nextRunAt: new Date(now.getTime() + row.every_ms), runner });
    return result;
  });
}

/**
 * Calls runIfDue for each job every `pollMs` on this instance; answers a function that stops it. Failures are logged
 * and the tick is tried again at the next poll.
 */
export function startJobRunner(
  db: Kysely<DB>,
  jobs: ScheduledJob[],
  options: { now: () => Date; runner: string; pollMs: number },
): () => void {
  const poll = async () => {
    for (const job of jobs) {
      try {
        await ensureScheduled(db, job, options.now());
        const done = await runIfDue(db, job, options.now(), options.runner);
        if (done) {
          jobRuns.inc({ job: job.name, outcome: 'done' });
          logger.info({ at: `job:${job.name}`, done });
        }
      } catch (error) {
        jobRuns.inc({ job: job.name, outcome: 'failed' });
        logger.error({ at: `job:${job.name}`, error: String(error) });
      }
    }
  };
  const timer = setInterval(() => void poll(), options.pollMs);
  timer.unref();
  void poll();
  return () => clearInterval(timer);
}
