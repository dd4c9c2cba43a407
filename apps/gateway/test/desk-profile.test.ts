import type { CompanyProfileRecord, GovDataRecord } from '@sme/contract/routes/desk-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGovDataService } from '#outside/govdata/create-gov-data-service.ts';
import type { GovDataService } from '#outside/govdata/gov-data-service.ts';
import { readGovDataSettings } from '#outside/govdata/govdata-settings.ts';
import { HttpGovDataService } from '#outside/govdata/http-gov-data-service.ts';
import type { RunningStandIns } from '../../../stand-ins/src/stand-ins.ts';
import { type AccountsHarness, startAccounts } from './accounts-support.ts';
import { applyOk, type Company, call, certifiedCompany, offeredProductIds } from './applications-support.ts';
import { type Envelope, staffLogin, staffLoginAt, staffPost } from './staff-support.ts';
import { startVendorStandIns } from './vendor-stand-ins.ts';

/** The decision desk's company profile and government data pack (docs/gateway-api.md, "Decision desk: company profile"). */

let standIns: RunningStandIns;
let h: AccountsHarness;
let fetches = 0;
let company: Company;
let productId: number;
let productName: string;
let orgA: number;
let staffA: string;
let staffB: string;
let operator: string;

/** The stand-in's service through the gateway's own client, counting what reaches the service. */
function countingService(url: string, token: string): GovDataService {
  const http = new HttpGovDataService({ url, token });
  return {
    configured: true,
    fetchPack: (code) => {
      fetches += 1;
      return http.fetchPack(code);
    },
  };
}

beforeAll(async () => {
  standIns = await startVendorStandIns();
  h = await startAccounts({
    settings: { rateLimitFactor: 100 },
    govData: countingService(standIns.govData.url, standIns.govData.token),
  });
  company = await certifiedCompany(h);
  const products = await h.database.db
    .selectFrom('loan_product')
    .select(['id', 'org_id', 'product_name'])
    .where('id', 'in', await offeredProductIds(h))
    .orderBy('id')
    .execute();
  const product = products[0] as (typeof products)[number];
  ({ id: productId, org_id: orgA, product_name: productName } = product);
  const orgB = (products.find((row) => row.org_id !== orgA) as { org_id: number }).org_id;
  staffA = await staffLoginAt(h, orgA, 'org_staff');
  staffB = await staffLoginAt(h, orgB, 'org_staff');
  operator = await staffLogin(h, 'operator');
});
afterAll(async () => {
  await h.close();
  await standIns.close();
});

const profile = (token: string, id: number) =>
  staffPost<CompanyProfileRecord>(h, '/loan/org/company/profile', token, { id });
const govData = (token: string, id: number, refresh?: boolean) =>
  staffPost<GovDataRecord>(h, '/loan/org/company/govdata', token, refresh === undefined ? { id } : { id, refresh });

async function accessPurposes(companyId: number): Promise<string[]> {
  const rows = await h.database.db
    .selectFrom('data_access_log')
    .select('purpose')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.purpose);
}

describe('company profile', () => {
  it('shows the institution the company with the legal representative masked until it accepts, each read in the ledger', async () => {
    const id = await applyOk(h, company, productId);
    const before = await accessPurposes(company.companyId);
    const masked = await profile(staffA, id);
    expect(masked.code, masked.msg).toBe(0);
    expect(masked.data).toMatchObject({
      applicationId: id,
      legalPerson: '王*国',
      legalPersonMasked: true,
      certification: { certified: true },
      history: [{ id, source: 1, productName, loanStatus: 1, applyAmount: 120.5 }],
      creditSummary: { title: '平台信用信息摘要', legalPerson: '王*国', applications: { total: 1 } },
    });
    expect(await accessPurposes(company.companyId)).toEqual([...before, `查阅企业概况（融资申请「${productName}」）`]);

    const opened = await staffPost<{ managers: { id: number }[] }>(h, `/loan/org/detail?id=${id}`, staffA);
    const accepted = await staffPost(h, '/loan/org/transition', staffA, {
      id,
      toStatus: 4,
      managerId: opened.data.managers[0]?.id,
      remark: '资料齐全，予以受理',
    });
    expect(accepted.code, accepted.msg).toBe(0);
    const whole = await profile(staffA, id);
    expect(whole.data).toMatchObject({ legalPerson: '王建国', legalPersonMasked: false });
  });

  // Issue 20, slice desk-rest.
  it('records the registry’s 注册资本 (万元) and 行业, none for an individual business; none for a company not in it', async () => {
    const id = await applyOk(h, company, productId);
    const answer = await profile(staffA, id);
    expect(answer.code, answer.msg).toBe(0);
    // The test company is not in the registry: neither figure is recorded.
    expect(answer.data.registry).toBeNull();
    expect(answer.data).toMatchObject({ registeredCapital: null, industry: null });
    const entry = await h.database.db
      .selectFrom('company_registry')
      .select(['registered_capital_wan', 'industry'])
      .where('entity_type', '!=', '个体工商户')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(entry.industry).toMatch(/业$/);
    expect(Number(entry.registered_capital_wan) % 50).toBe(0);
    const individual = await h.database.db
      .selectFrom('company_registry')
      .select(['registered_capital_wan', 'industry'])
      .where('entity_type', '=', '个体工商户')
      .executeTakeFirstOrThrow();
    expect(individual.registered_capital_wan).toBeNull();
    const capitals = await h.database.db
      .selectFrom('company_registry')
      .select('registered_capital_wan')
      .where('entity_type', '!=', '个体工商户')
      .limit(50)
      .execute();
    for (const row of capitals) expect(Number(row.registered_capital_wan)).toBeGreaterThanOrEqual(50);
  });

  it('answers another institution exactly as an unknown application, and refuses the operator', async () => {
    const id = await applyOk(h, company, productId);
    const unknown = await profile(staffB, 99_999_999);
    expect(unknown).toEqual({ code: -8001, msg: '申请不存在或无权查看', data: null });
    expect(await profile(staffB, id)).toEqual(unknown);
    expect(await govData(staffB, id)).toEqual(unknown);
    expect((await profile(operator, id)).code).toBe(-8050);
  });
});

