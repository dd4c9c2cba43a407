import { GatewayCode } from '@sme/contract/codes';
import type { SubsidyClaimRecord, SubsidyPrefillRecord } from '@sme/contract/routes/subsidy-claims';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/sample-files/images.ts';
import { accountsForFile } from './accounts-support.ts';
import { applyOk, type Company, call, certifiedCompany, driveTo, offeredProductIds } from './applications-support.ts';
import { uploaded } from './files-support.ts';
import { staffLogin, staffLoginAt, staffPost } from './staff-support.ts';

/** Issue 22, slice subsidy: 贴息 / 风险补偿 claims on lent loans, the government reviewer and the yearly cap. */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let company: Company;
let other: Company;
let productId: number;
let orgId: number;
let reviewer: string;
let gov: string;
let orgAdmin: string;
let operator: string;

const GREEN = 1;
const RISK = 3;

beforeAll(async () => {
  company = await certifiedCompany(h);
  other = await certifiedCompany(h);
  [productId] = (await offeredProductIds(h)) as [number];
  orgId = (
    await h.database.db
      .selectFrom('loan_product')
      .select('org_id')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).org_id;
  reviewer = await staffLogin(h, 'gov-reviewer');
  gov = await staffLogin(h, 'gov');
  operator = await staffLogin(h, 'operator');
  orgAdmin = await staffLoginAt(h, orgId, 'org_admin');
});

async function lentLoan(who: Company): Promise<number> {
  const id = await applyOk(h, who, productId);
  await driveTo(h, id, [11, 4, 6, 8]);
  return id;
}

const prefill = (who: Company, applicationId: number) =>
  call<SubsidyPrefillRecord>(h.app, `/loan/pc/subsidy/prefill?applicationId=${applicationId}`, who.token);
const fileClaim = (who: Company, body: object) =>
  call<SubsidyClaimRecord>(h.app, '/loan/pc/subsidy/claim', who.token, body);
const approve = (token: string, id: number) =>
  staffPost<SubsidyClaimRecord>(h, '/loan/gov/subsidy/approve', token, { id });
const giveBack = (token: string, id: number, reason: unknown) =>
  staffPost<SubsidyClaimRecord>(h, '/loan/gov/subsidy/return', token, { id, reason });

async function claimOk(who: Company, applicationId: number, programmeId = GREEN): Promise<SubsidyClaimRecord> {
  const path = await uploaded(h.app, who.token, '贷款合同.png', png());
  const answer = await fileClaim(who, { applicationId, programmeId, filePaths: [path] });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as SubsidyClaimRecord;
}

