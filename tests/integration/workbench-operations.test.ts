import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingNeedInput } from '../support/application-input.ts';
import { beijingDay } from '../support/beijing-day.ts';
import {
  type AccountsPlatform,
  type Browser,
  data,
  freshIp,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { productIdNamed } from './support/seeded-rows.ts';
import { PUBLISH } from './support/shared-operations.ts';
import { type StaffBrowser, staffData, staffFailure, staffSend, staffSignIn } from './support/staff-platform.ts';

/** The workbench's queues, transitions, needs and figures through graph and gateway, by role. */

const ORG01 = '粤秀示范农商银行';
const STATUS = 'code label';
const APPLICATION = `id source entName orgName applyAmount creditAmount loanAmount status { ${STATUS} }
  manager { id name mobile } failureType { code label } failureReason canWithdraw`;
const ORG_APPLICATION = `id claimTime overdue application { ${APPLICATION} }
  events { toStatus { code } actor remark } managers { id name mobile }`;
const LIST = `query($filter: OrgApplicationFilter, $page: PageInput) {
  orgApplications(filter: $filter, page: $page) { total pageNum pageSize records { ${ORG_APPLICATION} } } }`;
const ONE = `query($id: ID!) { orgApplication(id: $id) { ${ORG_APPLICATION} } }`;
const MOVE = `mutation($input: TransitionInput!) { transitionApplication(input: $input) { ${ORG_APPLICATION} } }`;
const NEEDS = 'query { openNeeds(page: { pageSize: 50 }) { total records { id source status { code } } } }';
const CLAIM = 'mutation($id: ID!) { claimNeed(id: $id) }';
const SLA = `query($days: Int) { responseTimes(days: $days) { days viewTargetWorkingDays decideTargetWorkingDays
  institutions { orgId orgName applications view { reached medianHours p90Hours withinTarget due shareWithinTarget }
  accept { reached medianHours withinTarget } decide { reached due } } } }`;
const ESCALATIONS = `query { escalations(page: { pageSize: 5 }) { total records { id applicationId stage orgId orgName
  escalatedAt loanStatus source entName } } }`;
const ENTERPRISE_ONE = `query($id: ID!) { loanApplication(id: $id) { status { code } creditAmount loanAmount
  events { toStatus { code } } } }`;

interface OrgApplication {
  id: string;
  claimTime: string | null;
  overdue: boolean;
  application: Record<string, unknown> & { status: { code: number }; manager: { id: string; name: string } | null };
  events: Array<{ toStatus: { code: number }; actor: string; remark: string | null }>;
  managers: Array<{ id: string; name: string; mobile: string }>;
}

let platform: AccountsPlatform;
let owner: Browser;
let productId: number;
const staff: Record<string, StaffBrowser> = {};

/** Today in Beijing at the gateway's clock: the latest decision day a move may carry. */
const today = () => beijingDay(platform.clock.now());

async function apply(): Promise<string> {
  return applyForProduct(platform, owner, productId, { applyAmount: 200 });
}

const open = async (who: string, id: string) =>
  (await staffData<{ orgApplication: OrgApplication }>(platform, staff[who] as StaffBrowser, ONE, { id }))
    .orgApplication;
const move = async (who: string, input: Record<string, unknown>) =>
  (await staffData<{ transitionApplication: OrgApplication }>(platform, staff[who] as StaffBrowser, MOVE, { input }))
    .transitionApplication;

beforeAll(async () => {
  platform = await startAccountsPlatform();
  // The demo applications are seeded relative to the day the snapshot was built: new ones must come after them.
  platform.clock.advance(Date.now() - platform.clock.now().getTime());
  owner = await signInDemoOwner(platform, SMART_MAKING);
  productId = await productIdNamed(platform);
  for (const username of ['org01-staff', 'org01-admin', 'org02-staff', 'operator', 'gov']) {
    staff[username] = { ip: freshIp() };
    await staffSignIn(platform, staff[username] as StaffBrowser, username);
  }
});
afterAll(() => platform?.close());

describe('an application through the institution’s workbench', () => {
  it('lists, opens (viewed), accepts, credits and lends it; the enterprise sees each step', async () => {
    const id = await apply();
    const list = await staffData<{ orgApplications: { total: number; records: OrgApplication[] } }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      LIST,
      { filter: { statuses: [1], source: 1 }, page: { pageSize: 50 } },
    );
    const listed = list.orgApplications.records.find((record) => record.id === id);
    expect(listed).toMatchObject({ overdue: false, claimTime: null, events: [], managers: [] });
    expect(listed?.application).toMatchObject({ entName: SMART_MAKING, orgName: ORG01, canWithdraw: false });

    const opened = await open('org01-staff', id);
    expect(opened.application.status.code).toBe(11);
    expect(opened.events.map((event) => event.toStatus.code)).toEqual([1, 11]);
    expect(opened.managers.length).toBeGreaterThan(0);
    const manager = opened.managers[0] as { id: string; name: string; mobile: string };

    const accepted = await move('org01-staff', { id, toStatus: 4, managerId: manager.id, remark: '资料齐全，受理' });
    expect(accepted.application).toMatchObject({
      status: { code: 4 },
      manager: { id: manager.id, name: manager.name },
    });
    const credited = await move('org01-staff', { id, toStatus: 6, amount: 150, date: today(), remark: '授信通过' });
    expect(credited.application).toMatchObject({ status: { code: 6 }, creditAmount: 150 });
    const lent = await move('org01-staff', { id, toStatus: 8, amount: 120, date: today() });
    expect(lent.application).toMatchObject({ status: { code: 8 }, loanAmount: 120 });
    expect(lent.events.map((event) => event.toStatus.code)).toEqual([1, 11, 4, 6, 8]);

    const seen = await data<{ loanApplication: { status: { code: number }; events: unknown[] } }>(
      platform.app,
      owner,
      ENTERPRISE_ONE,
      { id },
    );
    expect(seen.loanApplication).toMatchObject({ status: { code: 8 }, creditAmount: 150, loanAmount: 120 });
    expect(seen.loanApplication.events).toHaveLength(5);
  });

  it('refuses a loan above the credit and a move the status machine forbids; a failure carries its reason', async () => {
    const id = await apply();
    await open('org01-staff', id);
    const skip = await staffFailure(platform, staff['org01-staff'] as StaffBrowser, MOVE, {
      input: { id, toStatus: 8, amount: 10, date: today() },
    });
    expect(skip.error).toMatchObject({ extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8003 } });
    const managerId = (await open('org01-staff', id)).managers[0]?.id;
    await move('org01-staff', { id, toStatus: 4, managerId, remark: '受理' });
    await move('org01-staff', { id, toStatus: 6, amount: 50, date: today() });
    const above = await staffFailure(platform, staff['org01-staff'] as StaffBrowser, MOVE, {
      input: { id, toStatus: 8, amount: 60, date: today() },
    });
    expect(above.error).toMatchObject({ message: '放款金额不能大于授信金额', extensions: { code: 'BUSINESS_ERROR' } });
    const failed = await move('org01-staff', { id, toStatus: 9, failureType: 2, failureReason: '抵押材料缺失' });
    expect(failed.application).toMatchObject({
      status: { code: 9 },
      failureType: { code: 2 },
      failureReason: '抵押材料缺失',
    });
  });

  it('checks the arguments before the gateway (BAD_USER_INPUT, in Chinese)', async () => {
    const browser = staff['org01-staff'] as StaffBrowser;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [MOVE, { input: { id: '1', toStatus: 12 } }, '目标状态不能大于11'],
      [MOVE, { input: { id: 'x', toStatus: 4 } }, '申请ID必须是正整数'],
      [MOVE, { input: { id: '1', toStatus: 6, amount: 1.234 } }, '金额必须为数字，且最多保留2位小数'],
      [MOVE, { input: { id: '1', toStatus: 6, date: '2026-02-30' } }, '日期（date）不是有效日期'],
      [MOVE, { input: { id: '1', toStatus: 5, failureType: 9 } }, '失败原因类型不正确'],
      [MOVE, { input: { id: '1', toStatus: 5, failureReason: '长'.repeat(501) } }, '失败说明不能超过500个字符'],
      [LIST, { filter: { statuses: [99] } }, '状态码不正确：99'],
      [LIST, { filter: { source: 3 } }, '来源不能大于2'],
      [LIST, { page: { pageSize: 51 } }, '每页条数不能大于50'],
      [ONE, { id: '0' }, '申请ID必须是正整数'],
      [SLA, { days: 0 }, '统计天数不能小于1'],
      [CLAIM, { id: '-1' }, '申请ID必须是正整数'],
    ];
    for (const [query, variables, message] of cases) {
      const { error } = await staffFailure(platform, browser, query, variables);
      expect(error, message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('roles and scope', () => {
  it('another institution’s application answers exactly as an unknown id', async () => {
    const id = await apply();
    const other = staff['org02-staff'] as StaffBrowser;
    const foreign = (await staffFailure(platform, other, ONE, { id })).error;
    const unknown = (await staffFailure(platform, other, ONE, { id: '99999999' })).error;
    expect(foreign).toMatchObject({ extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8001 } });
    expect(foreign.message).toBe(unknown.message);
    expect(foreign.extensions).toEqual(unknown.extensions);
    const moved = (await staffFailure(platform, other, MOVE, { input: { id, toStatus: 11 } })).error;
    expect(moved).toMatchObject({ extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8001 } });
    // Not in its list either, and the refused look recorded nothing.
    const list = await staffData<{ orgApplications: { records: OrgApplication[] } }>(platform, other, LIST, {
      page: { pageSize: 50 },
    });
    expect(list.orgApplications.records.some((record) => record.id === id)).toBe(false);
    expect((await open('operator', id)).application.status.code).toBe(1);
  });

  it('a role that may not make a call gets FORBIDDEN (-8050)', async () => {
    const refusals: Array<[string, string, Record<string, unknown>?]> = [
      ['gov', LIST],
      ['gov', ONE, { id: '1' }],
      ['gov', NEEDS],
      ['gov', ESCALATIONS],
      ['gov', MOVE, { input: { id: '1', toStatus: 11 } }],
      ['operator', CLAIM, { id: '1' }],
      ['org01-staff', ESCALATIONS],
    ];
    for (const [who, query, variables] of refusals) {
      const { error } = await staffFailure(platform, staff[who] as StaffBrowser, query, variables);
      expect(error, `${who}: ${query.slice(0, 40)}`).toMatchObject({
        message: '当前角色无权执行该操作',
        extensions: { code: 'FORBIDDEN', gatewayCode: -8050 },
      });
    }
  });

  it('response times: the government viewer sees every institution, institution staff their own', async () => {
    const all = await staffData<{ responseTimes: { days: number; institutions: Array<{ orgName: string }> } }>(
      platform,
      staff.gov as StaffBrowser,
      SLA,
      { days: 30 },
    );
    expect(all.responseTimes).toMatchObject({ days: 30, viewTargetWorkingDays: 1, decideTargetWorkingDays: 3 });
    expect(all.responseTimes.institutions.map((row) => row.orgName)).toContain(ORG01);
    const own = await staffData<{ responseTimes: { institutions: Array<{ orgName: string; orgId: string }> } }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      SLA,
    );
    expect(own.responseTimes.institutions.map((row) => row.orgName)).toEqual([ORG01]);
    expect(own.responseTimes.institutions[0]?.orgId).toMatch(/^\d+$/);
  });

  it('escalations: the operator and an institution administrator may read them', async () => {
    for (const who of ['operator', 'org01-admin']) {
      const answer = await staffData<{ escalations: { total: number; records: unknown[] } }>(
        platform,
        staff[who] as StaffBrowser,
        ESCALATIONS,
      );
      expect(answer.escalations.total).toBeGreaterThanOrEqual(answer.escalations.records.length);
    }
  });

  it('without a staff session every staff operation is UNAUTHENTICATED', async () => {
    const { error } = await staffFailure(platform, { ip: freshIp() }, NEEDS);
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', session: 'staff' });
  });
});

describe('needs: the operator’s review, then one institution claims it', () => {
  it('reviews, lists for pickup, claims once; a second claim is BUSINESS_ERROR -8051', async () => {
    const published = await data<{ publishNeed: { id: string } }>(platform.app, owner, PUBLISH, {
      input: financingNeedInput(platform.clock.now().getTime()),
    });
    const id = published.publishNeed.id;
    const queue = await staffData<{ orgApplications: { records: OrgApplication[] } }>(
      platform,
      staff.operator as StaffBrowser,
      LIST,
      { filter: { statuses: [1], source: 2 }, page: { pageSize: 50 } },
    );
    expect(queue.orgApplications.records.some((record) => record.id === id)).toBe(true);
    const reviewed = await move('operator', { id, toStatus: 2, remark: '审核通过' });
    expect(reviewed.application.status.code).toBe(2);

    const needs = await staffData<{ openNeeds: { records: Array<{ id: string; source: number }> } }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      NEEDS,
    );
    expect(needs.openNeeds.records).toContainEqual(expect.objectContaining({ id, source: 2 }));
    const claimed = await staffData<{ claimNeed: string }>(platform, staff['org01-staff'] as StaffBrowser, CLAIM, {
      id,
    });
    expect(claimed.claimNeed).toBe(id);
    const second = await staffFailure(platform, staff['org02-staff'] as StaffBrowser, CLAIM, { id });
    expect(second.error).toMatchObject({ extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8051 } });
    const mine = await open('org01-staff', id);
    expect(mine.claimTime).not.toBeNull();
    expect(mine.application).toMatchObject({ source: 2, status: { code: 11 } });
  });
});

