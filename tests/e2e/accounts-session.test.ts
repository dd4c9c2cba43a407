import { beforeAll, describe, expect, it } from 'vitest';
import {
  agreeToProtocolNotice,
  masked,
  randomMobile,
  registerThroughApi,
  sendCodeThroughUi,
  submitPasswordTab,
  type TestAccount,
} from './accounts-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { signIn } from './sign-in-support.ts';

/** Issue 3 in Chromium: one session per account (forced logout), several companies, phone change, agreements. */

/** The seeded demo account with two companies (apps/gateway/src/seed/demo-account.ts). */
const DEMO = { mobile: '13800000001', password: 'Demo@2026' };

describe('sessions in the browser', () => {
  const chromium = chromiumForBlock();
  let account: TestAccount;

  beforeAll(async () => {
    account = await registerThroughApi();
  });

  it('forces the first browser out to #/login with the message when the account logs in elsewhere', async () => {
    // The logins are not the subject (accounts.test.ts clicks through them): both are made as the login screen does.
    await chromium.withPage(async (first) => {
      await signIn(first.context(), account);
      await visit(first, '/');
      await expect.poll(() => first.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));
      await chromium.withPage(async (second) => {
        await signIn(second.context(), account);
      });
      await first.getByRole('link', { name: '个人中心' }).click();
      await first.getByText('账号已在其他地方登录或登录已过期，请重新登录').first().waitFor();
      await first.waitForURL(/#\/login$/, { timeout: 10_000 });
      await expect.poll(() => first.getByRole('link', { name: '企业登录' }).count()).toBe(1);
    });
  });

  it('lets an account with two companies pick one at login, then switch to the other from the header', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/login');
      await submitPasswordTab(page, DEMO);
      await agreeToProtocolNotice(page);
      await page.waitForURL(/#\/changeCompany\?isLogon=true$/);
      const options = page.getByTestId('company-option');
      await expect.poll(() => options.count()).toBe(2);
      // The page keeps ids and names only; the one-time login codes wait in an HttpOnly cookie no script reads.
      const stash = (await page.evaluate(() => sessionStorage.getItem('pendingLogin'))) ?? '';
      expect(stash).toContain('示例农产品贸易');
      expect(stash).not.toMatch(/loginCode|[\w-]{43}/);
      const pendingCookie = async () =>
        (await page.context().cookies()).find((cookie) => cookie.name === 'PC-Pending-Login');
      expect(await pendingCookie()).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/graphql' });
      expect(await page.evaluate(() => document.cookie)).toBe('');
      await options.filter({ hasText: '示例智造科技' }).getByRole('button', { name: '选择' }).click();
      await page.waitForURL((url) => url.hash === '#/');
      expect(await page.evaluate(() => sessionStorage.getItem('pendingLogin'))).toBeNull();
      expect(await pendingCookie()).toBeUndefined();
      expect(await page.evaluate(() => document.cookie)).toBe('');

      await page.getByRole('link', { name: '切换企业' }).click();
      await page.waitForURL(/#\/changeCompany$/);
      const current = options.filter({ hasText: '示例智造科技' });
      await current.getByText('当前企业', { exact: true }).first().waitFor();
      await options.filter({ hasText: '示例农产品贸易' }).getByRole('button', { name: '选择' }).click();
      await page.getByText('切换企业成功').first().waitFor();
      await page.waitForURL((url) => url.hash === '#/');
      await page.getByRole('link', { name: '继续实名认证' }).waitFor();
    });
  });

  it('changes the phone number in the personal centre (/changeCell leads there)', async () => {
    const newMobile = randomMobile();
    await chromium.withPage(async (page) => {
      await signIn(page.context(), account);
      await visit(page, '/changeCell');
      await page.waitForURL(/#\/account\/8$/);
      const form = page.getByRole('form', { name: '更换手机号' });
      const code = await sendCodeThroughUi(page, '更换手机号', newMobile);
      await form.getByLabel('短信验证码').fill(code);
      await form.getByLabel('登录密码').fill(account.password);
      await form.getByRole('button', { name: '确认更换' }).click();
      await page.getByText('手机号更换成功').first().waitFor();
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(newMobile));
    });
  });

  it('shows the agreements as sanitised HTML, and the failure text for an unknown one', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/agreement/1');
      const content = page.getByTestId('agreement-content');
      await content.waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('隐私政策');
      expect(((await content.textContent()) ?? '').length).toBeGreaterThan(500);
      expect(await content.locator('script, [onclick], [onerror]').count()).toBe(0);
      await visit(page, '/agreement/2');
      await page.getByRole('heading', { name: /用户服务协议/, level: 1 }).waitFor();
      await visit(page, '/agreement/999');
      await page.getByText('获取协议内容失败', { exact: true }).waitFor();
    });
  });

  it('opens the provincial login behind the 500 px service authorisation with its three agreements', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/login');
      await page.getByRole('button', { name: '广东省统一身份认证平台登录' }).click();
      const dialog = page.getByTestId('service-authorisation');
      await dialog.waitFor();
      expect(await dialog.getByRole('link').allTextContents()).toEqual([
        '《用户服务协议》',
        '《信息采集及查询授权书》',
        '《信用承诺书》',
      ]);
      await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(500);
      await dialog.getByRole('button', { name: '不同意' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
  });
});
