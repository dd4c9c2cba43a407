import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../../../tests/support/beijing-day.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  driveTo,
  firstOfferedProduct,
  needBody,
  publishOk,
  statusOf,
  TEST_AUTH_END_DATE,
  withdraw,
} from './applications-support.ts';
import { type FilesHarness, startFiles, uploaded } from './files-support.ts';
import { staffLogin, staffLoginAt, staffPost } from './staff-support.ts';

/**
 * Trust first, item 3: no company data reaches an institution without a data authorisation in force — a need is
 * published with one, revocation waits for every business running, and the workbench shows a withdrawn application or
 * one without an authorisation as a summary only, moving it no further than its end.
 */

let h: FilesHarness;
let productId: number;
let orgId: number;
let orgName: string;
let staff: string;
let operator: string;
let managerId: number;

beforeAll(async () => {
  h = await startFiles({ accounts: { rateLimitFactor: 100 } });
  ({ productId, orgId, orgName } = await firstOfferedProduct(h));
  staff = await staffLoginAt(h, orgId, 'org_staff');
  operator = await staffLogin(h, 'operator');
  managerId = (
    await h.database.db
      .selectFrom('org_user')
      .select('id')
      .where('org_id', '=', orgId)
      .where('role', '=', 'manager')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => h.close());

const publish = (company: Company, overrides: Record<string, unknown> = {}) =>
  call<{ id: number; loanStatus: number }>(h.app, '/loan/pc/apply', company.token, needBody(overrides));

async function revoke(company: Company) {
  const document = await uploaded(h.app, company.token, '终止授权书.pdf', pdf());
  return call<{ revoked: number }>(h.app, '/user/user/v1/auth/cancel', company.token, {
    reason: '企业不再需要融资服务',
    documentPaths: [document],
  });
}

const grants = (companyId: number) =>
  h.database.db.selectFrom('data_authorisation').selectAll().where('company_id', '=', companyId).execute();

/** Ends the company's authorisation behind the revocation rule's back (an authorisation that ran out). */
async function endAuthorisation(companyId: number) {
  await h.database.db
    .updateTable('data_authorisation')
    .set({ auth_end_date: new Date(h.clock.now().getTime() - 1000) })
    .where('company_id', '=', companyId)
    .execute();
}

const accesses = (companyId: number) =>
  h.database.db
    .selectFrom('data_access_log')
    .select('purpose')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.purpose));

interface OrgRecord {
  loanStatus: number;
  entName: string | null;
  contactName: string | null;
  contactMobile: string | null;
  districtName: string | null;
  applyAmount: number;
  productName: string | null;
  restriction: { reason: string; message: string } | null;
}
const detail = (token: string, id: number) => staffPost<OrgRecord>(h, `/loan/org/detail?id=${id}`, token);
const queue = (token: string) =>
  staffPost<{ records: Array<OrgRecord & { id: number }> }>(h, '/loan/org/list', token, { pageSize: 50 });

describe('publishing a need asks for the data authorisation as applying does (spec §1, §5)', () => {
  it('refuses a need without an authorisation in force and without authEndDate, writing nothing', async () => {
    const company = await certifiedCompany(h);
    expect(await publish(company, { authEndDate: undefined })).toEqual({
      code: -8010,
      msg: '请先阅读并同意企业数据授权书',
      data: null,
    });
    const now = h.clock.now().getTime();
    expect(await publish(company, { authEndDate: now + 30 * 86_400_000 })).toEqual({
      code: -1000,
      msg: '授权截止日期须在一年后至五年内',
      data: null,
    });
    const rows = await h.database.db
      .selectFrom('loan_application')
      .select('id')
      .where('company_id', '=', company.companyId)
      .execute();
    expect(rows).toEqual([]);
    expect(await grants(company.companyId)).toEqual([]);
  });

  it('grants the authorisation with the need in one transaction, then asks for no end date', async () => {
    const company = await certifiedCompany(h);
    const first = await publish(company);
    expect(first.code, first.msg).toBe(0);
    const granted = await grants(company.companyId);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ application_id: first.data.id, revoked_at: null });
    expect(new Date(granted[0]?.auth_end_date as Date).getTime()).toBe(TEST_AUTH_END_DATE);
    expect((await publish(company, { authEndDate: undefined })).code).toBe(0);
    expect(await grants(company.companyId)).toHaveLength(1);
  });
});

