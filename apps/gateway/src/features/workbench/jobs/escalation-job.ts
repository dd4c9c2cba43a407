import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { workingDaysBefore } from '../domain/working-days.ts';
import type { WorkbenchSettings } from '../settings.ts';
import type { ScheduledJob } from './job-schedule.ts';

export const ESCALATION_JOB = 'escalate-overdue-applications';

/**
 * Escalates applications waiting past their response-time target to the operator and the institution's
 * administrators (they read them with /loan/org/escalation/list): not viewed a working day after the start, or without
 * a credit decision three working days after it (SLA_*_TARGET_WORKING_DAYS). Each application is escalated once per
 * stage (unique (application, stage)), so a tick repeated by accident adds nothing.
 */
export function escalationJob(settings: WorkbenchSettings, everyMs = 5 * 60_000): ScheduledJob {
  return {
    name: ESCALATION_JOB,
    everyMs,
    run: (trx, now, runner) => escalateOverdue(trx, settings, now, runner),
  };
}

export async function escalateOverdue(
  trx: Kysely<DB>,
  settings: WorkbenchSettings,
  now: Date,
  runner: string,
): Promise<number> {
  const viewCutoff = workingDaysBefore(now, settings.viewTargetWorkingDays);
  const decideCutoff = workingDaysBefore(now, settings.decideTargetWorkingDays);
  const result = await sql`
    INSERT INTO application_escalation (application_id, stage, org_id, escalated_at, runner)
    SELECT a.id,
           CASE WHEN a.loan_status IN (1, 2) THEN 'view' ELSE 'decide' END,
           a.org_id, ${now}, ${runner}
    FROM loan_application a
    WHERE a.org_id IS NOT NULL
      AND ((a.loan_status IN (1, 2) AND coalesce(a.claimed_at, a.created_at) < ${viewCutoff})
        OR (a.loan_status IN (11, 4) AND coalesce(a.claimed_at, a.created_at) < ${decideCutoff}))
    ON CONFLICT (application_id, stage) DO NOTHING`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
