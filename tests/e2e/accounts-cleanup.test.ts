import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomPassword, registerThroughApi, type TestAccount } from './accounts-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { signIn } from './sign-in-support.ts';
import { FARM_TRADE, signInDemo } from './verification-support.ts';

/** The accounts clean-up in Chromium: where toasts open, what a success clears, 请输入原密码, 切换企业 in the header. */

/** A toast of the portal's toaster with this text. */
const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

/** The personal centre's password change (/account/7), reachable without the face check. */
async function openPasswordChange(page: Page) {
  await visit(page, '/account/7');
  await page.waitForURL(/#\/account\/7$/);
  const form = page.getByRole('form', { name: '修改密码' });
  await form.waitFor();
  return form;
}

describe('account forms and the header', () => {
  const chromium = chromiumForBlock();
  let account: TestAccount;

  beforeAll(async () => {
    account = await registerThroughApi();
  });

  it('an empty old password says 请输入原密码, in a toast that opens below the header’s account bar', async () => {
    await chromium.withPage(async (page) => {
      await signIn(page.context(), account);
      const form = await openPasswordChange(page);
      await form.getByRole('button', { name: '确认修改' }).click();
      await expect.poll(() => form.getByTestId('field-error').first().textContent()).toBe('请输入原密码');
      const message = toast(page, '请输入原密码');
      await message.waitFor();

      const header = await page.locator('header').boundingBox();
      const accountBar = await page.getByTestId('account-links').boundingBox();
      if (!header || !accountBar) throw new Error('header or account bar not laid out');
      // The toast slides and scales in from above; where it comes to rest is what the user sees.
      await expect
        .poll(async () => (await message.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(header.y + header.height);
      const box = await message.boundingBox();
      if (!box) throw new Error('toast not laid out');
      const overlaps = (a: typeof box, b: typeof box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(box, accountBar)).toBe(false);
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      // The account links stay clickable while the toast is up.
      await page.getByRole('link', { name: '个人中心' }).click({ trial: true, timeout: 2_000 });
    });
  });

  it('a success dismisses the form’s earlier failure toast and clears its field messages', async () => {
    const newPassword = randomPassword();
    await chromium.withPage(async (page) => {
      await signIn(page.context(), account);
      const form = await openPasswordChange(page);
      await form.getByRole('button', { name: '确认修改' }).click();
      const failure = toast(page, '请输入原密码');
      await failure.waitFor();

      await form.getByLabel('原密码').fill(account.password);
      await form.getByLabel('新密码', { exact: true }).fill(newPassword);
      await form.getByLabel('确认新密码').fill(newPassword);
      // Resting the pointer on the toast pauses its 3 s timer: only the success can take it away now.
      await failure.hover();
      await page.keyboard.press('Enter');
      await toast(page, '密码修改成功').waitFor();
      account.password = newPassword;
      await failure.waitFor({ state: 'detached', timeout: 5_000 });
      expect(await form.getByTestId('field-error').allTextContents()).toEqual([]);
    });
  });

  it('a server refusal is dismissed by the next success too', async () => {
    const newPassword = randomPassword();
    await chromium.withPage(async (page) => {
      await signIn(page.context(), account);
      const form = await openPasswordChange(page);
      await form.getByLabel('原密码').fill('Wrong2026x');
      await form.getByLabel('新密码', { exact: true }).fill(newPassword);
      await form.getByLabel('确认新密码').fill(newPassword);
      await form.getByRole('button', { name: '确认修改' }).click();
      const refusal = toast(page, '原密码错误');
      await refusal.waitFor();

      await form.getByLabel('原密码').fill(account.password);
      await refusal.hover();
      await page.keyboard.press('Enter');
      await toast(page, '密码修改成功').waitFor();
      account.password = newPassword;
      await refusal.waitFor({ state: 'detached', timeout: 5_000 });
    });
  });
});

describe('切换企业 in the header', () => {
  const chromium = chromiumForBlock();

  it('is offered on the uncertified company of a two-company account, beside 继续实名认证', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, FARM_TRADE);
      await visit(page, '/');
      const links = page.getByTestId('account-links');
      await links.getByRole('link', { name: '继续实名认证' }).waitFor();
      await links.getByRole('link', { name: '切换企业' }).click();
      await page.waitForURL(/#\/changeCompany$/);
      const options = page.getByTestId('company-option');
      await options.filter({ hasText: FARM_TRADE }).getByText('当前企业', { exact: true }).first().waitFor();
      await options.filter({ hasText: '示例智造科技' }).getByRole('button', { name: '选择' }).click();
      await toast(page, '切换企业成功').waitFor();
      await page.waitForURL((url) => url.hash === '#/');
      // The certified company: 切换企业 as spec §2 has it, no 继续实名认证.
      await links.getByRole('link', { name: '切换企业' }).waitFor();
      expect(await links.getByRole('link', { name: '继续实名认证' }).count()).toBe(0);
    });
  });

  it('is not offered to an uncertified account with no second company', async () => {
    const account = await registerThroughApi();
    await chromium.withPage(async (page) => {
      await signIn(page.context(), account);
      await visit(page, '/');
      const links = page.getByTestId('account-links');
      await links.getByRole('link', { name: '继续实名认证' }).waitFor();
      expect(await links.getByRole('link', { name: '切换企业' }).count()).toBe(0);
    });
  });
});
