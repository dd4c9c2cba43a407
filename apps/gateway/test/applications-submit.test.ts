import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/sample-files/images.ts';
import { harnessForFile } from './accounts-support.ts';
import {
  type Company,
  call,
  certifiedCompany,
  needBody,
  newKey,
  offeredProductIds,
  productBody,
  statusOf,
} from './applications-support.ts';
import { member, startFiles, uploaded } from './files-support.ts';
import { memberOfNewCompany } from './identity-support.ts';

const h = harnessForFile(startFiles);
let company: Company;
let productId: number;
beforeAll(async () => {
  company = await certifiedCompany(h);
  [productId] = (await offeredProductIds(h)) as [number];
});

const apply = (token: string | undefined, body: Record<string, unknown>) =>
  call<{ id: number; loanStatus: number }>(h.app, '/loan/product/pc/apply', token, body);
const publish = (token: string | undefined, body: Record<string, unknown>) =>
  call<{ id: number; loanStatus: number }>(h.app, '/loan/pc/apply', token, body);

/** The applications stored under an idempotency key. */
const applicationsKeyed = (key: string) =>
  h.database.db.selectFrom('loan_application').select('id').where('idempotency_key', '=', key).execute();

describe('POST /loan/product/pc/apply', () => {
  it('stores the application at status 1 with its first timeline event and counts it on the product', async () => {
    const before = await h.database.db
      .selectFrom('loan_product')
      .select('apply_count')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const answer = await apply(company.token, productBody(productId));
    expect(answer).toMatchObject({ code: 0, data: { loanStatus: 1 } });
    const row = await h.database.db
      .selectFrom('loan_application')
      .selectAll()
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 1,
      product_id: productId,
      company_id: company.companyId,
      loan_period: 12,
      guarantee_methods: [4, 1],
      repay_method: 1,
      loan_for: 4,
      is_first_loan: 1,
      loan_status: 1,
      district_name: '天河区',
      contact_mobile: '13912345678',
    });
    expect(Number(row.apply_amount)).toBe(120.5);
    const events = await h.database.db
      .selectFrom('loan_application_event')
      .selectAll()
      .where('application_id', '=', answer.data.id)
      .execute();
    expect(events).toMatchObject([{ from_status: null, to_status: 1, actor_kind: 'enterprise' }]);
    const after = await h.database.db
      .selectFrom('loan_product')
      .select('apply_count')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(after.apply_count).toBe(before.apply_count + 1);
  });

  it('answers the same application for a repeated key, even for two parallel calls: one row', async () => {
    const body = productBody(productId);
    const [first, second] = await Promise.all([apply(company.token, body), apply(company.token, body)]);
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    const third = await apply(company.token, body);
    expect(third).toEqual(first);
    const rows = await applicationsKeyed(body.idempotencyKey as string);
    expect(rows).toHaveLength(1);
  });

  it('refuses a key used for a published need', async () => {
    const key = newKey();
    expect((await publish(company.token, needBody({ idempotencyKey: key }))).code).toBe(0);
    expect(await apply(company.token, productBody(productId, { idempotencyKey: key }))).toEqual({
      code: -8004,
      msg: '该提交标识已用于另一类申请，请刷新页面后重试',
      data: null,
    });
  });

  it('answers each bad field with its message and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ applyAmount: 'abc' }, '申请金额必须为数字，且最多保留2位小数'],
      [{ applyAmount: 1.234 }, '申请金额必须为数字，且最多保留2位小数'],
      [{ applyAmount: 0 }, '申请金额必须大于0'],
      [{ applyAmount: 100000.01 }, '申请金额不能超过100000万元'],
      [{ applyAmount: undefined }, '请填写申请金额'],
      [{ loanPeriod: 1.5 }, '借款期限必须为整数'],
      [{ loanPeriod: 361 }, '借款期限须在1至360个月之间'],
      [{ guaranteeMethods: [] }, '请选择担保方式'],
      [{ guaranteeMethods: [6] }, '担保方式不能大于5'],
      [{ repayMethod: 9 }, '还款方式不能大于8'],
      [{ loanFor: 7 }, '借款用途不能大于6'],
      [{ isFirstLoan: 2 }, '是否首贷不能大于1'],
      [{ districtName: '  ' }, '请填写所在区县'],
      [{ contactMobile: '1234' }, '联系人手机号格式不正确'],
      [{ idempotencyKey: 'short' }, '缺少或无效的提交标识（8-64位字母、数字、-或_）'],
      [{ materialPaths: Array.from({ length: 21 }, (_, i) => `x/${i}`) }, '申请材料最多20个'],
      [{ productId: undefined }, '缺少产品ID'],
    ];
    for (const [overrides, msg] of cases) {
      expect(await apply(company.token, productBody(productId, overrides)), msg).toEqual({
        code: -1000,
        msg,
        data: null,
      });
    }
  });

  it('accepts only a district of the region and a street of that district, as the address data lists them', async () => {
    const district = '所在区县须为广州市的区，请从地址列表中选择';
    const street = '所在街道须为所选区县的街道，请从地址列表中选择';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ districtName: '<script>alert(1)</script>' }, district],
      [{ districtName: '=HYPERLINK("http://x","点击")' }, district],
      [{ districtName: '南山区', streetName: '粤海街道' }, district],
      [{ districtName: '440106' }, district],
      [{ streetName: '北京街道' }, street],
      [{ districtName: '越秀区', streetName: '石牌街道' }, street],
      [{ streetName: '＝1+1' }, street],
    ];
    for (const [overrides, msg] of cases) {
      expect(await apply(company.token, productBody(productId, overrides)), msg).toEqual({
        code: -1000,
        msg,
        data: null,
      });
    }
    const accepted = await apply(
      company.token,
      productBody(productId, { districtName: '越秀区', streetName: '北京街道' }),
    );
    expect(accepted.code).toBe(0);
  });

  it('accepts amounts and periods sent as text, as loose form clients do', async () => {
    const answer = await apply(company.token, productBody(productId, { applyAmount: '88.80', loanPeriod: '6' }));
    expect(answer.code).toBe(0);
  });

  it('refuses a removed product, an institution out of service and an unknown product with -8002', async () => {
    const removed = await h.database.db
      .selectFrom('loan_product')
      .select('id')
      .where('on_shelf', '=', false)
      .executeTakeFirst();
    const ids = [2_000_000, ...(removed ? [removed.id] : [])];
    for (const id of ids) {
      expect(await apply(company.token, productBody(id))).toEqual({
        code: -8002,
        msg: '该产品不存在或已下架',
        data: null,
      });
    }
    const [, other] = (await offeredProductIds(h)) as [number, number];
    const org = await h.database.db
      .selectFrom('loan_product')
      .select('org_id')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    await h.database.db.updateTable('financial_org').set({ if_normal: false }).where('id', '=', org.org_id).execute();
    try {
      expect((await apply(company.token, productBody(other))).code).toBe(-8002);
    } finally {
      await h.database.db.updateTable('financial_org').set({ if_normal: true }).where('id', '=', org.org_id).execute();
    }
  });

  it('refuses an uncertified company (-5004) and a missing session (403)', async () => {
    const { token } = await memberOfNewCompany(h);
    expect((await apply(token, productBody(productId))).code).toBe(-5004);
    const anonymous = await apply(undefined, productBody(productId));
    expect(anonymous.code).toBe(-1403);
  });

  it('attaches the caller’s own uploaded materials, and refuses another account’s file without writing anything', async () => {
    const path = await uploaded(h.app, company.token, 'licence.png', png());
    const answer = await apply(company.token, productBody(productId, { materialPaths: [path] }));
    expect(answer.code).toBe(0);
    const file = await h.database.db
      .selectFrom('stored_file')
      .select(['attached_purpose', 'attached_ref'])
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    expect(file).toEqual({ attached_purpose: 'loan_application', attached_ref: `loan_application:${answer.data.id}` });

    const stranger = await member(h);
    const strangersFile = await uploaded(h.app, stranger.token, 'other.png', png());
    const body = productBody(productId, { materialPaths: [strangersFile] });
    expect(await apply(company.token, body)).toEqual({ code: -6001, msg: '文件不存在或无权访问', data: null });
    const rows = await applicationsKeyed(body.idempotencyKey as string);
    expect(rows).toHaveLength(0);
    // A file already attached cannot be attached a second time.
    expect((await apply(company.token, productBody(productId, { materialPaths: [path] }))).code).toBe(-6001);
  });
});

