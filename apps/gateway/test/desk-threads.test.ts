import { GatewayCode } from '@sme/contract/codes';
import type { DashboardRecord } from '@sme/contract/routes/dashboard';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsForFile, freshIp, get, MINUTE } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  contactMobileOf,
  driveTo,
  offeredProductIds,
  productOfOneInstitutionAndAnother,
  publishOk,
} from './applications-support.ts';
import { staffLogin, staffLoginAt, staffPost, usernameOf } from './staff-support.ts';

/** Issue 20, slice threads: the enterprise ↔ institution thread of an application, its unread counts and its SMS. */

interface Thread {
  applicationId: number;
  orgName: string | null;
  manager: { name: string; mobile: string } | null;
  messages: Array<{ id: number; side: string; authorName: string; body: string; read: boolean }>;
}
interface Sent {
  message: Thread['messages'][number];
  smsSent: boolean;
}

const h = accountsForFile({ settings: { rateLimitFactor: 100 }, workbench: { threadSmsEveryMinutes: 10 } });
let company: Company;
let other: Company;
let applicationId: number;
let orgId: number;
let staff: string;
let admin: string;
let otherOrgAdmin: string;
let operator: string;
let gov: string;

beforeAll(async () => {
  company = await certifiedCompany(h);
  other = await certifiedCompany(h);
  const product = await productOfOneInstitutionAndAnother(h);
  orgId = product.orgId;
  applicationId = await applyOk(h, company, product.productId);
  await driveTo(h, applicationId, [11]);
  staff = await staffLoginAt(h, orgId, 'org_staff');
  admin = await staffLoginAt(h, orgId, 'org_admin');
  otherOrgAdmin = await staffLoginAt(h, product.otherOrgId, 'org_admin');
  operator = await staffLogin(h, 'operator');
  gov = await staffLogin(h, 'gov');
});

const enterpriseSend = (who: Company, id: number, body: unknown) =>
  call<Sent>(h.app, '/loan/pc/thread/send', who.token, { applicationId: id, body });
const enterpriseRead = (who: Company, id: number) =>
  call<Thread>(h.app, `/loan/pc/thread/list?applicationId=${id}`, who.token);
const staffSend = (token: string, id: number, body: unknown) =>
  staffPost<Sent>(h, '/loan/org/thread/send', token, { applicationId: id, body });
const staffRead = (token: string, id: number) =>
  staffPost<Thread>(h, `/loan/org/thread/list?applicationId=${id}`, token);

