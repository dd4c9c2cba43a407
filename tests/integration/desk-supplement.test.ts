import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../support/beijing-day.ts';
import { pdf } from '../support/sample-files/pdf.ts';
import { type AccountsPlatform, type Browser, data } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { uploadFile } from './support/file-upload.ts';
import { type StaffBrowser, staffData, staffFailure } from './support/staff-platform.ts';

/** 补充材料 through graph and gateway (issue 20, slice supplement): ask, answer with a file, 有补件, decline. */

const ROUND = 'id round content replyBy askedBy state overdue answerText files { path name }';
const ORG_ROUNDS = `query($id: ID!) { orgSupplements(id: $id) { canRequest declinable restricted rounds { ${ROUND} } } }`;
const ASK = `mutation($input: SupplementRequestInput!) { requestSupplement(input: $input) { canRequest rounds { ${ROUND} } } }`;
const DECLINE = `mutation($id: ID!) { declineForMissingMaterials(id: $id) { id application { status { code }
  failureType { code } failureReason } } }`;
const MY_ROUNDS = `query($id: ID!) { loanSupplements(id: $id) { ${ROUND} } }`;
const ANSWER = `mutation($input: SupplementAnswerInput!) { answerSupplement(input: $input) { ${ROUND} } }`;
const QUEUE = `query($filter: OrgApplicationFilter) { orgApplications(filter: $filter, page: { pageSize: 50 }) {
  records { id supplementAnswered } } }`;
const OPEN = 'query($id: ID!) { orgApplication(id: $id) { id } }';

let platform: AccountsPlatform;
let owner: Browser;
let productId: number;
let staff: Record<string, StaffBrowser> = {};

const clockDay = (days = 0) => beijingDay(platform.clock.now(), days);

async function viewedApplication(): Promise<string> {
  const id = await applyForProduct(platform, owner, productId);
  await staffData(platform, staff['org01-staff'] as StaffBrowser, OPEN, { id });
  return id;
}

const ask = (who: string, input: Record<string, unknown>) =>
  staffFailure(platform, staff[who] as StaffBrowser, ASK, { input });

beforeAll(async () => {
  ({ platform, owner, productId, staff } = await startDeskPlatform(['org01-staff', 'org02-staff', 'operator']));
});
afterAll(() => platform?.close());

describe('补充材料 through the graph', () => {
  it('staff ask, the enterprise answers with a PDF, the queue marks 有补件 until the rounds are opened', async () => {
    const id = await viewedApplication();
    const asked = await staffData<{ requestSupplement: { canRequest: boolean; rounds: { state: string }[] } }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      ASK,
      { input: { id, content: '请补充近三个月银行流水', replyBy: clockDay(3) } },
    );
    expect(asked.requestSupplement).toMatchObject({ canRequest: false, rounds: [{ state: 'open' }] });

    const mine = await data<{ loanSupplements: Record<string, unknown>[] }>(platform.app, owner, MY_ROUNDS, { id });
    expect(mine.loanSupplements).toMatchObject([{ content: '请补充近三个月银行流水', askedBy: null, state: 'open' }]);

    const path = await uploadFile(platform, owner, pdf(), '银行流水.pdf');
    const answered = await data<{ answerSupplement: Record<string, unknown>[] }>(platform.app, owner, ANSWER, {
      input: { id, content: '流水已上传', filePaths: [path] },
    });
    expect(answered.answerSupplement).toMatchObject([
      { state: 'answered', answerText: '流水已上传', files: [{ path, name: '银行流水.pdf' }] },
    ]);

    const queue = async () =>
      (
        await staffData<{ orgApplications: { records: { id: string; supplementAnswered: boolean }[] } }>(
          platform,
          staff['org01-staff'] as StaffBrowser,
          QUEUE,
          { filter: { supplementAnswered: true } },
        )
      ).orgApplications.records;
    expect(await queue()).toContainEqual({ id, supplementAnswered: true });
    const rounds = await staffData<{ orgSupplements: { rounds: { files: { path: string }[] }[] } }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      ORG_ROUNDS,
      { id },
    );
    expect(rounds.orgSupplements.rounds[0]?.files).toEqual([{ path, name: '银行流水.pdf' }]);
    expect((await queue()).some((record) => record.id === id)).toBe(false);

    // Issue 20, slice desk-rest: the round asked and answered is in both sides' timelines.
    const steps = [
      { kind: 'supplement_asked', toStatus: { code: 11 }, actor: 'institution' },
      { kind: 'supplement_answered', toStatus: { code: 11 }, actor: 'enterprise', remark: '第1轮：流水已上传' },
    ];
    const rounded = (events: { kind: string }[]) => events.filter((event) => event.kind !== 'status');
    const STEP = 'events { kind toStatus { code } actor remark }';
    const myTimeline = await data<{ loanApplication: { events: { kind: string }[] } }>(
      platform.app,
      owner,
      `query($id: ID!) { loanApplication(id: $id) { ${STEP} } }`,
      { id },
    );
    expect(rounded(myTimeline.loanApplication.events)).toMatchObject(steps);
    const orgTimeline = await staffData<{ orgApplication: { events: { kind: string }[] } }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      `query($id: ID!) { orgApplication(id: $id) { ${STEP} } }`,
      { id },
    );
    expect(rounded(orgTimeline.orgApplication.events)).toMatchObject(steps);
  });

  it('refuses with the gateway’s wording, and answers another institution as an unknown id', async () => {
    const id = await viewedApplication();
    const long = await ask('org01-staff', { id, content: '材'.repeat(501), replyBy: clockDay(1) });
    expect(long.error).toMatchObject({
      message: '补充材料要求不能超过500个字符',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const past = await ask('org01-staff', { id, content: '营业执照', replyBy: clockDay(-1) });
    expect(past.error.message).toBe('答复期限不能早于今天');
    const other = await ask('org02-staff', { id, content: '营业执照', replyBy: clockDay(1) });
    const unknown = await ask('org02-staff', { id: '2000000000', content: '营业执照', replyBy: clockDay(1) });
    expect(other.error).toEqual(unknown.error);
    expect(other.error.extensions).toMatchObject({ gatewayCode: GatewayCode.APPLICATION_NOT_FOUND });
    const operator = await ask('operator', { id, content: '营业执照', replyBy: clockDay(1) });
    expect(operator.error.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets staff decline with 资料不全 once the request is past its date', async () => {
    const id = await viewedApplication();
    await staffData(platform, staff['org01-staff'] as StaffBrowser, ASK, {
      input: { id, content: '请补充营业执照副本', replyBy: clockDay(0) },
    });
    const early = await staffFailure(platform, staff['org01-staff'] as StaffBrowser, DECLINE, { id });
    expect(early.error.extensions).toMatchObject({ gatewayCode: GatewayCode.SUPPLEMENT_REFUSED });
    // The date passes (moving the clock a day would end the staff session): the round's date is set back a day.
    await platform.database.db
      .updateTable('application_supplement')
      .set({ reply_by: clockDay(-1) })
      .where('application_id', '=', Number(id))
      .execute();
    const declined = await staffData<{
      declineForMissingMaterials: { application: { status: { code: number }; failureType: { code: number } } };
    }>(platform, staff['org01-staff'] as StaffBrowser, DECLINE, { id });
    expect(declined.declineForMissingMaterials.application).toMatchObject({
      status: { code: 5 },
      failureType: { code: 2 },
    });
    const mine = await data<{ loanSupplements: { state: string }[] }>(platform.app, owner, MY_ROUNDS, { id });
    expect(mine.loanSupplements).toMatchObject([{ state: 'closed' }]);
  });
});
