import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endTestApplication } from './business-support.ts';
import { demoApplication, demoStaff } from './desk-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, downloadedBytes } from './harness.ts';
import { staffLogin } from './staff-support.ts';

/**
 * The decision desk, slice assign (issue 20) in Chromium: an institution's staff member finds an application by two
 * characters of the company's name, claims it from the queue, keeps a note on it and exports the filtered queue as
 * CSV (the product filter narrows the queue to one product); the institution's administrator reassigns it to an account manager. The institution is 岭南示范商业银行
 * (org05), whose staff no other browser test logs in (a TOTP code is accepted once).
 */

const STAFF = demoStaff('org05-staff');
const ADMIN = demoStaff('org05-admin');
const PRODUCT = '岭南设备按揭贷';

const chromium = chromiumForBlock();
let applicationId = '';

beforeAll(async () => {
  applicationId = await demoApplication(chromium.browser, PRODUCT, {
    applyAmount: 1234.5,
    contactMobile: '13900000008',
  });
});

afterAll(() => endTestApplication(applicationId));

const rowOf = (page: Page) =>
  page.getByTestId('application-row').filter({ has: page.locator(`a[href$="/${applicationId}"]`) });

describe('the decision desk: assign, notes, search', () => {
  it('finds by company name, claims from the queue, keeps a note, exports the CSV; the administrator reassigns', async () => {
    await chromium.withPage(async (page) => {
      await staffLogin(page, STAFF);
      await page.getByRole('heading', { name: '申请队列' }).waitFor();
      await page.getByLabel('搜索申请').fill('智造');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page.getByLabel('分配筛选').selectOption({ label: '未分配' });
      const row = rowOf(page);
      await expect.poll(() => row.textContent()).toContain(SMART_MAKING);
      expect(await row.textContent()).toContain('1,234.50万元');
      expect(await row.textContent()).toContain('未分配');

      // Issue 20, slice desk-rest: the product filter (the institution's products) keeps the row, and only its rows.
      await page.getByLabel('产品筛选').selectOption({ label: PRODUCT });
      await expect.poll(() => rowOf(page).textContent()).toContain(SMART_MAKING);
      const shown = await page.getByTestId('application-row').allTextContents();
      expect(shown.every((text) => text.includes(PRODUCT))).toBe(true);
      await page.getByLabel('产品筛选').selectOption({ label: '全部产品' });

      await row.getByRole('button', { name: '认领' }).click();
      // Claimed, it leaves 未分配 and shows under 我的 with the staff member's name.
      await page.getByLabel('分配筛选').selectOption({ label: '我的' });
      await expect.poll(() => rowOf(page).textContent()).toContain('业务示范05');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('申请队列.csv');
      const bytes = await downloadedBytes(download);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('申请ID,企业名称,产品/需求,机构,申请金额（万元）,状态,超时,客户经理,提交时间');
      const line = lines.find((candidate) => candidate.startsWith(`${applicationId},`));
      expect(line).toContain(`${SMART_MAKING},${PRODUCT},岭南示范商业银行,"1,234.50",`);
      expect(line).toContain(',业务示范05,');
      // Every exported row is of the search: the company's, and the caller's.
      expect(lines.slice(1, -1).every((candidate) => candidate.includes(SMART_MAKING))).toBe(true);

      await rowOf(page).getByRole('link', { name: '查看' }).click();
      await page.waitForURL(`**/admin/#/applications/${applicationId}`);
      // Opening it keeps the handler who claimed it.
      await expect.poll(() => page.getByTestId('handler-name').textContent()).toBe('业务示范05');
      await page.getByLabel('内部备注').fill('已电话联系企业，补充设备发票');
      await page.getByRole('button', { name: '添加备注' }).click();
      await expect.poll(() => page.getByTestId('notes').textContent()).toContain('已电话联系企业，补充设备发票');
      expect(await page.getByTestId('notes').textContent()).toContain('业务示范05');
    });

    await chromium.withPage(async (page) => {
      await staffLogin(page, ADMIN);
      await page.getByRole('heading', { name: '申请队列' }).waitFor();
      await page.goto(page.url().replace(/#\/.*$/, `#/applications/${applicationId}`));
      await expect.poll(() => page.getByTestId('handler-name').textContent()).toBe('业务示范05');
      await expect.poll(() => page.getByTestId('notes').textContent()).toContain('已电话联系企业');
      const reassign = page.getByLabel('改派给');
      await expect.poll(() => reassign.locator('option').count()).toBeGreaterThan(2);
      const manager = (await reassign.locator('option').nth(1).textContent()) ?? '';
      await reassign.selectOption({ index: 1 });
      await page.getByRole('button', { name: '改派', exact: true }).click();
      await expect.poll(() => page.getByTestId('handler-name').textContent()).toBe(manager);
    });
  });
});
