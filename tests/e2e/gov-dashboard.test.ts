import type { DashboardRecord, PublicResponseTimeRecord } from '@sme/contract/routes/dashboard';
import type { ApplicationFiguresRecord, LoanRankRecord } from '@sme/contract/routes/statistics';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatWan } from '../../apps/admin/src/shared/format/format.ts';
import { durationText, shareText } from '../../apps/web/src/features/institutions/response-time-text.ts';
import { demoStaff } from './desk-support.ts';
import { chromiumForBlock, downloadedBytes, gatewayUrl, visit } from './harness.ts';
import { staffLogin } from './staff-support.ts';

/**
 * The government dashboard (issue 9) in Chromium: the government viewer logs in with the slider and the TOTP code of
 * the README's demo secret, lands on 数据看板, sees its charts drawn on canvases and a totals table that shows the
 * gateway's own figures, filters it, and exports the CSV; the portal's institution page shows the response times
 * the gateway publishes for that institution.
 */

const GOV = demoStaff('gov');
const CSV_HEADER =
  '维度,分组,申请笔数,申请金额（万元）,授信笔数,授信金额（万元）,放款笔数,放款金额（万元）,申请企业数,办结笔数,成功率（%）,' +
  '查看用时中位数（小时）,按时查看率（%）,决定用时中位数（小时）,按时决定率（%）';

const chromium = chromiumForBlock();

