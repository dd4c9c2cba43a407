import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_FIXTURE } from '#seed/registry/registry-fixtures.ts';
import { accountsForFile, freshIp, get, register } from './accounts-support.ts';
import { type Company, call } from './applications-support.ts';
import { insertCompany, joinCompany } from './identity-support.ts';

/** Issue 22, slice policies: the session company's match against the policies' conditions (features/policy-match). */

const h = accountsForFile();
let demo: Company;
let shuhe: Company;
const policyIds = new Map<string, number>();

interface Match {
  policyId: number;
  title: string;
  verdict: string;
  conditions: { kind: string; label: string; result: string; note: string | null }[];
}

/** A new account certified for a company of the registry, by a fixture's credit code (inserted when missing). */
async function memberOf(fixture: { name: string; uniformCode: string; legalPerson: string }): Promise<Company> {
  const { token } = await register(h.app, freshIp());
  const existing = await h.database.db
    .selectFrom('company')
    .select('id')
    .where('uniform_code', '=', fixture.uniformCode)
    .executeTakeFirst();
  const id =
    existing?.id ??
    (
      await h.database.db
        .insertInto('company')
        .values({ company_name: fixture.name, uniform_code: fixture.uniformCode, legal_person: fixture.legalPerson })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await joinCompany(h, token, id, { certified: true, identify_status: 6 });
  return { token, companyId: id };
}

async function list(company: Company): Promise<Match[]> {
  const answer = await get(h.app, '/loan/pc/policy/match/list', freshIp(), company.token);
  expect(answer.body.code).toBe(0);
  return answer.body.data.records;
}

async function detail(company: Company, title: string): Promise<Match | null> {
  const answer = await call<{ match: Match | null }>(h.app, '/loan/pc/policy/match/detail', company.token, {
    policyId: policyIds.get(title),
  });
  expect(answer.code).toBe(0);
  return answer.data.match;
}

const byTitle = (records: Match[], title: string) => records.find((record) => record.title === title);

const HIGH_TECH = '粤秀示范区高新技术企业培育和认定奖励措施';
const RELIEF = '粤秀示范区小微企业和个体工商户纾困帮扶措施';
const TIME_HONOURED = '关于开展2026年度老字号和特色商业街区扶持资金申报的通知';
const DIGITAL = '粤秀示范区支持中小企业数字化转型若干措施';
const FIRST_LOAN = '粤秀示范区小微企业首贷续贷服务中心运行管理办法';

beforeAll(async () => {
  [demo, shuhe] = await Promise.all([memberOf(REGISTRY_FIXTURE.demoCertified), memberOf(REGISTRY_FIXTURE.distinctive)]);
  const policies = await h.database.db.selectFrom('enterprise_policy').select(['id', 'title']).execute();
  for (const policy of policies) policyIds.set(policy.title, policy.id);
});

describe('可申报政策 of the demo company', () => {
  it('lists the policies it meets with each condition met, the near misses with the one it does not', async () => {
    const records = await list(demo);
    expect(byTitle(records, HIGH_TECH)).toMatchObject({
      verdict: 'eligible',
      conditions: [
        { kind: 'district', label: '注册地在天河区或越秀区', result: 'met', note: null },
        { kind: 'enterpriseType', label: '企业（不含个体工商户）', result: 'met' },
        { kind: 'yearsFounded', label: '成立满3年', result: 'met' },
      ],
    });
    expect(byTitle(records, RELIEF)).toMatchObject({
      verdict: 'ineligible',
      conditions: [
        { kind: 'size', result: 'unknown', note: '待核实：请先填写一键测额问卷' },
        { kind: 'yearsFounded', label: '成立不满5年', result: 'unmet', note: '贵企业成立9年' },
      ],
    });
    // Two conditions unmet (越秀区, 成立满15年): not a near miss.
    expect(byTitle(records, TIME_HONOURED)).toBeUndefined();
    expect(records.map((record) => record.verdict)).toEqual(
      [...records.map((record) => record.verdict)].sort(
        (a, b) =>
          ['eligible', 'unverified', 'ineligible'].indexOf(a) - ['eligible', 'unverified', 'ineligible'].indexOf(b),
      ),
    );
  });

  it('reads what the questionnaire declared: size and first loan move from 待核实 to met', async () => {
    expect(await detail(demo, DIGITAL)).toMatchObject({ verdict: 'unverified' });
    const submitted = await call(h.app, '/loan/product/pc/questionnaire/submit', demo.token, {
      revenueBand: 3,
      taxRating: 'A',
      employeesBand: 2,
      yearsBand: 5,
      existingLoansBand: 0,
      collateral: 0,
    });
    expect(submitted.code).toBe(0);
    expect(await detail(demo, DIGITAL)).toMatchObject({
      verdict: 'eligible',
      conditions: [
        { kind: 'district', result: 'met' },
        { kind: 'size', label: '小型或中型企业', result: 'met' },
      ],
    });
    expect(await detail(demo, FIRST_LOAN)).toMatchObject({
      verdict: 'eligible',
      conditions: [
        { kind: 'size', result: 'met' },
        { kind: 'firstLoan', result: 'met' },
      ],
    });
  });

  it('answers one policy with every condition, those not met with the reason', async () => {
    expect(await detail(demo, TIME_HONOURED)).toMatchObject({
      verdict: 'ineligible',
      conditions: [
        { kind: 'district', label: '注册地在越秀区', result: 'unmet', note: '贵企业注册地在天河区' },
        { kind: 'yearsFounded', label: '成立满15年', result: 'unmet', note: '贵企业成立9年' },
      ],
    });
  });

  it('answers null for a policy without conditions and -9101 for an unknown one', async () => {
    const withConditions = new Set(
      (await h.database.db.selectFrom('policy_condition').select('policy_id').execute()).map((row) => row.policy_id),
    );
    const plain = [...policyIds.values()].find((id) => !withConditions.has(id));
    const answer = await call(h.app, '/loan/pc/policy/match/detail', demo.token, { policyId: plain });
    expect(answer).toMatchObject({ code: 0, data: { match: null } });
    const unknown = await call(h.app, '/loan/pc/policy/match/detail', demo.token, { policyId: 999_999 });
    expect(unknown).toMatchObject({ code: -9101, msg: '该政策不存在或已下线' });
  });
});

describe('another company', () => {
  it('gets its own match, from its own registry facts', async () => {
    expect(await detail(shuhe, TIME_HONOURED)).toMatchObject({
      verdict: 'ineligible',
      conditions: [
        { kind: 'district', result: 'met' },
        { kind: 'yearsFounded', result: 'unmet', note: '贵企业成立7年' },
      ],
    });
    // Its questionnaire is not the demo company's: size is still 待核实.
    expect(await detail(shuhe, DIGITAL)).toMatchObject({
      verdict: 'ineligible',
      conditions: [
        { kind: 'district', result: 'unmet', note: '贵企业注册地在越秀区' },
        { kind: 'size', result: 'unknown' },
      ],
    });
  });

  it('a company the registry does not know is 待核实 on every registry fact, never 符合', async () => {
    const { token } = await register(h.app, freshIp());
    const company = await insertCompany(h.database);
    await joinCompany(h, token, company.id, { certified: true, identify_status: 6 });
    expect(await detail({ token, companyId: company.id }, HIGH_TECH)).toMatchObject({
      verdict: 'unverified',
      conditions: [{ result: 'unknown' }, { result: 'unknown' }, { result: 'unknown' }],
    });
  });
});

describe('who may ask', () => {
  it('refuses a visitor (-1403) and an uncertified member (-5004)', async () => {
    expect((await get(h.app, '/loan/pc/policy/match/list', freshIp())).body.code).toBe(-1403);
    expect(
      await call(h.app, '/loan/pc/policy/match/detail', undefined, { policyId: policyIds.get(HIGH_TECH) }),
    ).toMatchObject({ code: -1403 });
    const { token } = await register(h.app, freshIp());
    const company = await insertCompany(h.database);
    await joinCompany(h, token, company.id, { certified: false, identify_status: 0 });
    expect((await get(h.app, '/loan/pc/policy/match/list', freshIp(), token)).body.code).toBe(-5004);
  });

  it('refuses a malformed policy id', async () => {
    expect(await call(h.app, '/loan/pc/policy/match/detail', demo.token, { policyId: 'x' })).toMatchObject({
      code: -1000,
    });
  });
});
