import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsPlatform,
  type Browser,
  data,
  failure,
  freshIp,
  registerAccount,
} from './support/accounts-platform.ts';
import { SMART_MAKING, startWithDemoOwner } from './support/demo-owner.ts';
import { UNREAD } from './support/shared-operations.ts';

/**
 * Issue "Trust first", item 1, through graph and gateway: a new account adds the demo's certified company (its name
 * and credit code are public) and gets BUSINESS_ERROR -5004 for the company's business, changing nothing.
 */

const ADD = `mutation($input: AddCompanyInput!) { addCompany(input: $input) { companyName ifCertification } }`;
const MESSAGES = 'query { messages { total } }';
const MARK_ALL = 'mutation { markMessagesRead(all: true) { updated unreadCount } }';
const MY_APPLICATIONS = 'query { myApplications(page: { pageSize: 50 }) { total records { id canWithdraw } } }';
const DETAIL = `query($id: ID!) { loanApplication(id: $id) { status { code }
  events { toStatus { code } actor actorAccount } } }`;
const WITHDRAW = 'mutation($id: ID!) { withdrawApplication(id: $id) { id } }';
const QUESTIONNAIRE = 'query { quotaQuestionnaire { answers { revenueBand taxRating } } }';
const ESTIMATE = `mutation($answers: QuotaAnswersInput!) { estimateQuota(answers: $answers) { lowAmount } }`;
const LATEST = 'query { latestQuotaEstimate { lowAmount } }';
const LEDGER = 'query { dataAuthorisationLedger { total } }';
const ANSWERS = { revenueBand: 1, taxRating: 'D', employeesBand: 1, yearsBand: 1, existingLoansBand: 3, collateral: 0 };

let platform: AccountsPlatform;
let owner: Browser;
let intruder: Browser;
let withdrawable: string;

beforeAll(async () => {
  ({ platform, owner } = await startWithDemoOwner());
  intruder = { ip: freshIp() };
  await registerAccount(platform, intruder);
  const added = await data<{ addCompany: { companyName: string; ifCertification: boolean } }>(
    platform.app,
    intruder,
    ADD,
    { input: { companyName: SMART_MAKING, uniformCode: '91440101MA5CXD1A28' } },
  );
  expect(added.addCompany).toEqual({ companyName: SMART_MAKING, ifCertification: false });
  const mine = await data<{ myApplications: { records: { id: string; canWithdraw: boolean }[] } }>(
    platform.app,
    owner,
    MY_APPLICATIONS,
  );
  withdrawable = mine.myApplications.records.find((record) => record.canWithdraw)?.id ?? '';
  expect(withdrawable).not.toBe('');
});
afterAll(() => platform?.close());

async function refusal(query: string, variables?: Record<string, unknown>) {
  const { error } = await failure(platform.app, intruder, query, variables);
  return error.extensions;
}

describe('an account that added a certified company without certifying', () => {
  it('gets BUSINESS_ERROR -5004 for the messages, applications, estimate and ledger', async () => {
    for (const [query, variables] of [
      [UNREAD],
      [MESSAGES],
      [MARK_ALL],
      [MY_APPLICATIONS],
      [DETAIL, { id: withdrawable }],
      [WITHDRAW, { id: withdrawable }],
      [QUESTIONNAIRE],
      [ESTIMATE, { answers: ANSWERS }],
      [LATEST],
      [LEDGER],
    ] as [string, Record<string, unknown>?][]) {
      expect(await refusal(query, variables), query).toMatchObject({ code: 'BUSINESS_ERROR', gatewayCode: -5004 });
    }
  });

  it('changes nothing the owner sees', async () => {
    const unreadBefore = await data<{ unreadMessageCount: number }>(platform.app, owner, UNREAD);
    const questionnaireBefore = await data(platform.app, owner, QUESTIONNAIRE);
    await refusal(MARK_ALL);
    await refusal(WITHDRAW, { id: withdrawable });
    await refusal(ESTIMATE, { answers: ANSWERS });
    expect(await data(platform.app, owner, UNREAD)).toEqual(unreadBefore);
    expect(unreadBefore.unreadMessageCount).toBeGreaterThan(0);
    expect(await data(platform.app, owner, QUESTIONNAIRE)).toEqual(questionnaireBefore);
    const detail = await data<{ loanApplication: { status: { code: number } } }>(platform.app, owner, DETAIL, {
      id: withdrawable,
    });
    expect(detail.loanApplication.status.code).not.toBe(10);
  });
});

describe('the timeline through the graph', () => {
  it('names the owner’s account on its withdrawal', async () => {
    await data(platform.app, owner, WITHDRAW, { id: withdrawable });
    const detail = await data<{
      loanApplication: { events: { toStatus: { code: number }; actor: string; actorAccount: string | null }[] };
    }>(platform.app, owner, DETAIL, { id: withdrawable });
    expect(detail.loanApplication.events.at(-1)).toEqual({
      toStatus: { code: 10 },
      actor: 'enterprise',
      actorAccount: '138****0001',
    });
  });
});
