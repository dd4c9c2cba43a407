import { describe, expect, it } from 'vitest';
import { drawnPdf } from '../support/sample-files/pdf.ts';
import { applyAsSession, devTransition, endBusinessInProgress, grantBackAfterAll } from './business-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { sessionToken, signInDemo } from './verification-support.ts';

/** 数据授权记录 (/account/5) and the revocation rule of spec §1 in Chromium, with the demo account. */

const PRODUCT = '羊城科创信用贷';
const INSTITUTION = '羊城示范城市商业银行';

/** Applies for the product through the gateway as the session (granting the authorisation if none is in force). */
const applyAsDemo = (token: string) => applyAsSession(token, PRODUCT, { applyAmount: 88, loanFor: 2 });

describe('the data authorisation ledger', () => {
  const chromium = chromiumForBlock();
  const willRevoke = grantBackAfterAll();

  it('shows grants and accesses, refuses the revocation beside its button while business runs, then allows it', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, SMART_MAKING);
      const token = await sessionToken(page);
      willRevoke(token);
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
      // The refusal shows beside the button, where the user is looking, not at the top of the page.
      const refused = form.getByTestId('revocation-refused-inline');
      await refused.getByText(/^以下机构正在办理贵企业的业务：.+，业务结束前无法撤销授权$/).waitFor();
      expect(await refused.textContent()).toContain(INSTITUTION);
      expect(await page.getByTestId('revocation-refused').count()).toBe(0);
      const button = await form.getByRole('button', { name: '撤销数据授权' }).boundingBox();
      const message = await refused.boundingBox();
      const viewport = page.viewportSize();
      if (!button || !message || !viewport) throw new Error('the button and its refusal are laid out');
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(Math.abs(middle(message) - middle(button))).toBeLessThan(button.height + message.height);
      expect(message.y).toBeGreaterThanOrEqual(0);
      expect(message.y + message.height).toBeLessThanOrEqual(viewport.height);

      // The institutions end the business (development transition helper); now the revocation goes through.
      await endBusinessInProgress(token);
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await dialog.getByRole('button', { name: '确定撤销' }).click();
      await page.getByText('数据授权已撤销').first().waitFor();
      const revocation = page.getByTestId('ledger-table').locator('tr').nth(1);
      await expect.poll(() => revocation.getAttribute('data-kind')).toBe('REVOCATION');
      expect(await revocation.textContent()).toContain('撤销授权：企业暂停融资计划');
    });
  });
});