describe('government data pack', () => {
  it('fetches once, answers the kept pack with its fetch time, and fetches again on refresh — each a ledger entry', async () => {
    const id = await applyOk(h, company, productId);
    const before = await accessPurposes(company.companyId);
    const start = fetches;
    const first = await govData(staffA, id);
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({ configured: true, message: null, fetchedAt: h.clock.now().toISOString() });
    expect(first.data.pack?.tax.paidByYear).toHaveLength(3);
    expect(first.data.pack?.insuredByMonth).toHaveLength(12);

    h.clock.advance(60_000);
    const kept = await govData(staffA, id);
    expect(kept.data).toEqual(first.data);
    expect(fetches).toBe(start + 1);

    const refreshed = await govData(staffA, id, true);
    expect(refreshed.data.fetchedAt).toBe(h.clock.now().toISOString());
    expect(refreshed.data.pack).toEqual(first.data.pack);
    expect(fetches).toBe(start + 2);

    const subject = `融资申请「${productName}」`;
    expect(await accessPurposes(company.companyId)).toEqual([
      ...before,
      `从省政务数据服务获取企业税务、社保和水电缴费数据（${subject}）`,
      `查阅已获取的企业政务数据（${subject}）`,
      `从省政务数据服务获取企业税务、社保和水电缴费数据（${subject}）`,
    ]);
    const ledger = await call<{ records: { kind: string; detail: string }[] }>(
      h.app,
      '/user/user/v1/auth/ledger',
      company.token,
      {},
    );
    expect(ledger.data.records.filter((row) => row.detail.includes('政务数据'))).toHaveLength(3);
  });

  it('says plainly that there is no service where none is configured (production without GOVDATA_URL)', async () => {
    const settings = readGovDataSettings({}, true);
    expect(settings).toEqual({ configured: false });
    const bare = await startAccounts({ govData: createGovDataService(settings) });
    try {
      const owner = await certifiedCompany(bare);
      const products = await offeredProductIds(bare);
      const id = await applyOk(bare, owner, products[0] as number);
      const org = await bare.database.db
        .selectFrom('loan_application')
        .select('org_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const staff = await staffLoginAt(bare, org.org_id as number, 'org_staff');
      const answer = await staffPost<GovDataRecord>(bare, '/loan/org/company/govdata', staff, { id });
      expect(answer).toEqual({
        code: 0,
        msg: '操作成功',
        data: {
          configured: false,
          message: '本平台未接入省政务数据服务，暂不能获取企业的税务、社保和水电缴费数据',
          fetchedAt: null,
          pack: null,
        },
      });
    } finally {
      await bare.close();
    }
  });
});

describe('after the authorisation ends', () => {
  it('refuses the profile and the data pack', async () => {
    const owner = await certifiedCompany(h);
    const id = await applyOk(h, owner, productId);
    await h.database.db
      .updateTable('data_authorisation')
      .set({ revoked_at: h.clock.now() })
      .where('company_id', '=', owner.companyId)
      .execute();
    const refusal: Envelope<null> = {
      code: -8012,
      msg: '该企业的数据授权已撤销或到期，仅显示申请摘要；不能查阅企业数据或继续办理，只能结束办理',
      data: null,
    };
    expect(await profile(staffA, id)).toEqual(refusal);
    expect(await govData(staffA, id, true)).toEqual(refusal);
  });
});
