import { beforeAll, describe, expect, it } from 'vitest';
import { insertPreCredit } from '#features/estimates/stores/pre-credit-store.ts';
import { REGISTRY_FIXTURE } from '#seed/registry/registry-fixtures.ts';
import { accountsForFile, freshIp, get, HOUR, register } from './accounts-support.ts';
import { type Company, call, certifiedCompany, newKey, publishOk } from './applications-support.ts';
import { joinCompany } from './identity-support.ts';

/** The one-click estimate, pre-credit limits, the credit summary and equity requests (features/estimates). */

const h = accountsForFile();
let certified: Company;
let other: Company;
beforeAll(async () => {
  [certified, other] = await Promise.all([certifiedCompany(h), certifiedCompany(h)]);
});

const answers = {
  revenueBand: 3,
  taxRating: 'A',
  employeesBand: 2,
  yearsBand: 3,
  existingLoansBand: 0,
  collateral: 1,
};

interface Estimate {
  lowAmount: number;
  highAmount: number;
  disclaimer: string;
  factors: { key: string; label: string; value: string; source: string; effect: string }[];
}

/** A new account acting for a company of the registry (by a fixture's credit code), certified. */
async function registryCompany(fixture: { name: string; uniformCode: string; legalPerson: string }): Promise<Company> {
  const { token } = await register(h.app, freshIp());
  const row = await h.database.db
    .insertInto('company')
    .values({ company_name: fixture.name, uniform_code: fixture.uniformCode, legal_person: fixture.legalPerson })
    .returning('id')
    .executeTakeFirstOrThrow();
  await joinCompany(h, token, row.id, { certified: true, identify_status: 6 });
  return { token, companyId: row.id };
}

describe('the questionnaire', () => {
  it('answers the questions with no answers before the first submit, and needs a session', async () => {
    const detail = await call<{ answers: unknown; questions: { key: string; options: unknown[] }[] }>(
      h.app,
      '/loan/product/pc/questionnaire/detail',
      other.token,
    );
    expect(detail.code).toBe(0);
    expect(detail.data.answers).toBeNull();
    expect(detail.data.questions.map((question) => question.key)).toEqual(Object.keys(answers));
    const anonymous = await call(h.app, '/loan/product/pc/questionnaire/detail');
    expect(anonymous.code).toBe(-1403);
  });

  it('refuses a missing or invalid answer with a clear message and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...answers, revenueBand: undefined }, '请选择上年度营业收入'],
      [{ ...answers, revenueBand: 7 }, '上年度营业收入不能大于6'],
      [{ ...answers, taxRating: 'E' }, '纳税信用等级须为A、B、M、C、D之一'],
      [{ ...answers, taxRating: '' }, '请选择纳税信用等级'],
      [{ ...answers, employeesBand: 'many' }, '员工人数必须是整数'],
      [{ ...answers, collateral: 2.5 }, '可提供的抵质押物必须是整数'],
    ];
    for (const [body, message] of cases) {
      expect(await call(h.app, '/loan/product/pc/questionnaire/submit', other.token, body)).toMatchObject({
        code: -1000,
        msg: message,
      });
    }
    const stored = await h.database.db
      .selectFrom('quota_questionnaire')
      .select('company_id')
      .where('company_id', '=', other.companyId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps the latest answers of the company', async () => {
    const first = await call(h.app, '/loan/product/pc/questionnaire/submit', certified.token, {
      ...answers,
      taxRating: 'b',
    });
    expect(first).toMatchObject({ code: 0, data: { answers: { ...answers, taxRating: 'B' } } });
    await call(h.app, '/loan/product/pc/questionnaire/submit', certified.token, answers);
    const detail = await call(h.app, '/loan/product/pc/questionnaire/detail', certified.token);
    expect(detail).toMatchObject({ code: 0, data: { answers } });
  });
});

