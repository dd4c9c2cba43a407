import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { ScheduledJob } from '../../workbench/jobs/job-schedule.ts';
import type { WorkbenchSettings } from '../../workbench/settings.ts';
import { type DashboardFilters, UNFILTERED_KEY } from '../domain/filter-key.ts';
import { timedDashboard } from '../services/dashboard-view.ts';
import {
  dropKeptAnswer,
  dropUnreadAnswers,
  isKept,
  keepAnswer,
  keptViewsComputedBefore,
} from '../stores/dashboard-answer-store.ts';

export const DASHBOARD_REFRESH_JOB = 'refresh-kept-dashboards';

/** Views computed again in one tick at most (at a province's size one takes 5–45 s); the rest wait for the next. */
export const VIEWS_PER_TICK = 10;
/** A kept view nobody has read for this long is dropped. */
export const KEEP_UNREAD_MS = 24 * 60 * 60 * 1000;

type RefreshSettings = Pick<
  WorkbenchSettings,
  'dashboardLiveLimitMs' | 'dashboardRefreshMinutes' | 'viewTargetWorkingDays' | 'decideTargetWorkingDays'
>;

/**
 * Every DASHBOARD_REFRESH_MINUTES, on one instance (the schedule row's lock): computes the kept dashboard views again,
 * the oldest first, and the unfiltered view whenever it is not kept — so at a province's size the dashboard's first
 * page is kept before anyone asks. A view that now computes within DASHBOARD_LIVE_LIMIT_MS is dropped (it is computed
 * on each request again); one nobody has read for a day is dropped too.
 */
export function dashboardRefreshJob(settings: RefreshSettings): ScheduledJob {
  const everyMs = settings.dashboardRefreshMinutes * 60_000;
  return {
    name: DASHBOARD_REFRESH_JOB,
    everyMs,
    run: (trx, now) => refreshKeptDashboards(trx, settings, now),
  };
}

/** One tick of the job (in its transaction, where it computes too: the embedded database has one connection). */
export async function refreshKeptDashboards(trx: Kysely<DB>, settings: RefreshSettings, now: Date): Promise<number> {
  await dropUnreadAnswers(trx, new Date(now.getTime() - KEEP_UNREAD_MS));
  // A view computed within the last half period (by a request) is fresh enough to wait for the next tick.
  const halfPeriodAgo = new Date(now.getTime() - (settings.dashboardRefreshMinutes * 60_000) / 2);
  const due: Array<{ key: string; filters: DashboardFilters }> = await keptViewsComputedBefore(
    trx,
    halfPeriodAgo,
    VIEWS_PER_TICK,
  );
  if (!(await isKept(trx, UNFILTERED_KEY))) due.unshift({ key: UNFILTERED_KEY, filters: {} });
  const deps = {
    db: trx,
    now,
    viewTargetDays: settings.viewTargetWorkingDays,
    decideTargetDays: settings.decideTargetWorkingDays,
  };
  for (const view of due) {
    const { answer, tookMs } = await timedDashboard(deps, view.filters);
    if (tookMs >= settings.dashboardLiveLimitMs) {
      await keepAnswer(trx, { key: view.key, filters: view.filters, answer, computedAt: now, tookMs }, now);
    } else {
      await dropKeptAnswer(trx, view.key);
    }
  }
  return due.length;
}
