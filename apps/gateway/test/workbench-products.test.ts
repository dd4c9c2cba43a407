import { uniformCodeCheckChar } from '@sme/contract/uniform-code';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsForFile, freshIp, get } from './accounts-support.ts';
import { type Company, call, certifiedCompany } from './applications-support.ts';
import { orgProductBody } from './org-product-support.ts';
import { type Envelope, staffLogin, staffLoginAt, staffPost } from './staff-support.ts';

/**
 * Institution products and pre-credit (issue 9): every role × call, validation, another institution's product,
 * the portal seeing each write at once (the catalogue version), grants by code and by CSV (all or nothing).
 */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let company: Company;
let companyCode: string;
let otherCompany: Company;
let otherCode: string;
let orgA: number;
let orgB: number;
let adminA: string;
let adminB: string;
let staffA: string;
let operator: string;
let gov: string;

interface OrgProduct {
  id: number;
  orgId: number;
  productName: string;
  guaranteeMethod: string;
  minAmount: number | null;
  maxAmount: number | null;
  onShelf: boolean;
  applyUrlType: number;
  applyRedirectUrl: string | null;
}

async function uniformCodeOf(companyId: number): Promise<string> {
  const row = await h.database.db
    .selectFrom('company')
    .select('uniform_code')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.uniform_code;
}

/** A right credit code (check character computed) of no company on the platform. */
function codeOfNoCompany(seed: number): string {
  const first17 = `91440101MA${String(seed).padStart(7, '0')}`;
  return `${first17}${uniformCodeCheckChar(first17)}`;
}

/** The same code with a wrong check character. */
function wrongCheck(code: string): string {
  const last = code[17] === '0' ? '1' : '0';
  return `${code.slice(0, 17)}${last}`;
}

