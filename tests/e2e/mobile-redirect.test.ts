import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_SITE_URL } from './global-setup.ts';
import { baseUrl, chromiumForBlock } from './harness.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** Spec §2: phones go to the mobile site (MOBILE_SITE_URL), except on the short-link route. */
describe('mobile redirect', () => {
  const chromium = chromiumForBlock();
  let phone: BrowserContext;

  beforeAll(async () => {
    phone = await chromium.browser.newContext({
      userAgent: ANDROID,
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
    });
    await phone.route(`${MOBILE_SITE_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>移动版</title><p>移动版首页</p>' }),
    );
  });

  it('sends an Android phone on 金融超市 to the mobile site', async () => {
    const page = await phone.newPage();
    await page.goto(`${baseUrl()}/#/product`);
    await page.waitForURL((url) => url.href.startsWith(MOBILE_SITE_URL));
    expect(await page.title()).toBe('移动版');
  });

  it('resolves the short-link route here, not on the mobile site', async () => {
    const page = await phone.newPage();
    const resolved = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('resolveShortLink'),
    );
    await page.goto(`${baseUrl()}/#/key/demoMarket`);
    // This portal's short-link page resolved the key; its page (/product) is then the mobile site's business.
    await resolved;
    await page.waitForURL((url) => url.href.startsWith(MOBILE_SITE_URL));
  });
});