describe('POST /loan/pc/apply (publish a need)', () => {
  it('stores the need at status 1', async () => {
    const answer = await publish(company.token, needBody());
    expect(answer).toMatchObject({ code: 0, data: { loanStatus: 1 } });
    expect(await statusOf(h, answer.data.id)).toBe(1);
    const row = await h.database.db
      .selectFrom('loan_application')
      .select(['source', 'product_id', 'interest_rate', 'remark', 'guarantee_methods'])
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 2, product_id: null, remark: '扩大生产线', guarantee_methods: [3, 4] });
    expect(Number(row.interest_rate)).toBe(5.85);
  });

  it('needs the face check (-5005)', async () => {
    const withoutFace = await certifiedCompany(h, false);
    expect((await publish(withoutFace.token, needBody())).code).toBe(-5005);
  });

  it('answers bad fields with their messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ interestRate: 36.01 }, '可接受最高利率不能大于36'],
      [{ interestRate: 3.333 }, '可接受最高利率必须为数字，且最多保留2位小数'],
      [{ expiryDate: '2026-03-02' }, '需求有效期须为今天之后一年以内的日期'],
      [{ expiryDate: '2027-03-03' }, '需求有效期须为今天之后一年以内的日期'],
      [{ expiryDate: '2026-02-30' }, '需求有效期须为今天之后一年以内的日期'],
      [{ expiryDate: 'tomorrow' }, '需求有效期须为今天之后一年以内的日期（YYYY-MM-DD）'],
      [{ remark: 'x'.repeat(501) }, '需求说明不能超过500个字符'],
      [{ loanPeriod: 'abc' }, '借款期限必须为整数'],
    ];
    for (const [overrides, msg] of cases) {
      expect(await publish(company.token, needBody(overrides)), msg).toEqual({ code: -1000, msg, data: null });
    }
  });
});