describe('POST /loan/pc/yc/quota', () => {
  it('asks for the questionnaire first', async () => {
    const fresh = await certifiedCompany(h);
    expect(await call(h.app, '/loan/pc/yc/quota', fresh.token)).toMatchObject({
      code: -8020,
      msg: '请先填写一键测额问卷',
    });
  });

  it('answers the range, the factors and the disclaimer, and keeps it as the latest estimate', async () => {
    const answer = await call<Estimate>(h.app, '/loan/pc/yc/quota', certified.token);
    expect(answer.code, answer.msg).toBe(0);
    // Not in the registry: 112.5 (base) × 1.5 (A) × 1.4 (property) × 0.9 (unknown entity) = 212.625 → [148, 277].
    expect(answer.data).toMatchObject({ lowAmount: 148, highAmount: 277 });
    expect(answer.data.disclaimer).toContain('本测算结果仅供参考，不构成任何机构的授信承诺');
    expect(answer.data.factors.find((factor) => factor.key === 'taxRating')).toMatchObject({
      label: '纳税信用等级',
      value: 'A级',
      effect: '×1.50（上调）',
    });
    const latest = await (await get(h.app, '/loan/pc/yc/quota/latest', freshIp(), certified.token)).body;
    expect(latest).toMatchObject({ code: 0, data: { lowAmount: 148, highAmount: 277 } });
  });

  it('uses the registry facts of a company the registry knows', async () => {
    const known = await registryCompany(REGISTRY_FIXTURE.distinctive);
    await call(h.app, '/loan/product/pc/questionnaire/submit', known.token, { ...answers, yearsBand: 1 });
    const answer = await call<Estimate>(h.app, '/loan/pc/yc/quota', known.token);
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.factors.find((factor) => factor.key === 'yearsBand')).toMatchObject({
      source: 'registry',
      value: `成立于${REGISTRY_FIXTURE.distinctive.establishedOn}（7年）`,
    });
    expect(answer.data.factors.find((factor) => factor.key === 'entityType')).toMatchObject({
      source: 'registry',
      value: '有限责任公司',
    });
  });

  it('refuses a company the registry lists as revoked', async () => {
    const revoked = await registryCompany(REGISTRY_FIXTURE.revoked);
    await call(h.app, '/loan/product/pc/questionnaire/submit', revoked.token, answers);
    expect(await call(h.app, '/loan/pc/yc/quota', revoked.token)).toMatchObject({
      code: -8022,
      msg: '企业登记状态为吊销，无法测算额度',
    });
  });

  it('allows 20 estimates a company an hour, then -1029 until the hour has passed', async () => {
    const busy = await certifiedCompany(h);
    await call(h.app, '/loan/product/pc/questionnaire/submit', busy.token, answers);
    for (let i = 0; i < 20; i += 1) expect((await call(h.app, '/loan/pc/yc/quota', busy.token)).code).toBe(0);
    expect(await call(h.app, '/loan/pc/yc/quota', busy.token)).toMatchObject({
      code: -1029,
      msg: '测算过于频繁，请稍后再试',
    });
    h.clock.advance(HOUR);
    expect((await call(h.app, '/loan/pc/yc/quota', busy.token)).code).toBe(0);
  });
});

describe('POST /loan/pc/yc/quota/products', () => {
  it('lists offered products whose amount range overlaps the latest estimate', async () => {
    const answer = await call<{
      estimate: { lowAmount: number; highAmount: number };
      products: { records: { minAmount: number | null; maxAmount: number | null }[]; total: number };
    }>(h.app, '/loan/pc/yc/quota/products', certified.token, { pageSize: 50 });
    expect(answer.code, answer.msg).toBe(0);
    const { lowAmount, highAmount } = answer.data.estimate;
    expect(answer.data.products.total).toBeGreaterThan(0);
    for (const product of answer.data.products.records) {
      expect(product.maxAmount === null || product.maxAmount >= lowAmount).toBe(true);
      expect(product.minAmount === null || product.minAmount <= highAmount).toBe(true);
    }
    const offered = await h.database.db
      .selectFrom('loan_product as p')
      .innerJoin('financial_org as o', 'o.id', 'p.org_id')
      .select(['p.min_amount', 'p.max_amount'])
      .where('p.on_shelf', '=', true)
      .where('o.if_normal', '=', true)
      .execute();
    const overlapping = offered.filter(
      (row) =>
        (row.max_amount === null || Number(row.max_amount) >= lowAmount) &&
        (row.min_amount === null || Number(row.min_amount) <= highAmount),
    );
    expect(answer.data.products.total).toBe(overlapping.length);
  });

  it('asks for an estimate first', async () => {
    expect(await call(h.app, '/loan/pc/yc/quota/products', other.token)).toMatchObject({
      code: -8021,
      msg: '请先完成一键测额',
    });
  });
});

