import { describe, expect, it } from 'vitest';
import { escalationJob } from '#features/workbench/jobs/escalation-job.ts';
import { ensureScheduled, runIfDue, type ScheduledJob } from '#features/workbench/jobs/job-schedule.ts';
import { readWorkbenchSettings } from '#features/workbench/settings.ts';
import { accountsForFile } from './accounts-support.ts';
import { applyOk, certifiedCompany, offeredProductIds } from './applications-support.ts';
import { staffLogin, staffLoginAt, staffPost } from './staff-support.ts';

/** The escalation job: one runner per tick with several instances, and what it escalates to whom. */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
const job = escalationJob(readWorkbenchSettings({}), 5 * 60_000);

async function schedule(name: string) {
  return h.database.db.selectFrom('scheduled_job').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

describe('the job schedule', () => {
  it('runs each tick exactly once when two runners call at the same time', async () => {
    const now = h.clock.now();
    await ensureScheduled(h.database.db, job, now);
    await ensureScheduled(h.database.db, job, now);
    const results = await Promise.all([
      runIfDue(h.database.db, job, now, 'instance-a'),
      runIfDue(h.database.db, job, now, 'instance-b'),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const after = await schedule(job.name);
    expect(after.runs).toBe(1);
    expect(['instance-a', 'instance-b']).toContain(after.last_runner);
    expect(new Date(after.next_run_at).getTime()).toBe(now.getTime() + 5 * 60_000);
    // Not due again until the period has passed; then one of them runs the next tick.
    expect(await runIfDue(h.database.db, job, now, 'instance-a')).toBeNull();
    const later = new Date(now.getTime() + 5 * 60_000);
    const next = await Promise.all([
      runIfDue(h.database.db, job, later, 'instance-a'),
      runIfDue(h.database.db, job, later, 'instance-b'),
      runIfDue(h.database.db, job, later, 'instance-c'),
    ]);
    expect(next.filter((result) => result !== null)).toHaveLength(1);
    expect((await schedule(job.name)).runs).toBe(2);
  });

  it('rolls a failed tick back, so the next caller runs it', async () => {
    let calls = 0;
    const flaky: ScheduledJob = {
      name: 'flaky-test-job',
      everyMs: 60_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return 7;
      },
    };
    const now = h.clock.now();
    await ensureScheduled(h.database.db, flaky, now);
    await expect(runIfDue(h.database.db, flaky, now, 'x')).rejects.toThrow('boom');
    expect((await schedule(flaky.name)).runs).toBe(0);
    expect(await runIfDue(h.database.db, flaky, now, 'y')).toBe(7);
    expect((await schedule(flaky.name)).last_runner).toBe('y');
  });
});

describe('escalation', () => {
  it('escalates an application waiting past its target once, to the operator and its institution’s administrator', async () => {
    const company = await certifiedCompany(h);
    const productId = (await offeredProductIds(h))[0] as number;
    const id = await applyOk(h, company, productId);
    const product = await h.database.db
      .selectFrom('loan_product')
      .select('org_id')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const escalated = () =>
      h.database.db.selectFrom('application_escalation').selectAll().where('application_id', '=', id).execute();
    const runNow = () => runIfDue(h.database.db, job, h.clock.now(), 'instance-a');
    h.clock.advance(10 * 60_000);
    await runNow();
    expect(await escalated()).toHaveLength(0);
    // Two days on (the test clock starts on a Monday): more than one working day without a view.
    h.clock.advance(2 * 86_400_000);
    await runNow();
    const rows = await escalated();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stage: 'view', org_id: product.org_id, runner: 'instance-a' });
    h.clock.advance(10 * 60_000);
    await runNow();
    expect(await escalated()).toHaveLength(1);

    const admin = await staffLoginAt(h, product.org_id, 'org_admin');
    const staff = await staffLoginAt(h, product.org_id, 'org_staff');
    const operator = await staffLogin(h, 'operator');
    const gov = await staffLogin(h, 'gov');
    const other = await h.database.db
      .selectFrom('financial_org')
      .select('id')
      .where('id', '!=', product.org_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const otherAdmin = await staffLoginAt(h, other.id, 'org_admin');
    type List = { records: Array<{ applicationId: number; stage: string; orgId: number }>; total: number };
    const list = (token: string) => staffPost<List>(h, '/loan/org/escalation/list', token, { pageSize: 50 });
    const mine = await list(admin);
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.records.find((record) => record.applicationId === id)).toMatchObject({ stage: 'view' });
    expect(mine.data.records.every((record) => record.orgId === product.org_id)).toBe(true);
    const all = await list(operator);
    expect(all.data.records.map((record) => record.applicationId)).toContain(id);
    expect((await list(otherAdmin)).data.records.map((record) => record.applicationId)).not.toContain(id);
    expect((await list(staff)).code).toBe(-8050);
    expect((await list(gov)).code).toBe(-8050);
    expect((await staffPost(h, '/loan/org/escalation/list', admin, { pageSize: 0 })).code).toBe(-1000);
  });
});