async function gateway<T>(path: string, body: object, staffToken?: string): Promise<T> {
  const response = await fetch(`${gatewayUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(staffToken ? { 'x-staff-token': staffToken } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data;
}

const amount = (value: number) => String(Number(value.toFixed(2)));

/** The totals row of the page's table, by field. */
async function totalsShown(page: Page): Promise<Record<string, string>> {
  const cells = page.getByTestId('dashboard-totals').locator('tbody tr').first().locator('[data-field]');
  const shown: Record<string, string> = {};
  for (const cell of await cells.all()) {
    shown[(await cell.getAttribute('data-field')) ?? ''] = (await cell.textContent()) ?? '';
  }
  return shown;
}

const expectedTotals = (figures: ApplicationFiguresRecord) => ({
  applyCount: String(figures.applyCount),
  applyAmount: formatWan(figures.applyAmount),
  creditCount: String(figures.creditCount),
  creditAmount: formatWan(figures.creditAmount),
  loanCount: String(figures.loanCount),
  loanAmount: formatWan(figures.loanAmount),
});

describe('the government dashboard', () => {
  it('logs the government viewer in to 数据看板: charts, totals equal to the gateway’s, a filter and the CSV', async () => {
    await chromium.withPage(async (page) => {
      await staffLogin(page, GOV);

      await page.getByRole('heading', { name: '数据看板' }).waitFor();
      await page.waitForURL('**/admin/#/dashboard');
      expect(await page.getByRole('navigation', { name: '主导航' }).textContent()).toBe('数据看板响应时效');

      // Four charts, each drawn on a canvas by the lazily loaded echarts.
      await expect
        .poll(() => page.locator('[data-testid="dashboard-chart"] canvas').count(), { timeout: 20_000 })
        .toBe(4);

      // The totals shown are the gateway's, asked for with the same staff session.
      const cookie = (await page.context().cookies()).find((entry) => entry.name === 'SME-Staff-Token');
      expect(cookie?.httpOnly).toBe(true);
      const staffToken = cookie?.value ?? '';
      const all = await gateway<DashboardRecord>('/loan/gov/dashboard', {}, staffToken);
      expect(all.totals.applyCount).toBeGreaterThan(100);
      await expect.poll(() => totalsShown(page)).toMatchObject(expectedTotals(all.totals));
      // When the figures were computed, in Beijing time (the platform's clock is the machine's).
      const computed = (await page.getByTestId('dashboard-computed-at').textContent()) ?? '';
      const [, day, minute] = /^数据更新于 (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(computed) ?? [];
      expect(Math.abs(Date.parse(`${day}T${minute}:00+08:00`) - Date.now()), computed).toBeLessThan(3 * 60_000);
      const monthRows = page.getByTestId('dashboard-by-month').locator('tbody tr');
      expect(await monthRows.count()).toBe(all.byMonth.length);

      // Product type 银行 only: the table follows the gateway's figures of that filter.
      await page.getByLabel('产品类型', { exact: true }).selectOption({ label: '银行' });
      await page.getByRole('button', { name: '查询' }).click();
      const banks = await gateway<DashboardRecord>('/loan/gov/dashboard', { productType: 1 }, staffToken);
      expect(banks.totals.applyCount).toBeLessThan(all.totals.applyCount);
      await expect.poll(() => totalsShown(page)).toMatchObject(expectedTotals(banks.totals));

      // The CSV of what is shown: BOM, header, the totals row.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('融资数据看板_全部.csv');
      const bytes = await downloadedBytes(download);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(CSV_HEADER);
      const t = banks.totals;
      expect(lines[1]?.startsWith(`汇总,全部,${t.applyCount},${amount(t.applyAmount)},${t.creditCount},`)).toBe(true);
      expect(lines[1]?.split(',').slice(6, 8)).toEqual([String(t.loanCount), amount(t.loanAmount)]);
      expect(lines.some((line) => line.startsWith('产品类型,银行,'))).toBe(true);
      expect(lines.filter((line) => line.startsWith('月份,'))).toHaveLength(banks.byMonth.length);

      // Issue 20, slice threads: the drill-down into one institution — its months and declines, figures only.
      const drillSelect = page.getByLabel('选择金融机构查看月度响应与拒绝原因');
      await drillSelect.selectOption({ index: 1 });
      const drillOrgId = Number(await drillSelect.inputValue());
      const drill = await gateway<{ months: Array<{ month: string; declines: Record<string, number> }> }>(
        '/loan/gov/dashboard/org',
        { orgId: drillOrgId },
        staffToken,
      );
      const drillRows = page.getByTestId('drill-down-month');
      await expect.poll(() => drillRows.count()).toBe(drill.months.length);
      const lastMonth = drill.months.at(-1);
      const lastRow = (await drillRows.last().locator('td').allTextContents()) ?? [];
      expect(lastRow[0]).toBe(lastMonth?.month);
      expect(lastRow.slice(-4)).toEqual(
        ['type1', 'type2', 'type3', 'type4'].map((key) => String(lastMonth?.declines[key])),
      );
      expect(await page.getByTestId('institution-drill-down').textContent()).not.toContain('有限公司');
    });
  });
});

describe('published response times', () => {
  it('shows an institution’s response times on its portal page, as the gateway publishes them', async () => {
    // The institution that lent most in the seeded history (the public ranking's first).
    const ranking = await gateway<LoanRankRecord[]>('/loan/pc/loanRank?levelTag=1', {});
    const orgId = ranking[0]?.orgId;
    expect(orgId).toBeDefined();
    const published = await gateway<PublicResponseTimeRecord>(`/loan/pc/org/responseTime?orgId=${orgId}`, {});
    expect(published.applications).toBeGreaterThan(0);
    await chromium.withPage(async (page) => {
      await visit(page, `/financialInstitution/${orgId}`);
      const times = page.getByTestId('institution-response-times');
      await times.waitFor();
      const field = (name: string) => times.locator(`[data-field="${name}"]`).textContent();
      expect(await field('viewMedian')).toBe(durationText(published.view.medianHours));
      expect(await field('viewShare')).toBe(shareText(published.view.shareWithinTarget));
      expect(await field('decideMedian')).toBe(durationText(published.decide.medianHours));
      expect(await field('decideShare')).toBe(shareText(published.decide.shareWithinTarget));
      expect(await times.textContent()).toContain(`${published.applications} 笔融资申请`);
    });
  });
});
