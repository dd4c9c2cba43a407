import type { ScheduledJob } from '../../workbench/jobs/job-schedule.ts';
import type { AuditSettings } from '../settings.ts';
import { purgeAuditBefore } from '../stores/audit-store.ts';

export const AUDIT_RETENTION_JOB = 'purge-expired-audit-entries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Once a day, on one instance: deletes the audit entries older than AUDIT_RETENTION_DAYS. */
export function auditRetentionJob(settings: AuditSettings, everyMs = DAY_MS): ScheduledJob {
  return {
    name: AUDIT_RETENTION_JOB,
    everyMs,
    run: (trx, now) => purgeAuditBefore(trx, new Date(now.getTime() - settings.retentionDays * DAY_MS)),
  };
}