describe('the daily budget of new submissions per company', () => {
  it('allows 30 a day (× RATE_LIMIT_FACTOR) and answers a repeated key without spending', async () => {
    const limited = await startFiles({ accounts: { rateLimitFactor: 0.1 } });
    try {
      const own = await certifiedCompany(limited);
      const [product] = (await offeredProductIds(limited)) as [number];
      const first = productBody(product);
      const answers = [];
      for (const body of [first, productBody(product)]) {
        answers.push(await call<{ id: number }>(limited.app, '/loan/product/pc/apply', own.token, body));
      }
      expect(answers.map((answer) => answer.code)).toEqual([0, 0]);
      expect((await call(limited.app, '/loan/pc/apply', own.token, needBody())).code).toBe(0);
      expect(await call(limited.app, '/loan/product/pc/apply', own.token, productBody(product))).toEqual({
        code: -1029,
        msg: '今日提交的申请过多，请明天再试',
        data: null,
      });
      expect(await call(limited.app, '/loan/product/pc/apply', own.token, first)).toEqual(answers[0]);
      const other = await certifiedCompany(limited);
      expect((await call(limited.app, '/loan/pc/apply', other.token, needBody())).code).toBe(0);
      const rows = await limited.database.db
        .selectFrom('loan_application')
        .select('id')
        .where('company_id', '=', own.companyId)
        .execute();
      expect(rows).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
