import { GatewayCode } from '@sme/contract/codes';
import type { OrgSupplementsRecord, SupplementRecord } from '@sme/contract/routes/desk-supplement';
import { beforeAll, describe, expect, it } from 'vitest';
import { escalateOverdue } from '#features/workbench/jobs/escalation-job.ts';
import { readWorkbenchSettings } from '#features/workbench/settings.ts';
import { beijingDay } from '../../../tests/support/beijing-day.ts';
import { png } from '../../../tests/support/sample-files/images.ts';
import { accountsForFile, HOUR } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  driveTo,
  firstOfferedProduct,
  statusOf,
} from './applications-support.ts';
import { uploaded } from './files-support.ts';
import { deskLogins, staffLogin, staffPost } from './staff-support.ts';

/** 补充材料 (issue 20, slice supplement): ask, answer, 有补件, the paused clock, decline with 资料不全, scope. */

const DAY = 24 * HOUR;

const h = accountsForFile({
  settings: { rateLimitFactor: 100, sessionIdleMs: 365 * DAY, sessionAbsoluteMs: 365 * DAY },
});
let company: Company;
let other: Company;
let productId: number;
let orgA: number;
let staffA: string;
let adminA: string;
let staffB: string;
let operator: string;
let gov: string;

beforeAll(async () => {
  company = await certifiedCompany(h);
  other = await certifiedCompany(h);
  ({ productId, orgId: orgA } = await firstOfferedProduct(h));
  const orgB = await h.database.db
    .selectFrom('financial_org')
    .select('id')
    .where('id', '!=', orgA)
    .where('if_normal', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ({ staffA, adminA, staffB, operator } = await deskLogins(h, orgA, orgB.id));
  gov = await staffLogin(h, 'gov');
});

const clockDay = (offsetDays = 0) => beijingDay(h.clock.now(), offsetDays);

async function viewedApplication(): Promise<number> {
  const id = await applyOk(h, company, productId);
  await driveTo(h, id, [11]);
  return id;
}

const ask = (token: string, body: Record<string, unknown>) =>
  staffPost<OrgSupplementsRecord>(h, '/loan/org/supplement/request', token, body);
const staffList = (token: string, id: number) =>
  staffPost<OrgSupplementsRecord>(h, `/loan/org/supplement/list?id=${id}`, token);
const decline = (token: string, id: number) =>
  staffPost<{ id: number; loanStatus: number }>(h, '/loan/org/supplement/decline', token, { id });
const enterpriseList = (token: string, id: number) =>
  call<SupplementRecord[]>(h.app, `/loan/pc/supplement/list?id=${id}`, token);
const answer = (token: string, body: Record<string, unknown>) =>
  call<SupplementRecord[]>(h.app, '/loan/pc/supplement/answer', token, body);

async function askOk(id: number, content = '请补充近三个月银行流水', replyBy = clockDay(3)) {
  const asked = await ask(staffA, { id, content, replyBy });
  expect(asked.code, asked.msg).toBe(0);
  return asked.data;
}

async function queueIds(filter: Record<string, unknown>): Promise<{ id: number; supplementAnswered: boolean }[]> {
  const page = await staffPost<{ records: { id: number; supplementAnswered: boolean }[] }>(
    h,
    '/loan/org/list',
    staffA,
    { pageSize: 50, ...filter },
  );
  expect(page.code, page.msg).toBe(0);
  return page.data.records;
}

describe('staff ask for materials', () => {
  it('writes the round, the enterprise message and an SMS notice; the enterprise sees the request', async () => {
    const id = await viewedApplication();
    const asked = await askOk(id, '请补充近三个月银行流水', clockDay(3));
    expect(asked.rounds).toMatchObject([{ round: 1, state: 'open', overdue: false, replyBy: clockDay(3) }]);
    expect(asked.rounds[0]?.askedBy).toBeTruthy();
    expect(asked).toMatchObject({ canRequest: false, declinable: false, restricted: false });

    const message = await h.database.db
      .selectFrom('enterprise_message')
      .select(['title', 'body'])
      .where('application_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('机构要求补充材料');
    expect(message.body).toContain('请补充近三个月银行流水');
    const sms = await h.database.db
      .selectFrom('sms_outbox')
      .select('content')
      .where('method', '=', 'LOAN_NOTICE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.content).toContain('请您补充材料');

    const seen = await enterpriseList(company.token, id);
    expect(seen.code, seen.msg).toBe(0);
    expect(seen.data).toMatchObject([{ content: '请补充近三个月银行流水', state: 'open', askedBy: null }]);
  });

  it('refuses a missing or long text and a reply-by date before today (Beijing) with clear texts', async () => {
    const id = await viewedApplication();
    const cases: [Record<string, unknown>, string][] = [
      [{ id, replyBy: clockDay(1) }, '请填写需要补充的材料（content）'],
      [{ id, content: '   ', replyBy: clockDay(1) }, '请填写需要补充的材料（content）'],
      [{ id, content: '材'.repeat(501), replyBy: clockDay(1) }, '补充材料要求不能超过500个字符'],
      [{ id, content: '营业执照' }, '请填写答复期限（replyBy）'],
      [{ id, content: '营业执照', replyBy: '2026/03/09' }, '答复期限（replyBy）格式须为 YYYY-MM-DD'],
      [{ id, content: '营业执照', replyBy: clockDay(-1) }, '答复期限不能早于今天'],
      [{ id, content: '营业执照', replyBy: clockDay(91) }, '答复期限不能晚于90天后'],
    ];
    for (const [body, msg] of cases) {
      expect(await ask(staffA, body), msg).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg });
    }
    expect(await ask(staffA, { id, content: '材'.repeat(500), replyBy: clockDay(0) })).toMatchObject({ code: 0 });
  });

  it('takes one open round at a time, and only while the institution is deciding (viewed or accepted)', async () => {
    const id = await viewedApplication();
    await askOk(id);
    expect(await ask(adminA, { id, content: '再补充纳税证明', replyBy: clockDay(2) })).toMatchObject({
      code: GatewayCode.SUPPLEMENT_REFUSED,
    });
    const submitted = await applyOk(h, company, productId);
    expect(await ask(staffA, { id: submitted, content: '营业执照', replyBy: clockDay(2) })).toMatchObject({
      code: GatewayCode.SUPPLEMENT_REFUSED,
    });
  });

  it('answers another institution, an unknown id and another company exactly as an unknown id', async () => {
    const id = await viewedApplication();
    await askOk(id);
    const unknown = await staffList(staffB, 2_000_000_000);
    expect(unknown.code).toBe(GatewayCode.APPLICATION_NOT_FOUND);
    for (const answerOf of [
      await staffList(staffB, id),
      await ask(staffB, { id, content: '营业执照', replyBy: clockDay(2) }),
      await decline(staffB, id),
      await enterpriseList(other.token, id),
      await answer(other.token, { id, content: '已补充' }),
    ]) {
      expect(answerOf).toMatchObject({ code: unknown.code, msg: unknown.msg });
    }
  });

  it('lets the operator read but not ask; the government viewer neither', async () => {
    const id = await viewedApplication();
    await askOk(id);
    expect((await staffList(operator, id)).data).toMatchObject({ canRequest: false, declinable: false });
    expect(await ask(operator, { id, content: '营业执照', replyBy: clockDay(2) })).toMatchObject({
      code: GatewayCode.ROLE_REFUSED,
    });
    expect(await staffList(gov, id)).toMatchObject({ code: GatewayCode.ROLE_REFUSED });
  });
});

describe('the enterprise answers', () => {
  it('attaches the files to the application, marks the queue 有补件 until staff open the requests', async () => {
    const id = await viewedApplication();
    await askOk(id);
    const path = await uploaded(h.app, company.token, '银行流水.png', png());
    const answered = await answer(company.token, { id, content: '已上传银行流水', filePaths: [path] });
    expect(answered.code, answered.msg).toBe(0);
    expect(answered.data).toMatchObject([
      { state: 'answered', answerText: '已上传银行流水', files: [{ path, name: '银行流水.png' }] },
    ]);
    const detail = await call<{ materials: { path: string }[] }>(h.app, `/loan/pc/myDetail?id=${id}`, company.token);
    expect(detail.data.materials.map((material) => material.path)).toContain(path);

    const marked = await queueIds({ supplementAnswered: true });
    expect(marked.find((record) => record.id === id)).toMatchObject({ supplementAnswered: true });
    const opened = await staffList(staffA, id);
    expect(opened.data).toMatchObject({ canRequest: true, rounds: [{ state: 'answered', files: [{ path }] }] });
    expect((await queueIds({ supplementAnswered: true })).some((record) => record.id === id)).toBe(false);

    // A second round, answered with text only.
    await askOk(id, '请补充纳税证明');
    const second = await answer(company.token, { id, content: '纳税证明见附件一' });
    expect(second.data.map((round) => [round.round, round.state])).toEqual([
      [1, 'answered'],
      [2, 'answered'],
    ]);
  });

  it('refuses an empty answer, nothing open, and files that are not the company’s own', async () => {
    const id = await viewedApplication();
    expect(await answer(company.token, { id, content: '已补充' })).toMatchObject({
      code: GatewayCode.SUPPLEMENT_REFUSED,
    });
    await askOk(id);
    expect(await answer(company.token, { id })).toMatchObject({
      code: GatewayCode.BAD_PARAMS,
      msg: '请填写答复说明或上传补充材料',
    });
    const stranger = await uploaded(h.app, other.token, '流水.png', png());
    expect(await answer(company.token, { id, filePaths: [stranger] })).toMatchObject({
      code: GatewayCode.FILE_NOT_FOUND,
    });
    expect((await enterpriseList(company.token, id)).data).toMatchObject([{ state: 'open' }]);
  });
});

describe('the paused response-time clock', () => {
  it('does not run while the institution waits for the enterprise', async () => {
    const id = await viewedApplication();
    await askOk(id, '请补充银行流水', clockDay(30));
    h.clock.advance(14 * DAY);
    const overdue = async () => (await queueIds({ overdue: true })).some((record) => record.id === id);
    expect(await overdue()).toBe(false);
    const settings = readWorkbenchSettings({});
    await escalateOverdue(h.database.db, settings, h.clock.now(), 'test');
    const escalated = await h.database.db
      .selectFrom('application_escalation')
      .select('id')
      .where('application_id', '=', id)
      .where('stage', '=', 'decide')
      .execute();
    expect(escalated).toHaveLength(0);

    await answer(company.token, { id, content: '已补充' });
    const row = await h.database.db
      .selectFrom('loan_application')
      .select(['sla_paused_seconds', 'sla_paused_since'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sla_paused_since: null, sla_paused_seconds: 14 * 86_400 });
    expect(await overdue()).toBe(false);
    h.clock.advance(7 * DAY);
    expect(await overdue()).toBe(true);
  });
});

describe('decline with 资料不全', () => {
  it('is refused until the reply-by date has passed, then ends the application with failure type 2', async () => {
    const id = await viewedApplication();
    await askOk(id, '请补充营业执照副本', clockDay(1));
    expect(await decline(staffA, id)).toMatchObject({ code: GatewayCode.SUPPLEMENT_REFUSED });
    h.clock.advance(2 * DAY);
    expect((await staffList(staffA, id)).data).toMatchObject({ declinable: true, rounds: [{ overdue: true }] });
    const declined = await decline(staffA, id);
    expect(declined.code, declined.msg).toBe(0);
    expect(await statusOf(h, id)).toBe(5);
    const row = await h.database.db
      .selectFrom('loan_application')
      .select(['failure_type', 'failure_reason', 'sla_paused_since'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.failure_type).toBe(2);
    expect(row.failure_reason).toContain('请补充营业执照副本');
    expect(row.sla_paused_since).toBeNull();
    expect((await enterpriseList(company.token, id)).data).toMatchObject([{ state: 'closed' }]);
    expect(await answer(company.token, { id, content: '晚了' })).toMatchObject({
      code: GatewayCode.SUPPLEMENT_REFUSED,
    });
  });

  it('declines an accepted application as credit refused', async () => {
    const id = await applyOk(h, company, productId);
    await driveTo(h, id, [11, 4]);
    await askOk(id, '请补充财务报表', clockDay(0));
    h.clock.advance(DAY);
    expect(await decline(adminA, id)).toMatchObject({ code: 0, data: { loanStatus: 7 } });
  });
});

// Issue 20, slice desk-rest.
describe('the rounds in the application’s timeline', () => {
  interface Step {
    kind?: string;
    toStatus: number;
    actor: string;
    remark: string | null;
  }
  const roundSteps = (events: Step[]) => events.filter((event) => event.kind !== undefined);

  it('shows both sides each round asked and answered, with the status of the time, and marks the queue 有补件', async () => {
    const id = await viewedApplication();
    const replyBy = clockDay(5);
    await askOk(id, '请补充营业执照副本', replyBy);
    h.clock.advance(HOUR);
    const answered = await answer(company.token, { id, content: '已上传副本', filePaths: [] });
    expect(answered.code, answered.msg).toBe(0);
    expect((await queueIds({ supplementAnswered: true })).map((row) => row.id)).toContain(id);

    const expected = [
      {
        kind: 'supplement_asked',
        toStatus: 11,
        actor: 'institution',
        remark: `第1轮：请补充营业执照副本（答复期限 ${replyBy}）`,
      },
      { kind: 'supplement_answered', toStatus: 11, actor: 'enterprise', remark: '第1轮：已上传副本' },
    ];
    const mine = await call<{ events: Step[] }>(h.app, `/loan/pc/myDetail?id=${id}`, company.token);
    expect(mine.code, mine.msg).toBe(0);
    expect(roundSteps(mine.data.events)).toEqual(expected.map((step) => expect.objectContaining(step)));
    // The steps sit after the status changes before them (oldest first).
    expect(mine.data.events.at(-1)?.kind).toBe('supplement_answered');

    const staffs = await staffPost<{ events: Step[] }>(h, `/loan/org/detail?id=${id}`, staffA);
    expect(staffs.code, staffs.msg).toBe(0);
    expect(roundSteps(staffs.data.events)).toEqual(expected.map((step) => expect.objectContaining(step)));
  });
});
