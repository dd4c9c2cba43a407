import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOperation } from './accounts-support.ts';
import { endTestApplication } from './business-support.ts';
import { demoApplication, demoStaff, openOnDesk } from './desk-support.ts';
import { graphAsSession, SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { signInDemo } from './verification-support.ts';

/**
 * The decision desk's company profile and government data pack (issue 20, slice profile) in Chromium: the demo
 * company applies to 羊城示范城市商业银行; its staff member opens the application in the workbench and sees the
 * company as the registry knows it (the legal representative masked before 受理) and the government data pack from
 * the provincial data service's stand-in, with its 获取时间, and refetches it with 刷新; the enterprise then sees those
 * looks in its 数据授权记录.
 */

const PRODUCT = '羊城科创信用贷';
/** org02-staff: the institution of the product; no other browser test logs it in (one TOTP code per 30 s). */
const STAFF = demoStaff('org02-staff');

const chromium = chromiumForBlock();
let applicationId = '';

beforeAll(async () => {
  applicationId = await demoApplication(chromium.browser, PRODUCT, { applyAmount: 66 });
});

afterAll(() => endTestApplication(applicationId));

describe('the company profile on the decision desk', () => {
  it('shows staff the company and its government data, and the enterprise each look in its ledger', async () => {
    await chromium.withPage(async (page) => {
      await openOnDesk(page, STAFF, applicationId);

      const profile = page.getByTestId('company-profile');
      await profile.waitFor();
      const facts = await profile.textContent();
      expect(facts).toContain(SMART_MAKING);
      expect(facts).toContain('陈*远（受理后显示全名）');
      expect(facts).toContain('有限责任公司（非个体工商户）');
      expect(facts).toContain('2016-05-18');
      // Issue 20, slice desk-rest: the registry's 注册资本 (万元) and 行业.
      expect(facts).toMatch(/注册资本[\d,]+万元/);
      expect(facts).toMatch(/行业[^未]+业/);
      expect(facts).toContain('平台信用信息摘要');
      expect(await profile.getByTestId('company-history').textContent()).toContain('本申请');

      const govData = page.getByTestId('gov-data');
      const fetchedAt = govData.getByTestId('gov-data-fetched-at');
      await fetchedAt.waitFor();
      expect(await govData.textContent()).toContain('纳税信用等级');
      expect(await govData.textContent()).toContain('社保参保人数');
      const refreshed = page.waitForResponse((response) => isOperation(response, 'RefreshOrgCompanyGovData'));
      await govData.getByRole('button', { name: '刷新' }).click();
      const answer = (await (await refreshed).json()) as {
        data: { refreshOrgCompanyGovData: { configured: boolean; fetchedAt: string } };
      };
      expect(answer.data.refreshOrgCompanyGovData.configured).toBe(true);
      expect(Date.parse(answer.data.refreshOrgCompanyGovData.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    await chromium.withPage(async (page) => {
      await signInDemo(page, SMART_MAKING);
      await visit(page, '/account/5');
      const table = page.getByTestId('authorisation-ledger').getByTestId('ledger-table');
      await table.locator('tr[data-kind="ACCESS"]').first().waitFor();
      const fetched = `从省政务数据服务获取企业税务、社保和水电缴费数据（融资申请「${PRODUCT}」）`;
      await table.getByText(fetched).first().waitFor();
      expect(await table.textContent()).toContain('羊城示范城市商业银行');
      // The first look fetched the pack, 刷新 fetched it again; the other browser files write to the same company's
      // ledger meanwhile, so the whole ledger is counted, not its first page.
      const { dataAuthorisationLedger } = await graphAsSession<{
        dataAuthorisationLedger: { records: { detail: string }[] };
      }>(page, 'query { dataAuthorisationLedger(page: { pageSize: 50 }) { records { detail } } }');
      const details = dataAuthorisationLedger.records.map((record) => record.detail);
      expect(details.filter((detail) => detail.includes(fetched))).toHaveLength(2);
      expect(details.some((detail) => detail.includes(`查阅企业概况（融资申请「${PRODUCT}」）`))).toBe(true);
    });
  });
});
