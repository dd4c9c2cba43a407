import type { DashboardRecord } from '@sme/contract/routes/dashboard';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { filterKey, UNFILTERED_KEY } from '#features/dashboard/domain/filter-key.ts';
import {
  DASHBOARD_REFRESH_JOB,
  dashboardRefreshJob,
  KEEP_UNREAD_MS,
  refreshKeptDashboards,
} from '#features/dashboard/jobs/dashboard-refresh-job.ts';
import { ensureScheduled, runIfDue } from '#features/workbench/jobs/job-schedule.ts';
import { readWorkbenchSettings } from '#features/workbench/settings.ts';
import { type AccountsHarness, harnessForFile, MINUTE, startAccounts } from './accounts-support.ts';
import { staffLogin, staffPost } from './staff-support.ts';

/**
 * Dashboard views that compute slowly are kept (DASHBOARD_LIVE_LIMIT_MS), answered from what was kept, and computed
 * again by the refresh job; fast views are computed on every request. "Slow" is set by the limit: 0 keeps every view,
 * a limit no computation reaches keeps none.
 */

const KEEP_EVERY_VIEW = { ...readWorkbenchSettings({}), dashboardLiveLimitMs: 0 };
const KEEP_NONE = { ...KEEP_EVERY_VIEW, dashboardLiveLimitMs: 600_000 };

function dashboardCalls(h: AccountsHarness) {
  let token = '';
  beforeAll(async () => {
    token = await staffLogin(h, 'gov');
  });
  return async (body: object = {}): Promise<DashboardRecord> => {
    const answer = await staffPost<DashboardRecord>(h, '/loan/gov/dashboard', token, body);
    expect(answer.code, answer.msg).toBe(0);
    return answer.data;
  };
}

/** Adds 1,000 万元 to one application: the totals' applyAmount grows by 1,000 once a view is computed again. */
async function applyForMore(h: AccountsHarness): Promise<void> {
  await sql`
    UPDATE loan_application SET apply_amount = apply_amount + 1000
    WHERE id = (SELECT min(id) FROM loan_application)`.execute(h.database.db);
}

const keptKeys = async (h: AccountsHarness) =>
  (await h.database.db.selectFrom('dashboard_answer').select('filter_key').orderBy('filter_key').execute()).map(
    (row) => row.filter_key,
  );

describe('a view slower than the limit', () => {
  const h = harnessForFile(() =>
    startAccounts({ settings: { rateLimitFactor: 100 }, workbench: { dashboardLiveLimitMs: 0 } }),
  );
  const dashboard = dashboardCalls(h);

  it('is kept: the next reader gets the kept answer, with the time it was computed', async () => {
    const first = await dashboard();
    expect(first.computedAt).toBe(h.clock.now().toISOString());
    expect(await keptKeys(h)).toEqual([UNFILTERED_KEY]);

    await applyForMore(h);
    h.clock.advance(MINUTE);
    const second = await dashboard();
    expect(second).toEqual(first);
  });

  it('is kept per set of filters, whatever their order', async () => {
    const filtered = await dashboard({ productType: 1, startDate: '2020-01-01' });
    expect(filtered.computedAt).toBe(h.clock.now().toISOString());
    expect(await keptKeys(h)).toContain(filterKey({ startDate: '2020-01-01', productType: 1 }));
    h.clock.advance(MINUTE);
    expect(await dashboard({ startDate: '2020-01-01', productType: 1 })).toEqual(filtered);
  });

  it('is computed again by the refresh job, and then answers the new figures', async () => {
    const before = await dashboard();
    h.clock.advance(10 * MINUTE);
    const refreshed = await h.database.db
      .transaction()
      .execute((trx) => refreshKeptDashboards(trx, KEEP_EVERY_VIEW, h.clock.now()));
    expect(refreshed).toBe(2);
    const after = await dashboard();
    expect(after.computedAt).toBe(h.clock.now().toISOString());
    expect(after.totals.applyAmount).toBeCloseTo(before.totals.applyAmount + 1000, 2);
    expect(after.totals.applyCount).toBe(before.totals.applyCount);
  });

  it('is not computed again within half a period of its last computation', async () => {
    h.clock.advance(4 * MINUTE);
    const refreshed = await h.database.db
      .transaction()
      .execute((trx) => refreshKeptDashboards(trx, KEEP_EVERY_VIEW, h.clock.now()));
    expect(refreshed).toBe(0);
  });

  it('is dropped once nobody has read it for a day; the unfiltered view is kept ahead again', async () => {
    const later = new Date(h.clock.now().getTime() + KEEP_UNREAD_MS + MINUTE);
    await h.database.db.transaction().execute((trx) => refreshKeptDashboards(trx, KEEP_EVERY_VIEW, later));
    expect(await keptKeys(h)).toEqual([UNFILTERED_KEY]);
    const row = await h.database.db
      .selectFrom('dashboard_answer')
      .select(['computed_at', 'read_at'])
      .executeTakeFirstOrThrow();
    expect(new Date(row.computed_at)).toEqual(later);
  });

  it('is dropped by the job once it computes within the limit, and then computed on each request', async () => {
    const later = new Date(h.clock.now().getTime() + KEEP_UNREAD_MS + 10 * MINUTE);
    await h.database.db.transaction().execute((trx) => refreshKeptDashboards(trx, KEEP_NONE, later));
    expect(await keptKeys(h)).toEqual([]);
  });

  it('is refreshed by one instance per period: the schedule row is locked', async () => {
    const job = dashboardRefreshJob(KEEP_EVERY_VIEW);
    expect(job.name).toBe(DASHBOARD_REFRESH_JOB);
    expect(job.everyMs).toBe(10 * MINUTE);
    const now = h.clock.now();
    await ensureScheduled(h.database.db, job, now);
    const [one, other] = await Promise.all([
      runIfDue(h.database.db, job, now, 'one'),
      runIfDue(h.database.db, job, now, 'other'),
    ]);
    expect([one, other].filter((done) => done !== null)).toHaveLength(1);
    expect(await runIfDue(h.database.db, job, new Date(now.getTime() + MINUTE), 'one')).toBeNull();
  });
});

describe('a view within the limit', () => {
  const h = harnessForFile(() => startAccounts({ settings: { rateLimitFactor: 100 } }));
  const dashboard = dashboardCalls(h);

  it('is computed on every request: a change shows at once, and nothing is kept', async () => {
    const first = await dashboard();
    await applyForMore(h);
    h.clock.advance(MINUTE);
    const second = await dashboard();
    expect(second.totals.applyAmount).toBeCloseTo(first.totals.applyAmount + 1000, 2);
    expect(second.computedAt).toBe(h.clock.now().toISOString());
    expect(await keptKeys(h)).toEqual([]);
  });
});
