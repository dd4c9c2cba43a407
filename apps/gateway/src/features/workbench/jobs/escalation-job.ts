import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { workingDaysBefore } from '../domain/working-days.ts';
import type { WorkbenchSettings } from '../settings.ts';
import { insertOverdueEscalations } from '../stores/escalation-store.ts';
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
  return insertOverdueEscalations(trx, { now, runner, viewCutoff, decideCutoff });
}