describe('pre-credit limits', () => {
  const uniformCodeOf = async (companyId: number) =>
    (
      await h.database.db
        .selectFrom('company')
        .select('uniform_code')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).uniform_code;
  const exist = async (token: string, uniformCode: string) =>
    (await get(h.app, `/loan/pc/ent/grant/credit/portal/precredit/exist?uniformCode=${uniformCode}`, freshIp(), token))
      .body;
  const list = async (token: string, uniformCode: string) =>
    (await get(h.app, `/loan/pc/ent/grant/credit/portal/precredit?uniformCode=${uniformCode}`, freshIp(), token)).body;

  let code: string;
  beforeAll(async () => {
    code = await uniformCodeOf(certified.companyId);
    const org = await h.database.db
      .selectFrom('financial_org')
      .select('id')
      .where('org_type', '=', 1)
      .executeTakeFirstOrThrow();
    const grant = { companyId: certified.companyId, orgId: org.id, productId: null, remark: null, grantedBy: null };
    // The test clock stands at 2026-03-02 (Beijing).
    await insertPreCredit(
      h.database.db,
      { ...grant, amount: 200, validFrom: '2026-01-01', validUntil: '2026-12-31' },
      h.clock.now(),
    );
    await insertPreCredit(
      h.database.db,
      { ...grant, amount: 80.5, validFrom: '2025-01-01', validUntil: '2025-12-31' },
      h.clock.now(),
    );
  });

  it('answers the company its own limits with their status, and whether one is in force', async () => {
    expect(await exist(certified.token, code)).toEqual({ code: 0, msg: expect.any(String), data: true });
    const answer = await list(certified.token, code);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject([
      { amount: 200, validFrom: '2026-01-01', validUntil: '2026-12-31', status: 1, statusLabel: '生效中' },
      { amount: 80.5, validUntil: '2025-12-31', status: 4, statusLabel: '已过期' },
    ]);
    expect(answer.data[0].orgName).toEqual(expect.any(String));
  });

  it("answers another company's credit code exactly as a company without limits (no one reads another's)", async () => {
    expect((await exist(other.token, code)).data).toBe(false);
    expect((await list(other.token, code)).data).toEqual([]);
    const ownCode = await uniformCodeOf(other.companyId);
    expect((await exist(other.token, ownCode)).data).toBe(false);
    expect((await list(other.token, ownCode)).data).toEqual([]);
  });

  it('needs a certified company and a well-formed credit code', async () => {
    const { token } = await register(h.app, freshIp());
    expect((await exist(token, code)).code).toBe(-5004);
    expect((await list(token, code)).code).toBe(-5004);
    expect(await exist(certified.token, 'not-a-code')).toMatchObject({
      code: -1000,
      msg: '统一社会信用代码格式不正确',
    });
    expect((await list(certified.token, '')).msg).toBe('请提供统一社会信用代码');
  });

  it('seeds two limits for the demo company (demo only)', async () => {
    const rows = await h.database.db
      .selectFrom('pre_credit as c')
      .innerJoin('company as co', 'co.id', 'c.company_id')
      .select(['c.amount', 'c.status'])
      .where('co.uniform_code', '=', REGISTRY_FIXTURE.demoCertified.uniformCode)
      .execute();
    expect(rows).toHaveLength(2);
  });
});