describe('revocation waits for every business running (spec §1)', () => {
  it('is refused at 1, claimed 2, 11, 4 and 6, naming the institutions; allowed once all ended', async () => {
    const company = await certifiedCompany(h);
    const refusal = (names: string) => ({
      code: -8011,
      msg: `以下机构正在办理贵企业的业务：${names}，业务结束前无法撤销授权`,
      data: null,
    });
    const product = await applyOk(h, company, productId);
    expect(await revoke(company)).toEqual(refusal(orgName));
    await driveTo(h, product, [11]);
    expect(await revoke(company)).toEqual(refusal(orgName));
    await driveTo(h, product, [4]);
    expect(await revoke(company)).toEqual(refusal(orgName));
    await driveTo(h, product, [6]);
    expect(await revoke(company)).toEqual(refusal(orgName));
    await driveTo(h, product, [8]);

    const need = await publishOk(h, company);
    expect(await revoke(company)).toEqual(refusal('平台运营方（融资需求审核）'));
    expect((await staffPost(h, '/loan/org/transition', operator, { id: need, toStatus: 2 })).code).toBe(0);
    const claimed = await staffPost(h, `/loan/org/request/claim?id=${need}`, staff);
    expect(claimed.code, claimed.msg).toBe(0);
    expect(await revoke(company)).toEqual(refusal(orgName));
    expect((await withdraw(h, company.token, need)).code).toBe(0);
    expect((await grants(company.companyId)).every((grant) => grant.revoked_at === null)).toBe(true);
    expect(await revoke(company)).toEqual({ code: 0, msg: '操作成功', data: { revoked: 1 } });
  });

  it('lets a need no institution claimed go with the revocation: it leaves the open list and cannot be claimed', async () => {
    const company = await certifiedCompany(h);
    const need = await publishOk(h, company);
    expect((await staffPost(h, '/loan/org/transition', operator, { id: need, toStatus: 2 })).code).toBe(0);
    const open = async () =>
      (
        await staffPost<{ records: Array<{ id: number }> }>(h, '/loan/org/request/list', staff, { pageSize: 50 })
      ).data.records.map((record) => record.id);
    expect(await open()).toContain(need);
    expect((await revoke(company)).code).toBe(0);
    expect(await open()).not.toContain(need);
    expect((await staffPost(h, `/loan/org/request/claim?id=${need}`, staff)).code).toBe(-8051);
    expect((await detail(staff, need)).code).toBe(-8001);
  });
});

describe('the workbench without an authorisation in force', () => {
  it('shows the summary only, records no viewing, refuses moves but lets the institution end the business', async () => {
    const company = await certifiedCompany(h);
    const fresh = await applyOk(h, company, productId);
    const accepted = await applyOk(h, company, productId);
    await driveTo(h, accepted, [11, 4]);
    const before = await accesses(company.companyId);
    await endAuthorisation(company.companyId);

    const opened = await detail(staff, fresh);
    expect(opened.code, opened.msg).toBe(0);
    expect(opened.data).toMatchObject({
      loanStatus: 1,
      applyAmount: 120.5,
      entName: null,
      contactName: null,
      contactMobile: null,
      districtName: null,
      restriction: {
        reason: 'authorisation_ended',
        message: '该企业的数据授权已撤销或到期，仅显示申请摘要；不能查阅企业数据或继续办理，只能结束办理',
      },
    });
    expect(opened.data.productName).not.toBeNull();
    expect(await statusOf(h, fresh)).toBe(1);
    const listed = (await queue(staff)).data.records.find((record) => record.id === accepted);
    expect(listed).toMatchObject({ entName: null, restriction: { reason: 'authorisation_ended' } });

    const move = await staffPost(h, '/loan/org/transition', staff, {
      id: accepted,
      toStatus: 6,
      amount: 100,
      date: beijingDay(h.clock.now()),
    });
    expect(move).toEqual({
      code: -8012,
      msg: '该企业的数据授权已撤销或到期，不能查阅企业数据或继续办理，只能结束办理',
      data: null,
    });
    expect(await statusOf(h, accepted)).toBe(4);
    expect(await accesses(company.companyId)).toEqual(before);

    const end = await staffPost(h, '/loan/org/transition', staff, {
      id: accepted,
      toStatus: 7,
      failureType: 3,
      failureReason: '企业数据授权已到期',
    });
    expect(end.code, end.msg).toBe(0);
    const after = await accesses(company.companyId);
    expect(after.slice(before.length)).toEqual([
      expect.stringMatching(/^结束办理融资申请「.+」（数据授权已终止，未查阅企业数据）$/),
    ]);
    expect(after.filter((purpose) => purpose.endsWith('查阅企业数据') && !purpose.includes('未查阅'))).toEqual(before);

    // The operator (the platform) still sees the application whole.
    expect((await detail(operator, fresh)).data).toMatchObject({ entName: expect.any(String), restriction: null });
  });
});

describe('a withdrawn application', () => {
  it('leaves the institution its summary only: no company, no contact', async () => {
    const company = await certifiedCompany(h);
    const id = await applyOk(h, company, productId);
    const opened = await detail(staff, id);
    expect(opened.data).toMatchObject({ loanStatus: 11, contactMobile: '13912345678', restriction: null });
    expect((await withdraw(h, company.token, id)).code).toBe(0);
    const summary = await detail(staff, id);
    expect(summary.data).toMatchObject({
      loanStatus: 10,
      applyAmount: 120.5,
      entName: null,
      contactName: null,
      contactMobile: null,
      restriction: { reason: 'withdrawn' },
    });
    expect(summary.data.productName).not.toBeNull();
    const listed = (await queue(staff)).data.records.find((record) => record.id === id);
    expect(listed).toMatchObject({ entName: null, contactMobile: null, restriction: { reason: 'withdrawn' } });
    const accept = await staffPost(h, '/loan/org/transition', staff, { id, toStatus: 4, managerId, remark: '受理' });
    expect(accept.code).toBe(-8003);
  });
});