async function createOk(token: string, overrides: Record<string, unknown> = {}): Promise<OrgProduct> {
  const answer = await staffPost<OrgProduct>(h, '/loan/org/product/create', token, orgProductBody(overrides));
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

async function portalList(keyword: string) {
  return call<{ records: { id: number; productName: string; maxAmount: number | null }[]; total: number }>(
    h.app,
    '/loan/product/pc/list',
    undefined,
    { keyword },
  );
}

async function portalDetail(id: number) {
  return call<{ id: number; productName: string } | null>(h.app, `/loan/product/pc/detail?id=${id}`);
}

async function portalPreCredits(token: string, code: string) {
  return (await get(h.app, `/loan/pc/ent/grant/credit/portal/precredit?uniformCode=${code}`, freshIp(), token))
    .body as Envelope<
    { amount: number; orgId: number; validUntil: string; statusLabel: string; remark: string | null }[]
  >;
}

async function preCreditCount(): Promise<number> {
  const row = await h.database.db
    .selectFrom('pre_credit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  company = await certifiedCompany(h);
  companyCode = await uniformCodeOf(company.companyId);
  otherCompany = await certifiedCompany(h);
  otherCode = await uniformCodeOf(otherCompany.companyId);
  const orgs = await h.database.db
    .selectFrom('staff_account as a')
    .innerJoin('org_user as u', 'u.id', 'a.org_user_id')
    .select('u.org_id')
    .where('a.role', '=', 'org_admin')
    .orderBy('u.org_id')
    .execute();
  orgA = (orgs[0] as { org_id: number }).org_id;
  orgB = (orgs[1] as { org_id: number }).org_id;
  adminA = await staffLoginAt(h, orgA, 'org_admin');
  adminB = await staffLoginAt(h, orgB, 'org_admin');
  staffA = await staffLoginAt(h, orgA, 'org_staff');
  operator = await staffLogin(h, 'operator');
  gov = await staffLogin(h, 'gov');
});

describe('roles × calls', () => {
  const calls = [
    '/loan/org/product/list',
    '/loan/org/product/create',
    '/loan/org/product/update',
    '/loan/org/product/remove',
    '/loan/org/precredit/grant',
    '/loan/org/precredit/import',
    '/loan/org/precredit/list',
  ];

  it.each(calls)(
    '%s refuses org_staff, the operator and the government viewer with -8050, writing nothing',
    async (path) => {
      const before = await preCreditCount();
      for (const token of [staffA, operator, gov]) {
        const answer = await staffPost(h, path, token, {
          ...orgProductBody(),
          id: 1,
          csv: `${companyCode},10,,2026-12-31`,
        });
        expect(answer).toEqual({ code: -8050, msg: '当前角色无权执行该操作', data: null });
      }
      expect(await preCreditCount()).toBe(before);
    },
  );

  it.each(calls)('%s wants a staff session: none is HTTP 403 (-1403)', async (path) => {
    const answer = await staffPost(h, path, undefined, {});
    expect(answer.code).toBe(-1403);
  });

  it('lets org_admin make every call', async () => {
    const created = await createOk(adminA);
    expect((await staffPost(h, '/loan/org/product/list', adminA)).code).toBe(0);
    expect((await staffPost(h, '/loan/org/product/update', adminA, { ...orgProductBody(), id: created.id })).code).toBe(
      0,
    );
    expect((await staffPost(h, '/loan/org/product/remove', adminA, { id: created.id })).code).toBe(0);
    expect(
      (
        await staffPost(h, '/loan/org/precredit/grant', adminA, {
          uniformCode: otherCode,
          amount: 5,
          validUntil: '2026-06-30',
        })
      ).code,
    ).toBe(0);
    expect((await staffPost(h, '/loan/org/precredit/import', adminA, { csv: `${otherCode},6,,2026-07-31` })).code).toBe(
      0,
    );
    expect((await staffPost(h, '/loan/org/precredit/list', adminA)).code).toBe(0);
  });

  it('enterprise sessions are not staff sessions', async () => {
    const answer = await call(h.app, '/loan/org/product/list', company.token);
    expect(answer.code).toBe(-1403);
  });
});

describe('products: the portal sees every write at once', () => {
  it('creates, edits and removes; the 金融超市 list and the detail follow each step', async () => {
    const created = await createOk(adminA, { productName: '即时可见测试贷' });
    expect(created).toMatchObject({
      orgId: orgA,
      productName: '即时可见测试贷',
      guaranteeMethod: '4,1',
      onShelf: true,
      applyUrlType: 1,
      applyRedirectUrl: null,
    });
    const listed = await portalList('即时可见测试贷');
    expect(listed.data.records.map((record) => record.id)).toEqual([created.id]);
    expect((await portalDetail(created.id)).data).toMatchObject({ id: created.id, productName: '即时可见测试贷' });

    const edited = await staffPost<OrgProduct>(h, '/loan/org/product/update', adminA, {
      ...orgProductBody({ productName: '即时可见测试贷（新）', maxAmount: 500 }),
      id: created.id,
    });
    expect(edited.code, edited.msg).toBe(0);
    const after = await portalList('即时可见测试贷');
    expect(after.data.records).toMatchObject([{ id: created.id, productName: '即时可见测试贷（新）', maxAmount: 500 }]);

    const removed = await staffPost<OrgProduct>(h, '/loan/org/product/remove', adminA, { id: created.id });
    expect(removed.data).toMatchObject({ id: created.id, onShelf: false });
    expect((await portalList('即时可见测试贷')).data.total).toBe(0);
    expect(await portalDetail(created.id)).toMatchObject({ code: 0, data: null });

    // Removing again answers the same; editing a removed product is refused.
    expect(
      (await staffPost<OrgProduct>(h, '/loan/org/product/remove', `${adminA}`, { id: created.id })).data,
    ).toMatchObject({ onShelf: false });
    expect(
      await staffPost(h, '/loan/org/product/update', adminA, { ...orgProductBody(), id: created.id }),
    ).toMatchObject({
      code: -8061,
      msg: '该产品已下架，不能修改',
    });
    const own = await staffPost<{ records: OrgProduct[] }>(h, '/loan/org/product/list', adminA, { onShelf: false });
    expect(own.data.records.map((record) => record.id)).toContain(created.id);
  });

  it('keeps the link of an institution channel product and answers it in the portal’s apply method', async () => {
    const created = await createOk(adminA, { applyUrlType: 3, applyRedirectUrl: 'https://bank.example.cn/apply' });
    expect(created).toMatchObject({ applyUrlType: 3, applyRedirectUrl: 'https://bank.example.cn/apply' });
    const method = await call(h.app, `/loan/product/pc/getApplyMethod?id=${created.id}`);
    expect(method.data).toEqual({ urlType: 3, redirectUrl: 'https://bank.example.cn/apply' });
  });
});

describe('products of another institution', () => {
  it('answers another institution’s product exactly as an unknown id', async () => {
    const ofA = await createOk(adminA);
    const unknown = { ...orgProductBody(), id: 2_000_000_000 };
    const foreignUpdate = await staffPost(h, '/loan/org/product/update', adminB, { ...orgProductBody(), id: ofA.id });
    const unknownUpdate = await staffPost(h, '/loan/org/product/update', adminB, unknown);
    expect(foreignUpdate).toEqual({ code: -8060, msg: '产品不存在', data: null });
    expect(unknownUpdate).toEqual(foreignUpdate);
    const foreignRemove = await staffPost(h, '/loan/org/product/remove', adminB, { id: ofA.id });
    expect(foreignRemove).toEqual(await staffPost(h, '/loan/org/product/remove', adminB, { id: 2_000_000_000 }));
    expect(foreignRemove.code).toBe(-8060);
    const listB = await staffPost<{ records: OrgProduct[] }>(h, '/loan/org/product/list', adminB, { pageSize: 50 });
    expect(listB.data.records.every((record) => record.orgId === orgB)).toBe(true);
    expect((await portalDetail(ofA.id)).data).not.toBeNull();
  });
});

describe('product validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', { productName: '' }, '请填写产品名称'],
    ['a one-character name', { productName: '贷' }, '产品名称须为2-30个字符'],
    ['a name of 31 characters', { productName: '贷'.repeat(31) }, '产品名称须为2-30个字符'],
    ['markup in the name', { productName: '<b>贷款</b>' }, '产品名称含有不允许的字符'],
    ['no product type', { productType: undefined }, '请选择产品类型'],
    ['an unknown product type', { productType: 9 }, '产品类型不能大于6'],
    ['no guarantee method', { guaranteeMethod: [] }, '请至少选择一种担保方式'],
    ['an unknown guarantee method', { guaranteeMethod: '1,7' }, '担保方式须从列表中选择（1、2、3、4、5）'],
    ['a repeated guarantee method', { guaranteeMethod: [1, 1] }, '担保方式不能重复'],
    ['no repayment method', { repayMethod: undefined }, '请至少选择一种还款方式'],
    ['min amount above max', { minAmount: 500, maxAmount: 100 }, '最低额度不能大于最高额度'],
    ['a negative amount', { minAmount: -1 }, '最低额度（万元）不能小于0'],
    ['an amount with 3 decimals', { maxAmount: 10.125 }, '最高额度（万元）必须为数字，且最多保留2位小数'],
    ['an amount over the cap', { maxAmount: 100_001 }, '最高额度（万元）不能大于100000'],
    ['a rate of 40 %', { rateMax: 40 }, '最高年利率（%）不能大于36'],
    ['a zero rate', { rateMin: 0 }, '最低年利率（%）不能小于0.01'],
    ['rates in the wrong order', { rateMin: 8, rateMax: 4 }, '最低年利率不能大于最高年利率'],
    ['a term of 0 months', { minPeriod: 0 }, '最短期限（月）不能小于1'],
    ['terms in the wrong order', { minPeriod: 24, maxPeriod: 12 }, '最短期限不能大于最长期限'],
    ['a term in text', { maxPeriod: '三年' }, '最长期限（月）必须是整数'],
    ['an unknown apply method', { applyUrlType: 2 }, '申请方式取值无效'],
    [
      'an institution channel without a link',
      { applyUrlType: 3 },
      '机构申请链接须为 http:// 或 https:// 开头的有效网址',
    ],
    [
      'a javascript: link',
      { applyUrlType: 3, applyRedirectUrl: 'javascript:alert(1)' },
      '机构申请链接须为 http:// 或 https:// 开头的有效网址',
    ],
    [
      'a link on a form product',
      { applyUrlType: 1, applyRedirectUrl: 'https://bank.example.cn' },
      '在线申请（平台申请表）的产品不填写机构申请链接',
    ],
    ['a summary of 101 characters', { summary: '好'.repeat(101) }, '产品简介不能超过100个字符'],
  ];

  it.each(cases)('refuses %s with its message (-1000) and writes nothing', async (_name, overrides, message) => {
    const before = await h.database.db
      .selectFrom('loan_product')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await staffPost(h, '/loan/org/product/create', adminA, orgProductBody(overrides));
    expect(answer).toEqual({ code: -1000, msg: message, data: null });
    const after = await h.database.db
      .selectFrom('loan_product')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a second product of the same name in the institution, not in another', async () => {
    await createOk(adminA, { productName: '同名测试贷' });
    expect(
      await staffPost(h, '/loan/org/product/create', adminA, orgProductBody({ productName: '同名测试贷' })),
    ).toEqual({
      code: -1000,
      msg: '本机构已有同名产品，请换一个名称',
      data: null,
    });
    await createOk(adminB, { productName: '同名测试贷' });
  });

  it('refuses an update without an id and a body that is not an object, never a 500', async () => {
    expect(await staffPost(h, '/loan/org/product/update', adminA, orgProductBody())).toMatchObject({
      code: -1000,
      msg: '缺少产品ID（id）',
    });
    expect(await staffPost(h, '/loan/org/product/remove', adminA, { id: 'abc' })).toMatchObject({ code: -1000 });
    expect(await staffPost(h, '/loan/org/product/list', adminA, { pageSize: 500 })).toMatchObject({ code: -1000 });
  });
});

