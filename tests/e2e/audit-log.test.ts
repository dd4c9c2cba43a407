import { describe, expect, it } from 'vitest';
import { demoStaff } from './desk-support.ts';
import { chromiumForBlock } from './harness.ts';
import { staffLogin } from './staff-support.ts';

/**
 * The audit log (issue 21) in Chromium: an institution's staff member signs in to the workbench and out again; the
 * platform operator opens 操作日志, filters by that account and reads both entries with their time and address.
 * org06-staff is signed in by no other browser file.
 */

const STAFF = demoStaff('org06-staff');
const OPERATOR = demoStaff('operator');

const chromium = chromiumForBlock();

describe('the audit log', () => {
  it('shows the operator a staff member’s sign-in and sign-out, filtered by account', async () => {
    await chromium.withPage(async (page) => {
      await staffLogin(page, STAFF);
      await page.getByRole('heading', { name: '申请队列' }).waitFor();
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.getByRole('heading', { name: '金融机构/政府人员登录' }).waitFor();
    });
    await chromium.withPage(async (page) => {
      await staffLogin(page, OPERATOR);
      await page.getByRole('link', { name: '操作日志' }).click();
      await page.getByRole('heading', { name: '操作日志' }).waitFor();
      await page.getByLabel('账号').fill(STAFF.username);
      await page.getByRole('button', { name: '查询' }).click();
      const entries = page.getByTestId('audit-entry');
      await expect.poll(() => entries.count()).toBe(2);
      const [signedOut, signedIn] = await entries.allTextContents();
      expect(signedOut).toContain('退出工作台');
      expect(signedIn).toContain('登录工作台');
      for (const text of [signedOut, signedIn]) {
        expect(text).toContain('业务示范06');
        expect(text).toContain('机构业务人员');
        expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
        expect(text).toMatch(/127\.0\.0\.1|::1/);
      }
      // Another account's entries are not among them; the operator's own sign-in is kept too.
      await page.getByLabel('账号').fill(OPERATOR.username);
      await page.getByLabel('操作', { exact: true }).selectOption({ label: '登录工作台' });
      await page.getByRole('button', { name: '查询' }).click();
      const operatorSignIns = async () => {
        const texts = await entries.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('平台运营') && text.includes('登录工作台'));
      };
      await expect.poll(operatorSignIns).toBe(true);
    });
  });
});
