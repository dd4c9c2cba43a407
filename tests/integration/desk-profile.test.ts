import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpGovDataService } from '../../apps/gateway/src/outside/govdata/http-gov-data-service.ts';
import { REGISTRY_FIXTURE } from '../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import type { RunningStandIns } from '../../stand-ins/src/stand-ins.ts';
import {
  type AccountsPlatform,
  type Browser,
  data,
  freshIp,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { productIdNamed } from './support/seeded-rows.ts';
import { type StaffBrowser, staffData, staffFailure, staffSignIn } from './support/staff-platform.ts';
import { startTestStandIns } from './support/stand-ins.ts';

/** The decision desk's company profile and government data pack through graph and gateway (schema/workbench-profile.graphql). */

const PROFILE = `query($id: ID!) { orgCompanyProfile(applicationId: $id) { applicationId companyName uniformCode
  legalPerson legalPersonMasked registeredCapital industry
  registry { registrationNumber entityType individualBusiness status establishedOn district street }
  certified certifiedAt preCredits { id amount status } creditSummary { title legalPerson applications { total } }
  history { id source productName applyAmount loanStatus createTime } authorisationUntil readAt } }`;
const PACK = `configured message fetchedAt pack { taxCreditRating taxesByYear { year amount }
  insuredByMonth { month employees } utilities { month kind amount paidOnTime } }`;
const GOV_DATA = `query($id: ID!) { orgCompanyGovData(applicationId: $id) { ${PACK} } }`;
const REFRESH = `mutation($id: ID!) { refreshOrgCompanyGovData(applicationId: $id) { ${PACK} } }`;
const LEDGER = `query { dataAuthorisationLedger(page: { pageSize: 20 }) { records { kind orgName detail } } }`;

interface GovDataAnswer {
  configured: boolean;
  message: string | null;
  fetchedAt: string | null;
  pack: { taxesByYear: unknown[]; insuredByMonth: unknown[]; utilities: unknown[] } | null;
}

let standIns: RunningStandIns;
let platform: AccountsPlatform;
let owner: Browser;
let applicationId: string;
const staff: Record<string, StaffBrowser> = {};

beforeAll(async () => {
  standIns = await startTestStandIns();
  platform = await startAccountsPlatform({ govData: new HttpGovDataService(standIns.govData) });
  platform.clock.advance(Date.now() - platform.clock.now().getTime());
  owner = await signInDemoOwner(platform, SMART_MAKING);
  const productId = await productIdNamed(platform);
  applicationId = await applyForProduct(platform, owner, productId, { applyAmount: 200 });
  for (const username of ['org01-staff', 'org02-staff', 'operator']) {
    staff[username] = { ip: freshIp() };
    await staffSignIn(platform, staff[username] as StaffBrowser, username);
  }
});
afterAll(async () => {
  await platform?.close();
  await standIns?.close();
});

describe('the company profile on the decision desk', () => {
  it('shows the handling institution the registry and platform facts, the legal representative masked', async () => {
    const { orgCompanyProfile: profile } = await staffData<{ orgCompanyProfile: Record<string, unknown> }>(
      platform,
      staff['org01-staff'] as StaffBrowser,
      PROFILE,
      { id: applicationId },
    );
    const fixture = REGISTRY_FIXTURE.demoCertified;
    expect(profile).toMatchObject({
      applicationId,
      companyName: SMART_MAKING,
      uniformCode: fixture.uniformCode,
      legalPerson: '陈*远',
      legalPersonMasked: true,
      // The fictional registry's generated figures (record 0131), in 万元 with separators.
      registeredCapital: expect.stringMatching(/^[\d,]+万元$/),
      industry: expect.any(String),
      registry: {
        entityType: '有限责任公司',
        individualBusiness: false,
        status: '存续',
        establishedOn: '2016-05-18',
        district: '天河区',
        street: '猎德街道',
      },
      certified: true,
      creditSummary: { title: '平台信用信息摘要', legalPerson: '陈*远' },
    });
    expect((profile.history as Array<{ id: string }>).map((entry) => entry.id)).toContain(applicationId);
  });

  it('answers another institution exactly as an unknown application (-8001), and the operator FORBIDDEN', async () => {
    const org02 = staff['org02-staff'] as StaffBrowser;
    const other = await staffFailure(platform, org02, PROFILE, { id: applicationId });
    expect(other.error.extensions).toMatchObject({ code: 'BUSINESS_ERROR', gatewayCode: -8001 });
    const unknown = await staffFailure(platform, org02, PROFILE, { id: '99999999' });
    expect(other.error.message).toBe(unknown.error.message);
    expect(other.error.extensions).toEqual(unknown.error.extensions);
    const operator = await staffFailure(platform, staff.operator as StaffBrowser, GOV_DATA, { id: applicationId });
    expect(operator.error.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the government data pack', () => {
  it('fetches from the provincial service, keeps it with its time, refreshes it; the enterprise sees each in its ledger', async () => {
    const org01 = staff['org01-staff'] as StaffBrowser;
    const first = (
      await staffData<{ orgCompanyGovData: GovDataAnswer }>(platform, org01, GOV_DATA, { id: applicationId })
    ).orgCompanyGovData;
    expect(first).toMatchObject({ configured: true, message: null, fetchedAt: platform.clock.now().toISOString() });
    expect(first.pack?.taxesByYear).toHaveLength(3);
    expect(first.pack?.insuredByMonth).toHaveLength(12);

    platform.clock.advance(5 * 60_000);
    const kept = (
      await staffData<{ orgCompanyGovData: GovDataAnswer }>(platform, org01, GOV_DATA, { id: applicationId })
    ).orgCompanyGovData;
    expect(kept).toEqual(first);
    const refreshed = (
      await staffData<{ refreshOrgCompanyGovData: GovDataAnswer }>(platform, org01, REFRESH, { id: applicationId })
    ).refreshOrgCompanyGovData;
    expect(refreshed.fetchedAt).toBe(platform.clock.now().toISOString());

    const { dataAuthorisationLedger } = await data<{
      dataAuthorisationLedger: { records: Array<{ kind: string; orgName: string | null; detail: string }> };
    }>(platform.app, owner, LEDGER);
    const details = dataAuthorisationLedger.records.map((entry) => entry.detail);
    expect(details.filter((detail) => detail.startsWith('从省政务数据服务获取'))).toHaveLength(2);
    expect(details.filter((detail) => detail.startsWith('查阅已获取的企业政务数据'))).toHaveLength(1);
    expect(details.some((detail) => detail.startsWith('查阅企业概况'))).toBe(true);
  });
});