describe('pre-credit: one grant', () => {
  it('grants a limit by credit code, which the company’s /getCreditLimit shows at once', async () => {
    const answer = await staffPost<{ id: number; companyName: string; accepted: boolean }>(
      h,
      '/loan/org/precredit/grant',
      adminA,
      {
        uniformCode: companyCode.toLowerCase(),
        amount: 320.5,
        validFrom: '2026-03-01',
        validUntil: '2027-02-28',
        remark: '示范授信',
      },
    );
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ accepted: true, uniformCode: companyCode, amount: 320.5 });
    const shown = await portalPreCredits(company.token, companyCode);
    expect(shown.data).toContainEqual(
      expect.objectContaining({
        amount: 320.5,
        orgId: orgA,
        validUntil: '2027-02-28',
        statusLabel: '生效中',
        remark: '示范授信',
      }),
    );
    // The same limit again is a repeat, refused.
    expect(
      await staffPost(h, '/loan/org/precredit/grant', adminA, {
        uniformCode: companyCode,
        amount: 320.5,
        validFrom: '2026-03-01',
        validUntil: '2027-02-28',
      }),
    ).toMatchObject({ code: -8062, msg: '本机构已为该企业授予过相同额度和有效期的预授信' });
    const list = await staffPost<{ records: { uniformCode: string; amount: number; grantedBy: string }[] }>(
      h,
      '/loan/org/precredit/list',
      adminA,
    );
    expect(list.data.records).toContainEqual(expect.objectContaining({ uniformCode: companyCode, amount: 320.5 }));
    const listB = await staffPost<{ records: { uniformCode: string }[] }>(h, '/loan/org/precredit/list', adminB);
    expect(listB.data.records.some((record) => record.uniformCode === companyCode)).toBe(false);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no code', { uniformCode: '' }, '请填写统一社会信用代码'],
    ['a wrong check character', { uniformCode: 'WRONG' }, '统一社会信用代码格式或校验位不正确'],
    ['17 characters', { uniformCode: '91440101MA0000001' }, '统一社会信用代码格式或校验位不正确'],
    ['no amount', { amount: '' }, '请填写预授信额度（万元）'],
    ['a zero amount', { amount: 0 }, '预授信额度须为大于0且不超过10000的数字（万元，最多2位小数）'],
    ['an amount over the cap', { amount: 10_000.01 }, '预授信额度须为大于0且不超过10000的数字（万元，最多2位小数）'],
    ['an amount in text', { amount: '十万' }, '预授信额度须为大于0且不超过10000的数字（万元，最多2位小数）'],
    ['no end day', { validUntil: '' }, '请填写到期日期'],
    ['an impossible day', { validUntil: '2026-02-30' }, '到期日期须为有效日期（YYYY-MM-DD）'],
    ['an end before the start', { validFrom: '2026-06-01', validUntil: '2026-05-01' }, '到期日期不能早于生效日期'],
    ['an end in the past', { validFrom: '2025-01-01', validUntil: '2026-01-01' }, '到期日期不能早于今天'],
    ['four years', { validFrom: '2026-03-02', validUntil: '2030-03-02' }, '有效期不能超过3年'],
    ['a long remark', { remark: '备'.repeat(201) }, '备注不能超过200个字符'],
  ];

  it.each(bad)('refuses %s (-1000) and writes nothing', async (_name, overrides, message) => {
    const before = await preCreditCount();
    const fields = { uniformCode: otherCode, amount: 50, validUntil: '2026-12-31', ...overrides };
    if (fields.uniformCode === 'WRONG') fields.uniformCode = wrongCheck(otherCode);
    expect(await staffPost(h, '/loan/org/precredit/grant', adminA, fields)).toEqual({
      code: -1000,
      msg: message,
      data: null,
    });
    expect(await preCreditCount()).toBe(before);
  });

  it('refuses a right code of no company on the platform, and a product not the institution’s (-8062)', async () => {
    expect(
      await staffPost(h, '/loan/org/precredit/grant', adminA, {
        uniformCode: codeOfNoCompany(1),
        amount: 50,
        validUntil: '2026-12-31',
      }),
    ).toEqual({ code: -8062, msg: '该企业尚未在平台注册，不能授予预授信', data: null });
    const ofB = await createOk(adminB);
    expect(
      await staffPost(h, '/loan/org/precredit/grant', adminA, {
        uniformCode: otherCode,
        amount: 50,
        validUntil: '2026-12-31',
        productId: ofB.id,
      }),
    ).toEqual({ code: -8062, msg: '所选产品不是本机构在架的产品', data: null });
  });
});

