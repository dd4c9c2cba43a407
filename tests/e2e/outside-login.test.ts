import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agreeToProtocolNotice,
  masked,
  registerThroughApi,
  submitPasswordTab,
  type TestAccount,
} from './accounts-support.ts';
import { baseUrl, chromiumForBlock, standInUrl, visit } from './harness.ts';

/**
 * The provincial unified identity and WeChat logins in Chromium, through the local stand-ins: the portal's real
 * callback paths, handed over to the hash routes by the graph, and everything the page does after.
 */

const L2_TEXT = '请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作';

/** 广东省统一身份认证平台登录 → 服务授权 同意并继续 → (温馨提示 when asked) → the stand-in's login page. */
async function startProvincialLogin(page: Page, { protocolNotice = true } = {}): Promise<void> {
  await visit(page, '/login');
  await page.getByRole('button', { name: '广东省统一身份认证平台登录' }).click();
  await page.getByTestId('service-authorisation').getByRole('button', { name: '同意并继续' }).click();
  if (protocolNotice) await agreeToProtocolNotice(page);
  await page.getByText('本地模拟 · 广东省统一身份认证平台').first().waitFor();
}

/** The person signs in at the stand-in and consents; the provider sends the browser back to the portal. */
async function signInAtProvider(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '同意授权' }).click();
  await page.waitForURL((url) => url.href.startsWith(baseUrl()));
}

/** A new account has no company: the add-company prompt follows the login (spec §4); dismissed here. */
async function dismissAddCompany(page: Page): Promise<void> {
  const addCompany = page.getByTestId('add-company-prompt');
  await addCompany.getByText('请完善企业信息，以便更好地为您服务').waitFor();
  await addCompany.getByRole('button', { name: '取消' }).click();
  await addCompany.waitFor({ state: 'detached' });
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

describe('provincial unified identity login in the browser', () => {
  const chromium = chromiumForBlock();

  it('logs gd_l2 in, keeps the provider addresses, and logs out through the provider', async () => {
    await chromium.withPage(async (page) => {
      await startProvincialLogin(page);
      await signInAtProvider(page, 'gd_l2', 'Local@L2');
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe('139****0012');
      await dismissAddCompany(page);
      // The one-time code never stays in the address bar.
      expect(page.url()).not.toContain('code=');
      expect(await stored(page, 'provincialLogoutUrl')).toMatch(new RegExp(`^${standInUrl()}/session/end\\?`));
      expect(await stored(page, 'provincialIdentifyUrl')).toBe(
        `${standInUrl()}/identify?redirect=${encodeURIComponent(`${baseUrl()}/#/login`)}`,
      );

      await page.getByRole('button', { name: '安全退出' }).click();
      await page.getByText('是否退出广东省统一身份认证平台').waitFor();
      await page.getByRole('button', { name: '退出', exact: true }).click();
      await page.waitForURL(`${baseUrl()}/`);
      await expect.poll(() => page.getByRole('link', { name: '企业登录' }).count()).toBe(1);
      expect(await stored(page, 'provincialLogoutUrl')).toBeNull();
      expect(await stored(page, 'provincialIdentifyUrl')).toBeNull();
    });
  });

  it('refuses gd_l1 with the L2 text, opens the identify page in a new tab, and logs in once raised', async () => {
    await chromium.withPage(async (page) => {
      await startProvincialLogin(page);
      await signInAtProvider(page, 'gd_l1', 'Local@L1');
      const alert = page.getByTestId('alert-prompt');
      await alert.getByText(L2_TEXT, { exact: true }).waitFor();
      const opened = page.context().waitForEvent('page');
      await alert.getByRole('button', { name: '确定' }).click();
      const identify = await opened;
      await identify.waitForLoadState();
      expect(identify.url()).toBe(`${standInUrl()}/identify?redirect=${encodeURIComponent(`${baseUrl()}/#/login`)}`);
      await identify.getByRole('button', { name: '确认核验' }).click();
      await identify.waitForURL(`${baseUrl()}/#/login`);
      await identify.close();

      // Spec §2 GDAuthVerified: 是 logs in again; the provider remembers the person and the raised level.
      expect(await page.getByTestId('l2-text').textContent()).toBe(L2_TEXT);
      await page.getByTestId('gd-auth-verified').getByRole('button', { name: '是', exact: true }).click();
      // 温馨提示 was agreed to before the refused attempt, in this browser session: it is not asked again.
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe('139****0011');
      await dismissAddCompany(page);
    });
  });
});

describe('WeChat login in the browser', () => {
  const chromium = chromiumForBlock();
  let account: TestAccount;
  beforeAll(async () => {
    account = await registerThroughApi();
  });

  /** 微信登录 → the stand-in's QR page → pick the user; WeChat sends the browser back to the portal. */
  async function scanAs(page: Page, nickname: string, { protocolNotice }: { protocolNotice: boolean }) {
    await visit(page, '/login');
    await page.getByRole('button', { name: '微信登录' }).click();
    if (protocolNotice) await agreeToProtocolNotice(page);
    await page.getByRole('button', { name: `以「${nickname}」确认登录` }).click();
    await page.waitForURL((url) => url.href.startsWith(baseUrl()));
  }

  it('binds an unbound WeChat user with the next normal login; then WeChat logs straight in', async () => {
    await chromium.withPage(async (page) => {
      await scanAs(page, '李小信', { protocolNotice: true });
      const notice = page.getByTestId('wechat-binding-notice');
      await notice.getByText('微信用户「李小信」尚未绑定平台账号', { exact: false }).waitFor();
      await page.waitForURL(/#\/login$/);

      await submitPasswordTab(page, account);
      // Agreed to before the WeChat attempt in this browser session: 温馨提示 is not asked again.
      expect(await page.getByTestId('protocol-notice').count()).toBe(0);
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));
      await page.getByText('微信绑定成功，下次可直接使用微信登录').first().waitFor();
      await dismissAddCompany(page);

      await page.getByRole('button', { name: '安全退出' }).click();
      await page.getByText('安全退出成功！').first().waitFor();
      await page.waitForURL(/#\/login$/);

      await scanAs(page, '李小信', { protocolNotice: false });
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));
      await dismissAddCompany(page);
      expect(await page.getByTestId('wechat-binding-notice').count()).toBe(0);
    });
  });
});
