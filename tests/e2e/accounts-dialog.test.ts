import { describe, expect, it } from 'vitest';
import { agreeToProtocolNotice, masked, registerThroughApi, submitPasswordTab } from './accounts-support.ts';
import { chromiumForBlock, visit } from './harness.ts';

/** The login panel as a dialog (spec §2): a visitor applying for a product logs in without leaving the page. */
describe('the login dialog', () => {
  const chromium = chromiumForBlock();

  it('opens at 520 px on 立即申请, switches panels in place, logs in and continues the application', async () => {
    const account = await registerThroughApi();
    await chromium.withPage(async (page) => {
      await visit(page, '/product');
      await page.getByRole('link', { name: '查看详情' }).first().click();
      await page.waitForURL(/#\/product\/\d+$/);
      const productUrl = page.url();
      await page.getByRole('button', { name: '立即申请' }).click();

      const dialog = page.getByTestId('auth-dialog');
      await dialog.waitFor();
      // Polled: the dialog scales in from slightly smaller.
      await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(520);
      expect(await dialog.getByRole('tab', { name: '短信登录' }).getAttribute('aria-selected')).toBe('true');

      await dialog
        .getByRole('button', { name: '立即注册' })
        .or(dialog.getByRole('link', { name: '立即注册' }))
        .first()
        .click();
      await dialog.getByRole('form', { name: '企业注册' }).waitFor();
      expect(page.url()).toBe(productUrl);
      await dialog
        .getByRole('button', { name: '立即登录' })
        .or(dialog.getByRole('link', { name: '立即登录' }))
        .first()
        .click();

      await submitPasswordTab(page, account, dialog);
      await agreeToProtocolNotice(page);

      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));
      // The application needs a verified company, so the continued action lands on /verified (spec §6).
      await page.waitForURL(/#\/(verified|financeApply)/);
    });
  });
});