describe('two institutions claiming one need at once', () => {
  it('exactly one wins; the other gets -8051', async () => {
    const published = await data<{ publishNeed: { id: string } }>(platform.app, owner, PUBLISH, {
      input: financingNeedInput(platform.clock.now().getTime(), { applyAmount: 40, loanPeriod: 6 }),
    });
    const id = published.publishNeed.id;
    await move('operator', { id, toStatus: 2, remark: '审核通过' });
    const answers = await Promise.all(
      ['org01-staff', 'org02-staff'].map((who) => staffSend(platform, staff[who] as StaffBrowser, CLAIM, { id })),
    );
    const won = answers.filter((answer) => !answer.body.errors);
    const lost = answers.filter((answer) => answer.body.errors);
    expect(won).toHaveLength(1);
    expect(lost[0]?.body.errors?.[0]).toMatchObject({ extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8051 } });
  });
});

describe('waiting past the target (runs last: it moves the clock on days)', () => {
  it('the overdue filter finds an application not viewed for more than a working day', async () => {
    const id = await apply();
    platform.clock.advance(5 * 86_400_000);
    // Five days idle ended the sessions of the file: sign in again.
    const browser: StaffBrowser = { ip: freshIp() };
    await staffSignIn(platform, browser, 'org01-staff');
    const page = async (overdue: boolean) =>
      (
        await staffData<{ orgApplications: { records: OrgApplication[] } }>(platform, browser, LIST, {
          filter: { overdue, statuses: [1] },
          page: { pageSize: 50 },
        })
      ).orgApplications.records;
    expect((await page(true)).find((record) => record.id === id)).toMatchObject({ overdue: true });
    expect((await page(false)).some((record) => record.id === id)).toBe(false);
  });
});
