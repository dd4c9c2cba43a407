import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../support/beijing-day.ts';
import {
  type AccountsPlatform,
  type Browser,
  data,
  freshIp,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { companyNamed } from './support/seeded-rows.ts';
import { type StaffBrowser, staffData, staffFailure, staffSignIn } from './support/staff-platform.ts';

/** The institution administrator's products and pre-credit through graph and gateway (issue 9). */

const PRODUCT = `id orgId productName productType guaranteeMethods repayMethods minAmount maxAmount rateMin rateMax
  minPeriod maxPeriod summary introduction conditions materials applyUrlType applyRedirectUrl applyCount onShelf createTime`;
const LIST = `query($filter: OrgProductFilter, $page: PageInput) { orgProducts(filter: $filter, page: $page) {
  total records { ${PRODUCT} } } }`;
const CREATE = `mutation($input: OrgProductInput!) { createOrgProduct(input: $input) { ${PRODUCT} } }`;
const UPDATE = `mutation($id: ID!, $input: OrgProductInput!) { updateOrgProduct(id: $id, input: $input) { ${PRODUCT} } }`;
const REMOVE = `mutation($id: ID!) { removeOrgProduct(id: $id) { id onShelf } }`;
const ROW = 'line uniformCode companyName amount validFrom validUntil accepted reason id';
const GRANT = `mutation($input: PreCreditGrantInput!) { grantPreCredit(input: $input) { ${ROW} } }`;
const IMPORT = `mutation($csv: String!) { importPreCredits(csv: $csv) { imported acceptedCount refusedCount
  rows { ${ROW} } } }`;
const GRANTS = `query { orgPreCredits(page: { pageSize: 50 }) { total records { id companyName uniformCode productId
  productName amount validFrom validUntil status statusLabel remark grantedAt grantedBy } } }`;
const PORTAL_LIST = `query($keyword: String) { products(filter: { keyword: $keyword }) { total records { id name maxAmount } } }`;
const PORTAL_ONE = 'query($id: ID!) { product(id: $id) { id name } }';
const PORTAL_PRE_CREDIT = `query($code: String) { preCredit(uniformCode: $code) { exists
  limits { amount validUntil institutionName remark status { code label } } } }`;

interface Product {
  id: string;
  productName: string;
  guaranteeMethods: number[];
  onShelf: boolean;
}

let platform: AccountsPlatform;
let owner: Browser;
let visitor: Browser;
let demoCode: string;
const staff: Record<string, StaffBrowser> = {};

function input(overrides: Record<string, unknown> = {}) {
  return {
    productName: '图谱测试经营贷',
    productType: 1,
    guaranteeMethods: [4, 3],
    repayMethods: [1],
    minAmount: 5,
    maxAmount: 200,
    rateMin: 3.2,
    rateMax: 5.8,
    minPeriod: 3,
    maxPeriod: 24,
    summary: '线上申请，快速审批',
    introduction: '面向科技型小微企业。',
    conditions: '成立满两年',
    materials: '营业执照、近一年流水',
    ...overrides,
  };
}

beforeAll(async () => {
  platform = await startAccountsPlatform();
  platform.clock.advance(Date.now() - platform.clock.now().getTime());
  owner = { ip: freshIp() };
  visitor = { ip: freshIp() };
  await signInDemoOwner(platform, SMART_MAKING, owner);
  demoCode = (await companyNamed(platform, SMART_MAKING)).uniform_code;
  for (const username of ['org01-admin', 'org01-staff', 'operator', 'gov']) {
    staff[username] = { ip: freshIp() };
    await staffSignIn(platform, staff[username] as StaffBrowser, username);
  }
});
afterAll(() => platform?.close());

const admin = () => staff['org01-admin'] as StaffBrowser;

describe('products through the graph', () => {
  it('creates, edits and removes a product; the portal’s list and detail follow each step', async () => {
    const created = (await staffData<{ createOrgProduct: Product }>(platform, admin(), CREATE, { input: input() }))
      .createOrgProduct;
    expect(created).toMatchObject({ productName: '图谱测试经营贷', guaranteeMethods: [4, 3], onShelf: true });
    const listed = await data<{ products: { records: { id: string }[] } }>(platform.app, visitor, PORTAL_LIST, {
      keyword: '图谱测试经营贷',
    });
    expect(listed.products.records.map((record) => record.id)).toEqual([created.id]);

    const updated = await staffData<{ updateOrgProduct: Product }>(platform, admin(), UPDATE, {
      id: created.id,
      input: input({ productName: '图谱测试经营贷二期', maxAmount: 260 }),
    });
    expect(updated.updateOrgProduct.productName).toBe('图谱测试经营贷二期');
    const relisted = await data<{ products: { records: { name: string; maxAmount: number }[] } }>(
      platform.app,
      visitor,
      PORTAL_LIST,
      { keyword: '图谱测试经营贷' },
    );
    expect(relisted.products.records).toEqual([{ id: created.id, name: '图谱测试经营贷二期', maxAmount: 260 }]);

    const own = await staffData<{ orgProducts: { records: Product[] } }>(platform, admin(), LIST, {
      filter: { keyword: '图谱测试' },
    });
    expect(own.orgProducts.records.map((record) => record.id)).toEqual([created.id]);

    const removed = await staffData<{ removeOrgProduct: Product }>(platform, admin(), REMOVE, { id: created.id });
    expect(removed.removeOrgProduct).toEqual({ id: created.id, onShelf: false });
    expect((await data<{ product: null }>(platform.app, visitor, PORTAL_ONE, { id: created.id })).product).toBeNull();
    const again = await staffFailure(platform, admin(), UPDATE, { id: created.id, input: input() });
    expect(again.error).toMatchObject({
      message: '该产品已下架，不能修改',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8061 },
    });
  });

  it('passes the gateway’s field messages through and checks arguments first', async () => {
    const order = await staffFailure(platform, admin(), CREATE, { input: input({ minAmount: 300, maxAmount: 100 }) });
    expect(order.error).toMatchObject({
      message: '最低额度不能大于最高额度',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: -1000 },
    });
    const methods = await staffFailure(platform, admin(), CREATE, { input: input({ guaranteeMethods: [] }) });
    expect(methods.error).toMatchObject({ message: '请至少选择一种担保方式', extensions: { code: 'BAD_USER_INPUT' } });
    const id = await staffFailure(platform, admin(), REMOVE, { id: 'x1' });
    expect(id.error).toMatchObject({ message: '产品ID必须是正整数', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers another institution’s product as an unknown one (NOT_FOUND)', async () => {
    const other = await platform.database.db
      .selectFrom('loan_product as p')
      .innerJoin('financial_org as o', 'o.id', 'p.org_id')
      .select('p.id')
      .where('o.org_name', '<>', '粤秀示范农商银行')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const foreign = await staffFailure(platform, admin(), REMOVE, { id: String(other.id) });
    const unknown = await staffFailure(platform, admin(), REMOVE, { id: '2000000000' });
    expect(foreign.error).toMatchObject({
      message: '产品不存在',
      extensions: { code: 'NOT_FOUND', gatewayCode: -8060 },
    });
    expect(unknown.error.message).toBe(foreign.error.message);
    expect(unknown.error.extensions).toEqual(foreign.error.extensions);
  });

  it('refuses every other role with FORBIDDEN', async () => {
    for (const username of ['org01-staff', 'operator', 'gov']) {
      const list = await staffFailure(platform, staff[username] as StaffBrowser, LIST);
      expect(list.error).toMatchObject({ extensions: { code: 'FORBIDDEN', gatewayCode: -8050 } });
      const grant = await staffFailure(platform, staff[username] as StaffBrowser, GRANT, {
        input: { uniformCode: demoCode, amount: 10, validUntil: '2099-01-01' },
      });
      expect(grant.error).toMatchObject({ extensions: { code: 'FORBIDDEN', gatewayCode: -8050 } });
    }
  });
});

describe('pre-credit through the graph', () => {
  const until = () => beijingDay(platform.clock.now(), 200);

  it('grants a limit to the demo company, which its 预授信额度 shows', async () => {
    const granted = await staffData<{ grantPreCredit: Record<string, unknown> }>(platform, admin(), GRANT, {
      input: { uniformCode: demoCode, amount: 388.88, validUntil: until(), remark: '图谱测试授信' },
    });
    expect(granted.grantPreCredit).toMatchObject({ accepted: true, companyName: SMART_MAKING, amount: 388.88 });
    const shown = await data<{ preCredit: { exists: boolean; limits: Record<string, unknown>[] } }>(
      platform.app,
      owner,
      PORTAL_PRE_CREDIT,
      { code: demoCode },
    );
    expect(shown.preCredit.exists).toBe(true);
    expect(shown.preCredit.limits).toContainEqual({
      amount: 388.88,
      validUntil: until(),
      institutionName: '粤秀示范农商银行',
      remark: '图谱测试授信',
      status: { code: 1, label: '生效中' },
    });
    const list = await staffData<{ orgPreCredits: { records: Record<string, unknown>[] } }>(platform, admin(), GRANTS);
    expect(list.orgPreCredits.records[0]).toMatchObject({
      uniformCode: demoCode,
      amount: 388.88,
      grantedBy: '管理示范01',
    });
  });

  it('refuses a wrong check character before the gateway', async () => {
    const wrong = `${demoCode.slice(0, 17)}${demoCode[17] === '0' ? '1' : '0'}`;
    const failure = await staffFailure(platform, admin(), GRANT, {
      input: { uniformCode: wrong, amount: 10, validUntil: until() },
    });
    expect(failure.error).toMatchObject({
      message: '统一社会信用代码格式或校验位不正确',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('imports CSV all or nothing, answering each row', async () => {
    const bad = await staffData<{ importPreCredits: { imported: boolean; rows: Record<string, unknown>[] } }>(
      platform,
      admin(),
      IMPORT,
      {
        csv: `统一社会信用代码,额度,生效日期,到期日期\n${demoCode},50,,${until()}\n${demoCode.slice(0, 10)},50,,${until()}`,
      },
    );
    expect(bad.importPreCredits.imported).toBe(false);
    expect(bad.importPreCredits.rows).toMatchObject([
      { line: 2, accepted: true, id: null },
      { line: 3, accepted: false, reason: '统一社会信用代码格式或校验位不正确' },
    ]);
    const good = await staffData<{ importPreCredits: { imported: boolean; rows: { id: string | null }[] } }>(
      platform,
      admin(),
      IMPORT,
      { csv: `${demoCode},51.5,,${until()},批量` },
    );
    expect(good.importPreCredits.imported).toBe(true);
    expect(good.importPreCredits.rows[0]?.id).toEqual(expect.any(String));
  });
});