async function enterpriseUnread(who: Company) {
  const answer = (await get(h.app, '/loan/pc/thread/unread', freshIp(), who.token)).body;
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as { count: number; applications: Array<{ applicationId: number; unread: number }> };
}
async function messageBadge(who: Company) {
  return (await get(h.app, '/user/message/unread', freshIp(), who.token)).body.data.count as number;
}
async function queueUnread(token: string, ids: number[]) {
  const answer = await staffPost<{ records: Array<{ applicationId: number; unread: number }> }>(
    h,
    '/loan/org/thread/unread',
    token,
    { ids },
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.records;
}
async function threadSms(mobile: string) {
  return h.database.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('mobile', '=', mobile)
    .where('content', 'like', '%留言%')
    .execute();
}

describe('the thread both ways', () => {
  it('carries the enterprise’s message to the staff and the reply back, with unread counts that reading clears', async () => {
    const sent = await enterpriseSend(company, applicationId, '  请问还需要补充哪些材料？\n谢谢  ');
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.message).toMatchObject({
      side: 'enterprise',
      body: '请问还需要补充哪些材料？\n谢谢',
      read: false,
    });
    expect(sent.data.message.authorName).toBeTruthy();
    expect(await queueUnread(staff, [applicationId])).toEqual([{ applicationId, unread: 1 }]);

    const seen = await staffRead(staff, applicationId);
    expect(seen.code, seen.msg).toBe(0);
    expect(seen.data.messages.map((m) => m.body)).toEqual(['请问还需要补充哪些材料？\n谢谢']);
    expect(await queueUnread(staff, [applicationId])).toEqual([{ applicationId, unread: 0 }]);

    const badgeBefore = await messageBadge(company);
    const reply = await staffSend(staff, applicationId, '请补充近三个月的银行流水。');
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.data.message).toMatchObject({ side: 'institution', body: '请补充近三个月的银行流水。' });
    expect(await enterpriseUnread(company)).toMatchObject({
      count: 1,
      applications: [{ applicationId, unread: 1, source: 1 }],
    });
    // The message centre's own count is unchanged: the portal's badge adds the two (graph: unreadThreadCount).
    expect(await messageBadge(company)).toBe(badgeBefore);

    const thread = await enterpriseRead(company, applicationId);
    expect(thread.code, thread.msg).toBe(0);
    expect(thread.data.messages.map((m) => [m.side, m.read])).toEqual([
      ['enterprise', true],
      ['institution', true],
    ]);
    expect(thread.data.orgName).toBeTruthy();
    expect(await enterpriseUnread(company)).toEqual({ count: 0, applications: [] });
    expect((await staffRead(admin, applicationId)).data.messages.map((m) => m.read)).toEqual([true, true]);
  });

  it('refuses an empty message and one over 1000 characters, and keeps line breaks', async () => {
    expect((await enterpriseSend(company, applicationId, '   ')).msg).toBe('请填写留言内容');
    expect((await staffSend(staff, applicationId, '长'.repeat(1001))).msg).toBe('留言不能超过1000个字符');
    expect((await enterpriseSend(company, applicationId, '长'.repeat(1000))).code).toBe(0);
  });

  it('has no call to edit or delete a message', async () => {
    for (const path of [
      '/loan/pc/thread/edit',
      '/loan/pc/thread/delete',
      '/loan/org/thread/edit',
      '/loan/org/thread/delete',
    ]) {
      const answer = await call(h.app, path, company.token, { id: 1 });
      expect(answer.code, path).toBe(GatewayCode.NOT_FOUND);
    }
  });
});

describe('who may use a thread', () => {
  it('answers another company and another institution exactly the unknown-id answer', async () => {
    const unknown = { code: GatewayCode.APPLICATION_NOT_FOUND, msg: '申请不存在或无权查看' };
    expect(await enterpriseRead(other, applicationId)).toMatchObject(unknown);
    expect(await enterpriseSend(other, applicationId, '你好')).toMatchObject(unknown);
    expect(await staffRead(otherOrgAdmin, applicationId)).toMatchObject(unknown);
    expect(await staffSend(otherOrgAdmin, applicationId, '你好')).toMatchObject(unknown);
    expect(await staffRead(staff, 2_000_000_000)).toMatchObject(unknown);
    expect(await queueUnread(otherOrgAdmin, [applicationId])).toEqual([{ applicationId, unread: 0 }]);
  });

  it('gives the operator and the government viewer no access to threads', async () => {
    expect((await staffRead(operator, applicationId)).code).toBe(GatewayCode.ROLE_REFUSED);
    expect((await staffSend(operator, applicationId, '你好')).code).toBe(GatewayCode.ROLE_REFUSED);
    expect((await staffRead(gov, applicationId)).code).toBe(GatewayCode.ROLE_REFUSED);
  });

  it('keeps the thread to the assigned manager and the administrator once a manager with a login is assigned', async () => {
    const id = await applyOk(h, company, (await offeredProductIds(h))[0] as number);
    await driveTo(h, id, [11]);
    const adminUser = await h.database.db
      .selectFrom('staff_account')
      .select('org_user_id')
      .where('username', '=', await usernameOf(h, orgId, 'org_admin'))
      .executeTakeFirstOrThrow();
    await h.database.db
      .updateTable('loan_application')
      .set({ manager_id: adminUser.org_user_id })
      .where('id', '=', id)
      .execute();
    const refused = await staffRead(staff, id);
    expect(refused.code).toBe(GatewayCode.ROLE_REFUSED);
    expect(refused.msg).toBe('该申请由其他客户经理负责，留言仅限负责的客户经理和机构管理员');
    expect((await staffRead(admin, id)).code).toBe(0);
  });

  it('has no thread for a need no institution has claimed', async () => {
    const needId = await publishOk(h, company);
    const answer = await enterpriseSend(company, needId, '你好');
    expect(answer).toMatchObject({ code: GatewayCode.THREAD_NOT_OPEN, msg: '该申请尚无办理机构，暂不能留言' });
  });
});

