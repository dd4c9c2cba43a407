import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsPlatform, type Browser, data, failure } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { type StaffBrowser, staffData, staffFailure } from './support/staff-platform.ts';

/** Issue 20, slice threads, through graph and gateway: the thread both ways, its unread counts, the drill-down. */

const MESSAGE = 'id side authorName body createdAt read';
const THREAD = `query($id: ID!) { applicationThread(applicationId: $id) { applicationId institutionName
  manager { name mobile } messages { ${MESSAGE} } } }`;
const ORG_THREAD = `query($id: ID!) { orgApplicationThread(applicationId: $id) { applicationId messages { ${MESSAGE} } } }`;
const SEND = `mutation($id: ID!, $body: String!) { sendThreadMessage(applicationId: $id, body: $body) {
  smsSent message { ${MESSAGE} } } }`;
const ORG_SEND = `mutation($id: ID!, $body: String!) { sendOrgThreadMessage(applicationId: $id, body: $body) {
  smsSent message { ${MESSAGE} } } }`;
const UNREAD = 'query { unreadThreads { count applications { applicationId unread } } }';
const QUEUE = `query { orgApplications(page: { pageSize: 50 }) { records { id unreadThreadCount } } }`;
const DRILL = `query($id: ID!) { govInstitutionDrillDown(institutionId: $id) { institutionId institutionName
  viewTargetWorkingDays months { month applyCount viewMedianHours declines { type1 type2 type3 type4 } }
  declineTotals { type1 type2 type3 type4 } } }`;

let platform: AccountsPlatform;
let owner: Browser;
let staff: Record<string, StaffBrowser> = {};
let applicationId: string;

const queueMarker = async (who: string) => {
  const queue = await staffData<{ orgApplications: { records: Array<{ id: string; unreadThreadCount: number }> } }>(
    platform,
    staff[who] as StaffBrowser,
    QUEUE,
  );
  return queue.orgApplications.records.find((record) => record.id === applicationId)?.unreadThreadCount;
};

beforeAll(async () => {
  let productId: number;
  ({ platform, owner, productId, staff } = await startDeskPlatform(['org01-staff', 'org02-staff', 'operator', 'gov']));
  applicationId = await applyForProduct(platform, owner, productId, { applyAmount: 80 });
});
afterAll(() => platform?.close());

describe('an application thread through GraphQL', () => {
  it('carries the enterprise’s message to the queue’s marker, and the reply to the portal’s unread count', async () => {
    const sent = await data<{ sendThreadMessage: { message: { side: string; body: string } } }>(
      platform.app,
      owner,
      SEND,
      { id: applicationId, body: '请问还需要哪些材料？' },
    );
    expect(sent.sendThreadMessage.message).toMatchObject({ side: 'enterprise', body: '请问还需要哪些材料？' });
    expect(await queueMarker('org01-staff')).toBe(1);

    const seen = await staffData<{ orgApplicationThread: { messages: Array<{ body: string }> } }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      ORG_THREAD,
      { id: applicationId },
    );
    expect(seen.orgApplicationThread.messages.map((m) => m.body)).toEqual(['请问还需要哪些材料？']);
    expect(await queueMarker('org01-staff')).toBe(0);

    await staffData(platform, staff['org01-staff'] as StaffBrowser, ORG_SEND, {
      id: applicationId,
      body: '请补充近三个月的银行流水。',
    });
    const unread = await data<{ unreadThreads: { count: number; applications: unknown[] } }>(
      platform.app,
      owner,
      UNREAD,
    );
    expect(unread.unreadThreads.count).toBeGreaterThanOrEqual(1);
    expect(unread.unreadThreads.applications).toContainEqual({ applicationId, unread: 1 });

    const thread = await data<{
      applicationThread: { applicationId: string; institutionName: string; messages: Array<{ side: string }> };
    }>(platform.app, owner, THREAD, { id: applicationId });
    expect(thread.applicationThread).toMatchObject({ applicationId, institutionName: '粤秀示范农商银行' });
    expect(thread.applicationThread.messages.map((m) => m.side)).toEqual(['enterprise', 'institution']);
    const after = await data<{ unreadThreads: { applications: Array<{ applicationId: string }> } }>(
      platform.app,
      owner,
      UNREAD,
    );
    expect(after.unreadThreads.applications.map((row) => row.applicationId)).not.toContain(applicationId);
  });

  it('answers another institution the unknown-id answer, the operator and the government viewer FORBIDDEN', async () => {
    const other = await staffFailure(platform, staff['org02-staff'] as StaffBrowser, ORG_THREAD, { id: applicationId });
    // The unknown-id answer, as orgApplication gives it.
    expect(other.error).toMatchObject({ message: '申请不存在或无权查看', extensions: { gatewayCode: -8001 } });
    for (const who of ['operator', 'gov']) {
      const refused = await staffFailure(platform, staff[who] as StaffBrowser, ORG_SEND, {
        id: applicationId,
        body: '你好',
      });
      expect(refused.error, who).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
  });

  it('refuses an empty or too long message before the gateway, in the gateway’s words', async () => {
    const empty = await failure(platform.app, owner, SEND, { id: applicationId, body: '  ' });
    expect(empty.error).toMatchObject({ message: '请填写留言内容', extensions: { code: 'BAD_USER_INPUT' } });
    const long = await failure(platform.app, owner, SEND, { id: applicationId, body: '长'.repeat(1001) });
    expect(long.error).toMatchObject({ message: '留言不能超过1000个字符' });
  });
});

describe('the government drill-down', () => {
  it('answers an institution’s months and declines, figures only', async () => {
    const orgs = await staffData<{ govDashboard: { byInstitution: Array<{ key: string | null; label: string }> } }>(
      platform,
      staff.gov as StaffBrowser,
      'query { govDashboard { byInstitution { key label } } }',
    );
    const org = orgs.govDashboard.byInstitution.find((row) => row.key !== null) as { key: string; label: string };
    const drill = await staffData<{
      govInstitutionDrillDown: {
        institutionId: string;
        institutionName: string;
        months: Array<{ month: string; declines: Record<string, number> }>;
        declineTotals: Record<string, number>;
      };
    }>(platform, staff.gov as StaffBrowser, DRILL, { id: org.key });
    expect(drill.govInstitutionDrillDown).toMatchObject({ institutionId: org.key, institutionName: org.label });
    expect(drill.govInstitutionDrillDown.months.length).toBeGreaterThan(0);
    const sum = drill.govInstitutionDrillDown.months.reduce((total, month) => total + (month.declines.type1 ?? 0), 0);
    expect(sum).toBe(drill.govInstitutionDrillDown.declineTotals.type1);
    const refused = await staffFailure(platform, staff['org01-staff'] as StaffBrowser, DRILL, { id: org.key });
    expect(refused.error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});
