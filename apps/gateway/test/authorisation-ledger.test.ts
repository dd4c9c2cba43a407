import { maskMobile } from '@sme/contract/fields';
import type { DataAuthorisationLedgerRecord } from '@sme/contract/routes/authorisation';
import type { PageRecord } from '@sme/contract/routes/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { freshIp, get, harnessForFile, post, register } from './accounts-support.ts';
import {
  type Company,
  call,
  certifiedCompany,
  driveTo,
  firstOfferedProduct,
  productBody,
  TEST_AUTH_END_DATE,
} from './applications-support.ts';
import { startFiles, uploaded } from './files-support.ts';
import { joinCompany, userInfo } from './identity-support.ts';

const h = harnessForFile(startFiles);
let productId: number;
let orgName: string;
beforeAll(async () => {
  ({ productId, orgName } = await firstOfferedProduct(h));
});

const YEAR = 31_536_000_000;
const DAY = 86_400_000;

const apply = (company: Company, overrides: Record<string, unknown> = {}) =>
  call<{ id: number; loanStatus: number }>(h.app, '/loan/product/pc/apply', company.token, {
    ...productBody(productId),
    ...overrides,
  });

const ledger = (token: string | undefined, page: Record<string, unknown> = {}) =>
  call<PageRecord<DataAuthorisationLedgerRecord>>(h.app, '/user/user/v1/auth/ledger', token, page);

async function revoke(company: Company) {
  const document = await uploaded(h.app, company.token, '终止授权书.pdf', pdf());
  return call<{ revoked: number }>(h.app, '/user/user/v1/auth/cancel', company.token, {
    reason: '企业不再需要融资服务',
    documentPaths: [document],
  });
}

async function rows(table: 'loan_application' | 'data_authorisation', companyId: number) {
  return h.database.db.selectFrom(table).selectAll().where('company_id', '=', companyId).execute();
}

describe('the data authorisation is granted with the first application (spec §1, §5)', () => {
  it('refuses an application without an authorisation in force and without authEndDate, writing nothing', async () => {
    const company = await certifiedCompany(h);
    expect(await apply(company, { authEndDate: undefined })).toEqual({
      code: -8010,
      msg: '请先阅读并同意企业数据授权书',
      data: null,
    });
    expect(await apply(company, { authEndDate: null })).toMatchObject({ code: -8010 });
    expect(await rows('loan_application', company.companyId)).toEqual([]);
    expect(await rows('data_authorisation', company.companyId)).toEqual([]);
  });

  it('refuses an end date before one year or after five years (a day of tolerance each way)', async () => {
    const company = await certifiedCompany(h);
    const now = h.clock.now().getTime();
    const refusal = { code: -1000, msg: '授权截止日期须在一年后至五年内', data: null };
    expect(await apply(company, { authEndDate: now + YEAR - 2 * DAY })).toEqual(refusal);
    expect(await apply(company, { authEndDate: now + 5 * YEAR + 2 * DAY })).toEqual(refusal);
    expect(await apply(company, { authEndDate: 'soon' })).toMatchObject({ code: -1000, msg: '授权截止日期格式不正确' });
    expect(await rows('loan_application', company.companyId)).toEqual([]);
    expect((await apply(company, { authEndDate: now + YEAR - DAY / 2 })).code).toBe(0);
  });

  it('records the grant with the application in one transaction, then asks for no end date', async () => {
    const company = await certifiedCompany(h);
    const state = () => get(h.app, '/user/user/v1/auth/current', freshIp(), company.token);
    expect((await state()).body.data.inForce).toBe(false);
    const first = await apply(company);
    expect(first.code, first.msg).toBe(0);
    const grants = await rows('data_authorisation', company.companyId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ application_id: first.data.id, revoked_at: null });
    expect(new Date(grants[0]?.auth_end_date as Date).getTime()).toBe(TEST_AUTH_END_DATE);
    expect((await state()).body.data.inForce).toBe(true);
    const second = await apply(company, { authEndDate: undefined });
    expect(second.code, second.msg).toBe(0);
    expect(await rows('data_authorisation', company.companyId)).toHaveLength(1);
  });

  it('does not count an expired authorisation as in force', async () => {
    const company = await certifiedCompany(h);
    const userId = (
      await h.database.db
        .selectFrom('user_company')
        .select('user_id')
        .where('company_id', '=', company.companyId)
        .executeTakeFirstOrThrow()
    ).user_id;
    await h.database.db
      .insertInto('data_authorisation')
      .values({
        company_id: company.companyId,
        granted_by: userId,
        granted_at: new Date(h.clock.now().getTime() - 2 * YEAR),
        auth_end_date: new Date(h.clock.now().getTime() - DAY),
      })
      .execute();
    expect((await get(h.app, '/user/user/v1/auth/current', freshIp(), company.token)).body.data.inForce).toBe(false);
    expect((await apply(company, { authEndDate: undefined })).code).toBe(-8010);
    expect((await apply(company)).code).toBe(0);
    expect(await rows('data_authorisation', company.companyId)).toHaveLength(2);
  });
});