describe('the SMS notice', () => {
  it('texts the other side at most once per interval per thread (THREAD_SMS_EVERY_MINUTES, 10 here)', async () => {
    const id = await applyOk(h, company, (await offeredProductIds(h))[0] as number);
    await driveTo(h, id, [11]);
    const mobile = await contactMobileOf(h, id);
    const before = (await threadSms(mobile)).length;
    expect((await staffSend(staff, id, '第一条')).data.smsSent).toBe(true);
    expect((await staffSend(staff, id, '第二条')).data.smsSent).toBe(false);
    h.clock.advance(9 * MINUTE);
    expect((await staffSend(admin, id, '第三条')).data.smsSent).toBe(false);
    h.clock.advance(MINUTE);
    expect((await staffSend(staff, id, '第四条')).data.smsSent).toBe(true);
    const texts = await threadSms(mobile);
    expect(texts.length).toBe(before + 2);
    expect(texts.at(-1)?.content).toMatch(
      /^【区域中小企业融资服务平台】金融机构就您的「.+」申请发来新留言，请登录平台查看。$/,
    );
    expect(texts.at(-1)?.content).not.toContain('第四条');
  });
});

describe('the government drill-down', () => {
  it('answers an institution’s months with response times and declines by failure type, figures only', async () => {
    const declined = await applyOk(h, company, (await offeredProductIds(h))[0] as number);
    await driveTo(h, declined, [11]);
    const move = await staffPost(h, '/loan/org/transition', staff, {
      id: declined,
      toStatus: 5,
      failureType: 2,
      failureReason: '缺少财务报表',
    });
    expect(move.code, move.msg).toBe(0);
    for (const token of [gov, operator]) {
      const answer = await staffPost<{
        orgId: number;
        orgName: string;
        months: Array<{ month: string; applyCount: number; declines: Record<string, number> }>;
        declineTotals: Record<string, number>;
      }>(h, '/loan/gov/dashboard/org', token, { orgId });
      expect(answer.code, answer.msg).toBe(0);
      expect(answer.data.orgId).toBe(orgId);
      expect(answer.data.declineTotals.type2).toBeGreaterThanOrEqual(1);
      const monthsType2 = answer.data.months.reduce((sum, row) => sum + (row.declines.type2 ?? 0), 0);
      expect(monthsType2).toBe(answer.data.declineTotals.type2);
      const month = answer.data.months.find((row) => (row.declines.type2 ?? 0) > 0);
      expect(Object.keys(month ?? {}).sort()).toEqual([
        'applyCount',
        'decideMedianHours',
        'decideShareWithinTarget',
        'declines',
        'month',
        'viewMedianHours',
        'viewShareWithinTarget',
      ]);
      // Its months are the dashboard's for that institution.
      const dashboard = await staffPost<DashboardRecord>(h, '/loan/gov/dashboard', token, { orgId });
      expect(answer.data.months.map(({ declines: _declines, ...figures }) => figures)).toEqual(
        dashboard.data.byMonth.map((row) => ({
          month: row.month,
          applyCount: row.applyCount,
          viewMedianHours: row.viewMedianHours,
          viewShareWithinTarget: row.viewShareWithinTarget,
          decideMedianHours: row.decideMedianHours,
          decideShareWithinTarget: row.decideShareWithinTarget,
        })),
      );
      const { company_name } = await h.database.db
        .selectFrom('company')
        .select('company_name')
        .where('id', '=', company.companyId)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(answer.data)).not.toContain(company_name);
    }
    expect((await staffPost(h, '/loan/gov/dashboard/org', staff, { orgId })).code).toBe(GatewayCode.ROLE_REFUSED);
    expect((await staffPost(h, '/loan/gov/dashboard/org', gov, { orgId: 2_000_000_000 })).code).toBe(
      GatewayCode.NO_SUCH_OBJECT,
    );
    expect((await staffPost(h, '/loan/gov/dashboard/org', gov, {})).msg).toBe('缺少机构ID（orgId）');
  });
});
