import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webChunkPaths } from '../support/first-load.ts';
import { baseUrl, chromiumForBlock, gatewayUrl, visit } from './harness.ts';

interface StoredEvent {
  eventType: string;
  pageUrl: string;
  pageName: string;
  clientType: string;
  buttonName: string | null;
  createdAt: string;
}

/** The newest tracking events of a page, through the gateway's development helper. */
async function trackedSince(pageUrl: string, since: number): Promise<StoredEvent[]> {
  const response = await fetch(`${gatewayUrl()}/__dev/tracking?pageUrl=${encodeURIComponent(pageUrl)}`);
  const envelope = (await response.json()) as { code: number; data: StoredEvent[] };
  expect(envelope.code).toBe(0);
  return envelope.data.filter((event) => Date.parse(event.createdAt) >= since);
}

const hashRoute = (page: Page) => new URL(page.url()).hash;

describe('short links (/key/{key})', () => {
  const chromium = chromiumForBlock();

  it('opens the page of a seeded short link', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/key/demoProduct');
      await page.waitForURL((url) => url.hash === '#/product/1');
      await expect.poll(() => page.title(), { timeout: 5000 }).toBe('产品详情 - 区域中小企业融资服务平台');
      await page.getByRole('button', { name: '立即申请' }).waitFor();
    });
  });

  it('says 短链接不存在！ for a missing or expired link and goes home', async () => {
    await chromium.withPage(async (page) => {
      for (const key of ['noSuchKey42', 'demoExpired']) {
        await visit(page, `/key/${key}`);
        await page.getByRole('alert').filter({ hasText: '短链接不存在！' }).first().waitFor();
        await page.waitForURL((url) => url.hash === '#/');
        expect(hashRoute(page)).toBe('#/');
      }
    });
  });

  it('shows a reload prompt when the page code cannot be loaded', async () => {
    await chromium.withPage(async (page) => {
      const shortLinkPage = webChunkPaths('ShortLinkPage');
      await page.route(
        (url) => shortLinkPage.has(url.pathname),
        (route) => route.abort(),
      );
      await page.goto(`${baseUrl()}/#/key/demoProduct`);
      await page.getByText('页面文件加载失败，可能是网络异常或平台已更新，请刷新页面重试。').waitFor();
      await page.getByRole('button', { name: '刷新页面' }).waitFor();
    });
  });
});

describe('behaviour tracking', () => {
  const chromium = chromiumForBlock();

  it('records the visit of a page and a marked click, sent in the background', async () => {
    await chromium.withPage(async (page) => {
      const since = Date.now() - 1000;
      await visit(page, '/financialInstitution/2');
      await expect.poll(() => page.title(), { timeout: 5000 }).toBe('机构详情 - 区域中小企业融资服务平台');
      // The header's 企业登录 link carries data-track: its click is counted on the page it was clicked on.
      await page.getByRole('link', { name: '企业登录' }).first().click();
      await page.waitForURL((url) => url.hash.startsWith('#/login'));
      // The timer sends within a few seconds.
      await expect
        .poll(() => trackedSince('/financialInstitution/2', since), { timeout: 15_000 })
        .toEqual(
          expect.arrayContaining([
            expect.objectContaining({ eventType: 'visit', pageName: '机构详情', clientType: 'PC' }),
            expect.objectContaining({ eventType: 'click', buttonName: '企业登录' }),
          ]),
        );
    });
  });

  it('sends what is queued by beacon when the page hides', async () => {
    await chromium.withPage(async (page) => {
      const since = Date.now() - 1000;
      await visit(page, '/financialInstitution/3');
      await expect.poll(() => page.title(), { timeout: 5000 }).toBe('机构详情 - 区域中小企业融资服务平台');
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      // Well before the timer's few seconds: the beacon carried it.
      await expect
        .poll(() => trackedSince('/financialInstitution/3', since), { timeout: 2_500, interval: 100 })
        .toEqual([expect.objectContaining({ eventType: 'visit', pageName: '机构详情' })]);
    });
  });
});

describe('copy to clipboard', () => {
  const chromium = chromiumForBlock();

  it('copies the service hotline from the footer and says 复制成功', async () => {
    await chromium.withPage(async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      await visit(page, '/');
      const hotline = page.getByTestId('footer-hotline');
      await hotline.getByRole('button', { name: '复制' }).click();
      // Either answer is waited for, so a refused copy fails here naming what the page said.
      const said = page
        .getByRole('alert')
        .filter({ hasText: /复制成功|该浏览器不支持自动复制/ })
        .first();
      await said.waitFor();
      expect(await said.textContent()).toContain('复制成功');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[\d-]{7,}$/);
    });
  });
});