describe('filing a claim', () => {
  it('prefills the lent loan’s figures and what each programme would pay', async () => {
    const id = await lentLoan(company);
    const answer = await prefill(company, id);
    expect(answer.code, answer.msg).toBe(0);
    const { loan, programmes } = answer.data as SubsidyPrefillRecord;
    expect(loan).toMatchObject({ applicationId: id, loanAmount: 90 });
    expect(loan.lendingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const green = programmes.find((programme) => programme.id === GREEN);
    const months = Math.min(loan.loanPeriod, 12);
    const expected = Math.round(((((90 * loan.interestRate) / 100) * months) / 12) * 50) / 100;
    expect(green).toMatchObject({ name: '绿色贷款贴息', kind: 'interest', yearlyCap: 50, alreadyClaimed: false });
    expect(green?.claimAmount).toBeCloseTo(expected, 2);
    expect(programmes.find((programme) => programme.id === RISK)?.claimAmount).toBe(0.9);
  });

  it('files a claim with its evidence, once per loan and programme', async () => {
    const id = await lentLoan(company);
    const claim = await claimOk(company, id, RISK);
    expect(claim).toMatchObject({
      status: 'submitted',
      claimAmount: 0.9,
      approvedAmount: null,
      programmeName: '中小微企业贷款风险补偿',
    });
    expect(claim.files).toHaveLength(1);
    expect(claim.events.map((event) => event.action)).toEqual(['submitted']);
    const path = await uploaded(h.app, company.token, '又一份.png', png());
    expect(await fileClaim(company, { applicationId: id, programmeId: RISK, filePaths: [path] })).toMatchObject({
      code: GatewayCode.SUBSIDY_NOT_CLAIMABLE,
      msg: '该笔贷款已在此项目下申请过补贴',
    });
  });

  it('refuses a loan not lent, another company’s loan, and bad input with a Chinese message', async () => {
    const notLent = await applyOk(h, company, productId);
    expect(await prefill(company, notLent)).toMatchObject({ code: GatewayCode.SUBSIDY_NOT_CLAIMABLE });
    const path = await uploaded(h.app, company.token, '合同.png', png());
    expect(await fileClaim(company, { applicationId: notLent, programmeId: GREEN, filePaths: [path] })).toMatchObject({
      code: GatewayCode.SUBSIDY_NOT_CLAIMABLE,
      msg: '该申请尚未放款，放款后才能申请补贴',
    });
    const theirs = await lentLoan(other);
    expect(await prefill(company, theirs)).toMatchObject({ code: GatewayCode.APPLICATION_NOT_FOUND });
    expect(await fileClaim(company, { applicationId: theirs, programmeId: GREEN, filePaths: [path] })).toMatchObject({
      code: GatewayCode.APPLICATION_NOT_FOUND,
    });
    const missing = await fileClaim(company, { applicationId: theirs, programmeId: GREEN, filePaths: [] });
    expect(missing.code).not.toBe(0);
    expect(missing.msg).toBe('请上传至少1份证明材料');
    const bad = await fileClaim(company, { applicationId: 'x', programmeId: GREEN, filePaths: [path] });
    expect(bad.code).not.toBe(0);
    expect(bad.msg).toBe('申请ID（applicationId）必须是整数');
    const stranger = await uploaded(h.app, other.token, '他人.png', png());
    const mine = await lentLoan(company);
    expect(await fileClaim(company, { applicationId: mine, programmeId: GREEN, filePaths: [stranger] })).toMatchObject({
      code: GatewayCode.FILE_NOT_FOUND,
    });
  });
});

describe('reviewing a claim', () => {
  it('approves: the status, the amount, the timeline and the ledger entry of the reading', async () => {
    const claim = await claimOk(company, await lentLoan(company));
    const detail = await staffPost<SubsidyClaimRecord>(h, `/loan/gov/subsidy/detail?id=${claim.id}`, reviewer);
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data?.files).toHaveLength(1);
    const ledger = await h.database.db
      .selectFrom('data_access_log')
      .select(['purpose', 'org_id'])
      .where('company_id', '=', company.companyId)
      .where('purpose', 'like', '政府审核人员%')
      .execute();
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger[0]?.org_id).toBeNull();
    const approved = await approve(reviewer, claim.id);
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.data).toMatchObject({ status: 'approved', approvedAmount: claim.claimAmount });
    expect(approved.data?.events.map((event) => event.action)).toEqual(['submitted', 'approved']);
    expect(await approve(reviewer, claim.id)).toMatchObject({ code: GatewayCode.SUBSIDY_STATE_REFUSED });
    const mine = await call<SubsidyClaimRecord>(h.app, `/loan/pc/subsidy/detail?id=${claim.id}`, company.token);
    expect(mine.data?.status).toBe('approved');
    expect(await call(h.app, `/loan/pc/subsidy/detail?id=${claim.id}`, other.token)).toMatchObject({
      code: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND,
    });
  });

  it('returns with a reason (at most 200 characters); the enterprise resubmits', async () => {
    const claim = await claimOk(company, await lentLoan(company));
    const empty = await giveBack(reviewer, claim.id, ' ');
    expect(empty).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '请填写退回原因' });
    const long = await giveBack(reviewer, claim.id, '长'.repeat(201));
    expect(long).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '退回原因不能超过200个字符' });
    const returned = await giveBack(reviewer, claim.id, '请补充贷款合同的盖章页');
    expect(returned.data).toMatchObject({ status: 'returned', returnReason: '请补充贷款合同的盖章页' });
    const path = await uploaded(h.app, company.token, '盖章页.png', png());
    const again = await call<SubsidyClaimRecord>(h.app, '/loan/pc/subsidy/resubmit', company.token, {
      id: claim.id,
      filePaths: [path],
      note: '已补充',
    });
    expect(again.code, again.msg).toBe(0);
    expect(again.data).toMatchObject({ status: 'submitted', returnReason: null });
    expect(again.data?.files).toHaveLength(2);
    expect(again.data?.events.map((event) => event.action)).toEqual(['submitted', 'returned', 'resubmitted']);
    expect(
      await call(h.app, '/loan/pc/subsidy/resubmit', company.token, { id: claim.id, filePaths: [] }),
    ).toMatchObject({
      code: GatewayCode.SUBSIDY_STATE_REFUSED,
    });
  });

  it('is the government reviewer’s only: institution staff, the operator and the government viewer are refused', async () => {
    const claim = await claimOk(company, await lentLoan(company));
    for (const token of [orgAdmin, operator, gov]) {
      expect(await approve(token, claim.id)).toMatchObject({ code: GatewayCode.ROLE_REFUSED });
      expect(await staffPost(h, `/loan/gov/subsidy/detail?id=${claim.id}`, token)).toMatchObject({
        code: GatewayCode.ROLE_REFUSED,
      });
    }
    expect(await approve(reviewer, 2_000_000)).toMatchObject({ code: GatewayCode.SUBSIDY_CLAIM_NOT_FOUND });
  });
});

