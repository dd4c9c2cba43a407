import { GatewayCode } from '@sme/contract/codes';
import type { AuditPage } from '@sme/contract/routes/staff-audit';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRetentionJob } from '#features/audit/jobs/audit-retention-job.ts';
import { ensureScheduled, runIfDue } from '#features/workbench/jobs/job-schedule.ts';
import { accountsForFile } from './accounts-support.ts';
import { applyOk, type Company, certifiedCompany, firstOfferedProduct } from './applications-support.ts';
import { staffLogin, staffLoginAt, staffPost, usernameOf } from './staff-support.ts';

/** The audit log of staff actions (issue 21 §3): what is kept, who reads it, append-only, retention. */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let company: Company;
let orgA: number;
let productA: number;
let staffUsername: string;
let staffA: string;
let operator: string;

beforeAll(async () => {
  company = await certifiedCompany(h);
  ({ productId: productA, orgId: orgA } = await firstOfferedProduct(h));
  staffUsername = await usernameOf(h, orgA, 'org_staff');
  staffA = await staffLogin(h, staffUsername);
  operator = await staffLogin(h, 'operator');
});

const readLog = (token: string, body: Record<string, unknown> = {}) =>
  staffPost<AuditPage>(h, '/loan/org/audit/list', token, body);

describe('what the audit log keeps', () => {
  it('a move with who, which application, the address and the time; the sign-in before it', async () => {
    const id = await applyOk(h, company, productA);
    const claimed = await staffPost(h, `/loan/org/assign/claim?id=${id}`, staffA, {}, '198.51.100.23');
    expect(claimed.code).toBe(0);
    const page = await readLog(operator, { username: staffUsername });
    expect(page.code).toBe(0);
    const [latest] = page.data.records;
    expect(latest).toMatchObject({
      username: staffUsername,
      roleName: '机构业务人员',
      action: 'applications.claim',
      actionName: '认领申请',
      route: '/api/loan/org/assign/claim',
      target: `id=${id}`,
      address: '198.51.100.23',
    });
    expect(latest?.orgName).toBeTruthy();
    expect(new Date(latest?.at ?? '').getTime()).toBe(h.clock.now().getTime());
    expect(page.data.records.some((entry) => entry.action === 'session.login')).toBe(true);
  });

  it('no read, no refused call and no failed call', async () => {
    const before = (await readLog(operator, { username: staffUsername })).data.total;
    expect((await staffPost(h, '/loan/org/list', staffA, {})).code).toBe(0);
    // Reads guarded by a change's action: the institution's people (applications.claim), the notes (notes.manage).
    expect((await staffPost(h, '/loan/org/assign/people', staffA)).code).toBe(0);
    expect((await staffPost(h, '/loan/org/note/list?id=1', staffA)).code).not.toBe(GatewayCode.ROLE_REFUSED);
    expect((await staffPost(h, '/loan/org/assign/reassign', staffA, { id: 1, managerId: 1 })).code).toBe(
      GatewayCode.ROLE_REFUSED,
    );
    expect((await staffPost(h, '/loan/org/assign/claim?id=999999', staffA)).code).not.toBe(0);
    expect((await readLog(operator, { username: staffUsername })).data.total).toBe(before);
  });

  it('filters by action and by Beijing days', async () => {
    const claims = await readLog(operator, { action: 'applications.claim' });
    expect(claims.data.total).toBeGreaterThan(0);
    expect(claims.data.records.every((entry) => entry.action === 'applications.claim')).toBe(true);
    const longAgo = await readLog(operator, { startDate: '2001-01-01', endDate: '2001-01-02' });
    expect(longAgo.data.total).toBe(0);
    const reversed = await readLog(operator, { startDate: '2026-02-02', endDate: '2026-02-01' });
    expect(reversed.code).not.toBe(0);
    expect(reversed.msg).toBe('开始日期不能晚于结束日期');
  });
});

describe('who reads it', () => {
  it('the operator only: institution staff and the government viewer are refused, a visitor must sign in', async () => {
    const gov = await staffLogin(h, 'gov');
    const admin = await staffLoginAt(h, orgA, 'org_admin');
    for (const token of [staffA, admin, gov]) {
      expect((await readLog(token)).code).toBe(GatewayCode.ROLE_REFUSED);
    }
    expect((await readLog('')).code).not.toBe(0);
  });
});

describe('append-only, kept as the retention setting says', () => {
  it('the database refuses to change or delete an entry, or empty the table', async () => {
    const db = h.database.db;
    await expect(db.updateTable('staff_audit').set({ username: 'someone' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('staff_audit').execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE staff_audit`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('the daily job deletes only what is older than AUDIT_RETENTION_DAYS, once however many instances ask', async () => {
    const db = h.database.db;
    const total = Number(
      (await db.selectFrom('staff_audit').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
    const job = auditRetentionJob({ retentionDays: 180 });
    const later = new Date(h.clock.now().getTime() + 181 * 24 * 60 * 60 * 1000);
    const soon = new Date(h.clock.now().getTime() + 179 * 24 * 60 * 60 * 1000);
    await ensureScheduled(db, job, soon);
    expect(await runIfDue(db, job, soon, 'test')).toBe(0);
    expect(await runIfDue(db, job, soon, 'test')).toBeNull();
    expect(await runIfDue(db, job, later, 'test')).toBe(total);
    // The purge's permission ended with its transaction.
    await staffLogin(h, staffUsername);
    await expect(db.deleteFrom('staff_audit').execute()).rejects.toThrow(/append-only/);
  });
});
