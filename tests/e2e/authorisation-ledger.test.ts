import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAsSession, devTransition, endBusinessInProgress } from './business-support.ts';
import { drawnPdf } from './files-support.ts';
import { launchBrowser, visit, withPage } from './harness.ts';
import { sessionToken, signInDemo } from './verification-support.ts';

/** 数据授权记录 (/account/5) and the revocation rule of spec §1 in Chromium, with the demo account. */

const SMART_MAKING = '示例智造科技（广州）有限公司';
const PRODUCT = '羊城科创信用贷';
const INSTITUTION = '羊城示范城市商业银行';

/** Applies for the product through the gateway as the session (granting the authorisation if none is in force). */
const applyAsDemo = (token: string) => applyAsSession(token, PRODUCT, { applyAmount: 88, loanFor: 2 });

describe('the data authorisation ledger', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows grants and accesses, refuses the revocation while an institution handles the business, then allows it', async () => {
    await withPage(browser, async (page) => {
      await signInDemo(page, SMART_MAKING);
      const token = await sessionToken(page);
      // Business of our own an institution has just viewed (whatever earlier tests did to the seeded rows).
      await devTransition(await applyAsDemo(token), 11);

      await visit(page, '/account/5');
      const ledger = page.getByTestId('authorisation-ledger');
      const table = ledger.getByTestId('ledger-table');
      const access = table.locator('tr[data-kind="ACCESS"]').first();
      await access.waitFor();
      expect(await access.textContent()).toContain(INSTITUTION);
      expect(await access.textContent()).toContain(`查看融资申请「${PRODUCT}」，查阅企业数据`);
      const total = Number((await ledger.getByText(/^共 \d+ 条$/).textContent())?.match(/\d+/)?.[0]);
      expect(total).toBeGreaterThan(8);
      await ledger.getByRole('button', { name: `第 ${Math.ceil(total / 8)} 页` }).click();
      const grant = table.locator('tr[data-kind="GRANT"]').last();
      await grant.waitFor();
      expect(await grant.textContent()).toContain('授权平台向金融机构提供企业数据');

      await ledger.getByRole('link', { name: '撤销授权' }).click();
      await page.waitForURL(/#\/cancelAuthorization$/);
      const form = page.getByRole('form', { name: '撤销数据授权' });
      await form.getByLabel('撤销原因').fill('企业暂停融资计划');
      await form.getByLabel('上传终止授权书').setInputFiles({
        name: '终止授权书.pdf',
        mimeType: 'application/pdf',
        buffer: drawnPdf(),
      });
      await form.getByTestId('upload-item').waitFor();
      const dialog = page.getByTestId('revoke-confirm-dialog');
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await dialog.getByRole('button', { name: '确定撤销' }).click();
      const refused = page.getByTestId('revocation-refused');
      await refused.getByText(/的融资业务尚在办理中，暂不能撤销授权$/).waitFor();
      expect(await refused.textContent()).toContain(`「${INSTITUTION}」`);

      // The institutions end the business (development transition helper); now the revocation goes through.
      await endBusinessInProgress(token);
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await dialog.getByRole('button', { name: '确定撤销' }).click();
      await page.getByText('数据授权已撤销').first().waitFor();
      const revocation = page.getByTestId('ledger-table').locator('tr').nth(1);
      await expect.poll(() => revocation.getAttribute('data-kind')).toBe('REVOCATION');
      expect(await revocation.textContent()).toContain('撤销授权：企业暂停融资计划');
    });
  }, 90_000);
});
