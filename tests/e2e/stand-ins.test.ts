import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProvincialIdentity } from '../../apps/gateway/src/outside/provincial/create-provincial-identity.ts';
import { readProvincialSettings } from '../../apps/gateway/src/outside/provincial/provincial-settings.ts';
import { gatewayEnvForStandIns, PROVINCIAL_CALLBACK_PATH } from '../../scripts/stand-in-env.ts';
import { DEFAULT_WECHAT_APP_ID } from '../../stand-ins/src/settings.ts';
import { baseUrl, chromiumForBlock, standInUrl } from './harness.ts';

/**
 * The local stand-ins in Chromium, as the platform's browser tests will use them: their forms work under their
 * Content-Security-Policy (Chromium applies form-action to the redirects after a form too) and they return the
 * browser to the portal's callback addresses.
 */
describe('local stand-ins in the browser', () => {
  const chromium = chromiumForBlock();

  /**
   * The address of the browser's request to a portal callback page, observed (Playwright's routes do not see the
   * end of a redirect chain). What the portal does with it is the portal's business: the code exchange itself is
   * tested in tests/integration/outside-provincial.test.ts.
   */
  function callbackRequest(page: Page, path: string): Promise<URL> {
    const prefix = `${baseUrl()}${path}?`;
    return page.waitForRequest((request) => request.url().startsWith(prefix)).then((request) => new URL(request.url()));
  }

  it('logs a provincial test user in (login and consent pages) and returns the code to the portal', async () => {
    const identity = createProvincialIdentity(readProvincialSettings(gatewayEnvForStandIns(standInUrl(), {}), false));
    const redirectUri = `${baseUrl()}${PROVINCIAL_CALLBACK_PATH}`;
    const start = await identity.begin({ redirectUri });
    await chromium.withPage(async (page) => {
      const arrived = callbackRequest(page, PROVINCIAL_CALLBACK_PATH);
      await page.goto(start.authorizationUrl);
      await page.getByText('本地模拟 · 广东省统一身份认证平台').waitFor();
      await page.getByLabel('用户名').fill('gd_l2');
      await page.getByLabel('密码').fill('Local@L2');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByRole('button', { name: '同意授权' }).click();
      const { searchParams: params } = await arrived;
      expect(params.get('state')).toBe(start.state);
      expect(params.get('iss')).toBe(standInUrl());
      expect(params.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    });
  });

  it('confirms on the identify page and returns to the portal', async () => {
    await chromium.withPage(async (page) => {
      const back = `${baseUrl()}/#/`;
      await page.goto(`${standInUrl()}/identify?redirect=${encodeURIComponent(back)}`);
      // Not gd_l1: the stand-in lives for the whole run, and tests/e2e/outside-login.test.ts needs gd_l1 still at L1.
      await page.getByLabel('用户名').fill('gd_l3');
      await page.getByLabel('密码').fill('Local@L3');
      await page.getByRole('button', { name: '确认核验' }).click();
      await page.waitForURL((url) => url.href.startsWith(baseUrl()));
      expect(page.url()).toBe(back);
    });
  });

  it('picks a WeChat test user on the QR page and returns code and state to the portal', async () => {
    await chromium.withPage(async (page) => {
      const arrived = callbackRequest(page, '/cbpage/wechat');
      const query = new URLSearchParams({
        appid: DEFAULT_WECHAT_APP_ID,
        redirect_uri: `${baseUrl()}/cbpage/wechat`,
        response_type: 'code',
        scope: 'snsapi_login',
        state: 'e2e-state',
      });
      await page.goto(`${standInUrl()}/wechat/connect/qrconnect?${query}#wechat_redirect`);
      await page.getByRole('button', { name: '以「张小微」确认登录' }).click();
      const { searchParams: params } = await arrived;
      expect(params.get('state')).toBe('e2e-state');
      expect(params.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    });
  });
});
