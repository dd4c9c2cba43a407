import type { ScheduledJob } from '../../workbench/jobs/job-schedule.ts';
import type { LiveEventSettings } from '../settings.ts';
import { deleteEventsBefore } from '../stores/event-store.ts';

export const LIVE_EVENT_RETENTION_JOB = 'purge-old-live-events';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Once a day, on one instance (the schedule row's lock): deletes the live events older than
 * LIVE_EVENT_RETENTION_HOURS. A subscriber's cursor is only ever compared with ids, so deleting old rows skips nothing
 * a connected page still waits for.
 */
export function liveEventRetentionJob(settings: LiveEventSettings, everyMs = DAY_MS): ScheduledJob {
  return {
    name: LIVE_EVENT_RETENTION_JOB,
    everyMs,
    run: (trx, now) => deleteEventsBefore(trx, new Date(now.getTime() - settings.retentionHours * HOUR_MS)),
  };
}