describe('the yearly cap', () => {
  it('holds under two approvals at once: together they never pass the cap', async () => {
    const capped = await certifiedCompany(h);
    const first = await claimOk(capped, await lentLoan(capped), RISK);
    const second = await claimOk(capped, await lentLoan(capped), RISK);
    const year = Number(first.loan.lendingDate.slice(0, 4));
    // Leave 1.2 万元 of the 30 万元 cap: each claim is 0.9, so only one can be paid in full.
    await h.database.db
      .insertInto('subsidy_cap_usage')
      .values({ company_id: capped.companyId, programme_id: RISK, year, approved: 28.8 })
      .execute();
    const answers = await Promise.all([approve(reviewer, first.id), approve(reviewer, second.id)]);
    expect(answers.map((answer) => answer.code)).toEqual([0, 0]);
    const granted = answers.map((answer) => answer.data?.approvedAmount ?? 0).sort();
    expect(granted).toEqual([0.3, 0.9]);
    const usage = await h.database.db
      .selectFrom('subsidy_cap_usage')
      .select('approved')
      .where('company_id', '=', capped.companyId)
      .where('programme_id', '=', RISK)
      .executeTakeFirstOrThrow();
    expect(Number(usage.approved)).toBe(30);
    const third = await claimOk(capped, await lentLoan(capped), RISK);
    expect(await approve(reviewer, third.id)).toMatchObject({
      code: GatewayCode.SUBSIDY_CAP_REACHED,
      msg: '该企业本年度在此项目的补贴额度已用完',
    });
  });

  it('shows per programme the claims, the amount approved and the cap used on the government dashboard', async () => {
    for (const token of [gov, reviewer, operator]) {
      const figures = await staffPost<{
        year: number;
        programmes: Array<{ programmeId: number; claims: number; amountApproved: number; companiesAtCap: number }>;
      }>(h, '/loan/gov/subsidy/figures', token);
      expect(figures.code, figures.msg).toBe(0);
      const risk = figures.data?.programmes.find((programme) => programme.programmeId === RISK);
      expect(risk?.claims).toBeGreaterThanOrEqual(4);
      expect(risk?.amountApproved).toBeGreaterThanOrEqual(30);
      expect(risk?.companiesAtCap).toBe(1);
    }
    expect(await staffPost(h, '/loan/gov/subsidy/figures', orgAdmin)).toMatchObject({ code: GatewayCode.ROLE_REFUSED });
  });
});