describe('pre-credit: CSV import, all or nothing', () => {
  interface ImportAnswer {
    imported: boolean;
    acceptedCount: number;
    refusedCount: number;
    rows: { line: number; uniformCode: string; accepted: boolean; reason: string | null; id: number | null }[];
  }

  it('with one bad row writes nothing and answers every row with its result', async () => {
    const before = await preCreditCount();
    const csv = [
      '统一社会信用代码,额度（万元）,生效日期,到期日期,备注',
      `${companyCode},100,2026-03-02,2026-09-30,第一批`,
      `${wrongCheck(otherCode)},50,,2026-09-30`,
      `${codeOfNoCompany(2)},50,,2026-09-30`,
      `${otherCode},abc,,2026-09-30`,
      `${companyCode},80,,2026-10-31`,
      `${otherCode},60`,
    ].join('\r\n');
    const answer = await staffPost<ImportAnswer>(h, '/loan/org/precredit/import', adminA, { csv: `\uFEFF${csv}` });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ imported: false, acceptedCount: 1, refusedCount: 5 });
    expect(answer.data.rows.map((row) => [row.line, row.accepted, row.reason])).toEqual([
      [2, true, null],
      [3, false, '统一社会信用代码格式或校验位不正确'],
      [4, false, '该企业尚未在平台注册，不能授予预授信'],
      [5, false, '预授信额度须为大于0且不超过10000的数字（万元，最多2位小数）'],
      [6, false, '与第2行的企业重复'],
      [7, false, '列数不对：每行须为 统一社会信用代码,额度（万元）,生效日期,到期日期[,备注]'],
    ]);
    expect(answer.data.rows.every((row) => row.id === null)).toBe(true);
    expect(await preCreditCount()).toBe(before);
  });

  it('with every row right writes them all, and each company sees its own', async () => {
    const before = await preCreditCount();
    const csv = `${companyCode},"1,000",2026/3/2,2026/12/31,"备注，含逗号"\n${otherCode.toLowerCase()}\t66.6\t\t2027-01-31`;
    const answer = await staffPost<ImportAnswer>(h, '/loan/org/precredit/import', adminA, { csv });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ imported: false, refusedCount: 1 });
    expect(answer.data.rows[0]?.reason).toBe('预授信额度须为大于0且不超过10000的数字（万元，最多2位小数）');
    const fixed = `${companyCode},1000,2026/3/2,2026/12/31,"备注，含逗号"\n${otherCode.toLowerCase()}\t66.6\t\t2027-01-31`;
    const second = await staffPost<ImportAnswer>(h, '/loan/org/precredit/import', adminA, { csv: fixed });
    expect(second.data).toMatchObject({ imported: true, acceptedCount: 2, refusedCount: 0 });
    expect(second.data.rows.every((row) => typeof row.id === 'number')).toBe(true);
    expect(await preCreditCount()).toBe(before + 2);
    expect((await portalPreCredits(company.token, companyCode)).data).toContainEqual(
      expect.objectContaining({ amount: 1000, validUntil: '2026-12-31', remark: '备注，含逗号' }),
    );
    expect((await portalPreCredits(otherCompany.token, otherCode)).data).toContainEqual(
      expect.objectContaining({ amount: 66.6, validUntil: '2027-01-31' }),
    );
    // The same file again: every row is a repeat, nothing is written twice.
    const again = await staffPost<ImportAnswer>(h, '/loan/org/precredit/import', adminA, { csv: fixed });
    expect(again.data).toMatchObject({ imported: false, acceptedCount: 0, refusedCount: 2 });
    expect(await preCreditCount()).toBe(before + 2);
  });

  it('refuses an empty text, an unclosed quote, and too many rows', async () => {
    expect(await staffPost(h, '/loan/org/precredit/import', adminA, { csv: '  ' })).toEqual({
      code: -1000,
      msg: '导入内容为空，请粘贴或上传 CSV',
      data: null,
    });
    expect(await staffPost(h, '/loan/org/precredit/import', adminA, { csv: '统一社会信用代码,额度\n' })).toMatchObject({
      code: -1000,
      msg: '导入内容为空，请粘贴或上传 CSV',
    });
    const quote = await staffPost<ImportAnswer>(h, '/loan/org/precredit/import', adminA, {
      csv: `${companyCode},"10,2026-03-02,2026-09-30`,
    });
    expect(quote.data.rows[0]).toMatchObject({ accepted: false, reason: '引号不成对' });
    const many = Array.from({ length: 501 }, () => `${companyCode},1,,2026-09-30`).join('\n');
    expect(await staffPost(h, '/loan/org/precredit/import', adminA, { csv: many })).toEqual({
      code: -1000,
      msg: '一次最多导入500行',
      data: null,
    });
    expect(await staffPost(h, '/loan/org/precredit/import', adminA, { csv: 12 })).toMatchObject({ code: -1000 });
  });
});