describe('POST /zzzttt/credit/report/result', () => {
  it("summarises the platform's own record of the company, labelled as not a bureau report", async () => {
    await publishOk(h, certified);
    const granted = await call(h.app, '/__dev/authorisation/grant', certified.token, {});
    expect(granted.code, granted.msg).toBe(0);
    const answer = await call<Record<string, unknown>>(h.app, '/zzzttt/credit/report/result', certified.token);
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({
      title: '平台信用信息摘要',
      registry: null,
      applications: { total: 0, byStatus: [] },
      needs: { total: 1, byStatus: [{ loanStatus: 1, count: 1 }] },
      preCredit: { inForceCount: 1, inForceAmount: 200 },
      authorisation: { inForce: true },
    });
    expect(answer.data.notice).toContain('不是征信机构出具的信用报告');
  });

  it('needs a certified company', async () => {
    const { token } = await register(h.app, freshIp());
    expect((await call(h.app, '/zzzttt/credit/report/result', token)).code).toBe(-5004);
  });
});

describe('POST /loan/pc/equity/apply', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    amount: 500,
    sharePercent: 10,
    useOfFunds: '扩建研发中心',
    companyStage: 3,
    contactName: '王五',
    contactMobile: '13912345678',
    remark: '希望年内完成',
    idempotencyKey: newKey(),
    ...overrides,
  });

  it('stores the request once for a repeated key, even for two parallel calls', async () => {
    const request = body();
    const [first, second] = await Promise.all([
      call<{ id: number; status: number }>(h.app, '/loan/pc/equity/apply', certified.token, request),
      call<{ id: number; status: number }>(h.app, '/loan/pc/equity/apply', certified.token, request),
    ]);
    expect(first).toMatchObject({ code: 0, data: { status: 1 } });
    expect(second.data.id).toBe(first.data.id);
    const rows = await h.database.db
      .selectFrom('equity_application')
      .selectAll()
      .where('idempotency_key', '=', request.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company_id: certified.companyId, company_stage: 3, use_of_funds: '扩建研发中心' });
    expect(Number(rows[0]?.share_percent)).toBe(10);
  });

  it('names a venture-capital investor only', async () => {
    const investors = await h.database.db
      .selectFrom('financial_org')
      .select(['id', 'org_type'])
      .where('if_normal', '=', true)
      .execute();
    const vc = investors.find((org) => org.org_type === 7);
    const bank = investors.find((org) => org.org_type === 1);
    expect(vc).toBeDefined();
    expect((await call(h.app, '/loan/pc/equity/apply', certified.token, body({ orgId: vc?.id }))).code).toBe(0);
    expect(await call(h.app, '/loan/pc/equity/apply', certified.token, body({ orgId: bank?.id }))).toMatchObject({
      code: -1404,
      msg: '该投资机构不存在或已停用',
    });
  });

  it('refuses bad input with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, '融资金额须大于0且不超过1000000万元'],
      [{ amount: 1.234 }, '融资金额必须为数字，且最多保留2位小数'],
      [{ sharePercent: 120 }, '出让股权比例不能大于100'],
      [{ useOfFunds: '  ' }, '请填写资金用途'],
      [{ companyStage: 9 }, '企业发展阶段不能大于5'],
      [{ contactMobile: '12345' }, '联系人手机号格式不正确'],
      [{ idempotencyKey: 'x' }, '缺少或无效的提交标识（8-64位字母、数字、-或_）'],
    ];
    for (const [overrides, message] of cases) {
      expect(await call(h.app, '/loan/pc/equity/apply', certified.token, body(overrides))).toMatchObject({
        code: -1000,
        msg: message,
      });
    }
  });

  it('refuses an uncertified company', async () => {
    const { token } = await register(h.app, freshIp());
    expect((await call(h.app, '/loan/pc/equity/apply', token, body())).code).toBe(-5004);
  });
});