describe('revocation is refused while business runs (spec §1)', () => {
  it('names the institution at 1, 11, 4 and 6; allows it once the business ended', async () => {
    const company = await certifiedCompany(h);
    const submitted = (await apply(company)).data.id;
    const viewed = (await apply(company)).data.id;
    const refusal = {
      code: -8011,
      msg: `以下机构正在办理贵企业的业务：${orgName}，业务结束前无法撤销授权`,
      data: null,
    };
    expect(await revoke(company)).toEqual(refusal);
    await driveTo(h, submitted, [10]);
    await driveTo(h, viewed, [11]);
    expect(await revoke(company)).toEqual(refusal);
    await driveTo(h, viewed, [4]);
    expect(await revoke(company)).toEqual(refusal);
    await driveTo(h, viewed, [6]);
    expect(await revoke(company)).toEqual(refusal);
    expect((await rows('data_authorisation', company.companyId))[0]?.revoked_at).toBeNull();
    await driveTo(h, viewed, [8]);
    expect(await revoke(company)).toEqual({ code: 0, msg: '操作成功', data: { revoked: 1 } });
  });
});

describe('POST /user/user/v1/auth/ledger', () => {
  let company: Company;
  let applicationId: number;
  beforeAll(async () => {
    company = await certifiedCompany(h);
    applicationId = (await apply(company)).data.id;
    h.clock.advance(60_000);
    await driveTo(h, applicationId, [11]);
    h.clock.advance(60_000);
    await driveTo(h, applicationId, [5]);
    h.clock.advance(60_000);
    expect((await revoke(company)).code).toBe(0);
  });

  it('lists grants, accesses and revocations of the company, newest first, paged', async () => {
    const productName = (
      await h.database.db
        .selectFrom('loan_product')
        .select('product_name')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow()
    ).product_name;
    const all = await ledger(company.token);
    expect(all.code, all.msg).toBe(0);
    expect(all.data).toMatchObject({ total: 4, pageNum: 1, pageSize: 8 });
    const end = new Date(TEST_AUTH_END_DATE).toISOString();
    // The grant (with the application) and the revocation name the company's account that made them.
    const actorAccount = maskMobile((await userInfo(h.app, company.token)).mobile);
    /** A ledger record of `kind`: its id is the kind and a number, its time any. */
    const ledgerRecord = (
      kind: 'grant' | 'access' | 'revocation',
      fields: { orgName: string | null; detail: string; authEndDate: string | null; actorAccount: string | null },
    ) => ({ id: expect.stringMatching(new RegExp(`^${kind}-\\d+$`)), kind, at: expect.any(String), ...fields });
    expect(all.data.records).toEqual([
      ledgerRecord('revocation', {
        orgName: null,
        detail: '撤销授权：企业不再需要融资服务',
        authEndDate: end,
        actorAccount,
      }),
      ledgerRecord('access', {
        orgName,
        detail: `受理融资申请「${productName}」，查阅企业数据`,
        authEndDate: null,
        actorAccount: null,
      }),
      ledgerRecord('access', {
        orgName,
        detail: `查看融资申请「${productName}」，查阅企业数据`,
        authEndDate: null,
        actorAccount: null,
      }),
      ledgerRecord('grant', {
        orgName: null,
        detail: `申请「${productName}」时授权平台向金融机构提供企业数据`,
        authEndDate: end,
        actorAccount,
      }),
    ]);
    const times = all.data.records.map((record) => Date.parse(record.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await ledger(company.token, { pageNum: 2, pageSize: 3 });
    expect(second.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(second.data.records.map((record) => record.kind)).toEqual(['grant']);
    expect((await ledger(company.token, { pageSize: 51 })).code).toBe(-1000);
  });

  it('shows another company only its own ledger; refuses an uncertified member and a visitor', async () => {
    const other = await certifiedCompany(h);
    expect((await ledger(other.token)).data).toMatchObject({ records: [], total: 0 });
    const uncertified = await register(h.app, freshIp());
    await joinCompany(h, uncertified.token, company.companyId);
    expect(await ledger(uncertified.token)).toEqual({
      code: -5004,
      msg: '您的企业尚未完成实名认证，请先完成企业实名认证',
      data: null,
    });
    const visitor = await post(h.app, '/user/user/v1/auth/ledger', freshIp()).send({});
    expect(visitor.status).toBe(403);
    const withoutCompany = await register(h.app, freshIp());
    expect((await ledger(withoutCompany.token)).code).toBe(-5004);
  });

  it('does not log a withdrawal by the enterprise as an access', async () => {
    const own = await certifiedCompany(h);
    const id = (await apply(own)).data.id;
    expect((await call(h.app, `/loan/pc/cancel?id=${id}`, own.token)).code).toBe(0);
    expect((await ledger(own.token)).data.records.map((record) => record.kind)).toEqual(['grant']);
  });
});
