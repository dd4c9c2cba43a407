import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { agreeToProtocolNotice, registerThroughApi, solveSliderAfter } from './accounts-support.ts';
import { axeViolations, rulesOnly } from './axe-support.ts';
import { applyAsSession, formProduct, SMART_MAKING } from './financing-support.ts';
import { baseUrl, chromiumForBlock, visit } from './harness.ts';
import { DEMO, signInDemo } from './verification-support.ts';

/**
 * What a new user trips over ("Trust first", item 5): Beijing dates in any browser zone, amounts that never break
 * from their unit, the accessibility of the header and the login panel, the pages that used to strand or confuse.
 */

async function applyAsDemo(page: Page): Promise<string> {
  const product = await formProduct(page);
  return applyAsSession(page, product.id, {
    applyAmount: 1500,
    guaranteeMethods: [1],
    repayMethod: 3,
    contactMobile: '13900000004',
  });
}

describe('first use', () => {
  const chromium = chromiumForBlock();

  it('shows an application made at 00:30 Beijing time as that Beijing day in a Los Angeles browser', async () => {
    const context = await chromium.browser.newContext({
      locale: 'zh-CN',
      timezoneId: 'America/Los_Angeles',
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    try {
      await signInDemo(page, SMART_MAKING);
      const id = await applyAsDemo(page);
      // The stored time comes from the server's clock; the answer is moved to just after a Beijing midnight, when
      // Los Angeles is still on the day before (2026-11-26 08:30 there).
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName !== 'MyApplications') return route.fallback();
        const response = await route.fetch();
        const answer = (await response.json()) as {
          data: { myApplications: { records: { id: string; createTime: string }[] } };
        };
        for (const record of answer.data.myApplications.records) {
          if (record.id === id) record.createTime = '2026-11-26T16:30:00.000Z';
        }
        await route.fulfill({ response, json: answer });
      });
      await visit(page, '/account/2');
      const card = page.locator(`[data-testid="application-card"][data-id="${id}"]`);
      await expect.poll(() => card.textContent()).toContain('2026-11-27');
      expect(await card.textContent()).not.toContain('2026-11-26');
      expect(await card.textContent()).toContain('1,500.00万元');
    } finally {
      await context.close();
    }
  });

  it('prefills 联系电话, and counts the release form’s window in Beijing days in a Los Angeles browser', async () => {
    const context = await chromium.browser.newContext({ locale: 'zh-CN', timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    try {
      await signInDemo(page, SMART_MAKING);
      const product = await formProduct(page);
      await visit(page, `/financeApply?productId=${product.id}`);
      // The contact starts as the account's own mobile.
      await expect.poll(() => page.getByLabel('联系电话').inputValue()).toBe(DEMO.mobile);

      // 00:30 in Beijing is 08:30 of the day before in Los Angeles: the window starts on Beijing's tomorrow.
      const now = Date.parse('2026-11-27T00:30:00+08:00');
      await page.clock.setFixedTime(now);
      await visit(page, '/financeRelease');
      const expiry = page.getByLabel('需求有效期');
      await expiry.waitFor();
      expect(await expiry.getAttribute('min')).toBe('2026-11-28');
      expect(await expiry.getAttribute('max')).toBe('2027-11-27');
    } finally {
      await context.close();
    }
  });

  it('asks 温馨提示 once in a browser session, however many password logins fail after it', async () => {
    const account = await registerThroughApi();
    await chromium.withPage(async (page) => {
      await visit(page, '/login');
      await page.getByRole('tab', { name: '密码登录' }).click();
      const form = page.getByRole('form', { name: '密码登录' });
      await form.getByLabel('手机号', { exact: true }).fill(account.mobile);
      await form.getByLabel('密码', { exact: true }).fill(`${account.password}x`);
      const refused = page.getByTestId('alert-prompt');

      await solveSliderAfter(page, () => form.getByRole('button', { name: '登录' }).click());
      await agreeToProtocolNotice(page);
      await refused.waitFor();
      await refused.getByRole('button', { name: '确定' }).click();
      await refused.waitFor({ state: 'detached' });

      await solveSliderAfter(page, () => form.getByRole('button', { name: '登录' }).click());
      await refused.waitFor();
      expect(await page.getByTestId('protocol-notice').count()).toBe(0);
    });
  });

  it('fits a 390 px phone: every step of the bar, the pop-up button beside the cards, terms and dates whole', async () => {
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    try {
      await signInDemo(page, SMART_MAKING);
      const id = await applyAsDemo(page);
      await visit(page, `/account/2?id=${id}`);
      const steps = page.getByTestId('step');
      await steps.first().waitFor();
      expect(await steps.count()).toBeGreaterThanOrEqual(5);
      for (const step of await steps.all()) {
        const box = await step.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
      const submitted = page.locator('[data-testid="info-row"][data-label="申请日期"] > :last-child');
      expect(await submitted.evaluate((element) => element.getClientRects().length)).toBe(1);
      expect(await submitted.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(30);

      await visit(page, '/product');
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor();
      await page.getByTestId('product-total').waitFor();
      // Read in one pass, once the deferred cards have rendered: boxes taken one call apart straddle a layout shift.
      const layout = () =>
        page.evaluate(() => {
          const rect = (element: Element) => element.getBoundingClientRect();
          const popup = document.querySelector('[data-testid="popup-button"]');
          if (!popup) return { position: 'absent', overlapping: -1 };
          const popupBox = rect(popup);
          const overlapping = [...document.querySelectorAll('[data-testid="product-card"]')].filter((card) => {
            const box = rect(card);
            return (
              popupBox.left < box.right &&
              box.left < popupBox.right &&
              popupBox.top < box.bottom &&
              box.top < popupBox.bottom
            );
          }).length;
          return { position: getComputedStyle(popup).position, overlapping };
        });
      await expect
        .poll(layout, { timeout: 15_000 })
        .toEqual({ position: expect.not.stringMatching(/fixed|absent/), overlapping: 0 });
      // A rate or term range breaks after its "~" or not at all, never inside "4.80%" or "36个月".
      const parts = await page
        .getByTestId('range-part')
        .evaluateAll((spans) => spans.map((span) => ({ text: span.textContent, lines: span.getClientRects().length })));
      expect(parts.length).toBeGreaterThan(0);
      expect(parts.filter((part) => part.lines !== 1)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('keeps a product card’s amount and its unit on one line, and marks a floor alone with 起', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/product');
      const amounts = page.getByTestId('product-amount-value');
      await amounts.first().waitFor();
      const lines = await amounts.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const lineHeight = Number.parseFloat(getComputedStyle(element.firstElementChild ?? element).lineHeight);
          return { text: element.textContent ?? '', height: box.height, lineHeight };
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}万元(起)?$/);
        expect(line.height, line.text).toBeLessThan(line.lineHeight * 1.5);
      }
    });
  });

  it('names the logo link with its visible text, and the 其他登录方式 divider has enough contrast', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/login');
      await page.getByText('其他登录方式').waitFor();
      expect(await axeViolations(page, rulesOnly('label-content-name-mismatch', 'color-contrast'))).toEqual([]);
      const logo = page.getByRole('link', { name: /SME Financing Service Platform/ });
      expect(await logo.getAttribute('href')).toBe('#/');
    });
  });

  it('says what happened on /cbpage/gdauth opened without a code, and leads back to the login', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/cbpage/gdauth');
      await page.getByTestId('provincial-no-answer').waitFor();
      expect(await page.getByTestId('provincial-no-answer').textContent()).toBe(
        '未收到广东省统一身份认证平台的登录结果，请返回登录页重新登录',
      );
      await page.getByRole('link', { name: '返回登录' }).click();
      await page.waitForURL(/#\/login$/);
    });
  });

  it('offers one 返回首页 on a missing news article', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/news/9999');
      await page.getByText('该文章不存在或已下线').waitFor();
      expect(await page.getByRole('link', { name: '返回首页' }).count()).toBe(1);
    });
  });

  it('lets no letter into the amount filter of 金融超市', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/product');
      const min = page.getByLabel('最低金额（万元）');
      await min.pressSequentially('1a0b0.5c6x');
      expect(await min.inputValue()).toBe('100.56');
    });
  });

  it('fills the login page’s gradient down to the footer (no grey band)', async () => {
    await chromium.withPage(async (page) => {
      for (const route of ['/login', '/register', '/forget']) {
        await visit(page, route);
        const background = page.getByTestId('auth-background');
        await background.waitFor();
        const gap = await page.evaluate(() => {
          const auth = document.querySelector('[data-testid="auth-background"]')?.getBoundingClientRect();
          const footer = document.querySelector('footer')?.getBoundingClientRect();
          return auth && footer ? footer.top - auth.bottom : null;
        });
        expect(gap, route).toBe(0);
      }
    });
  });

  it('after 安全退出 shows one toast, the logout’s, and a route change closes it', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, SMART_MAKING);
      await visit(page, '/verified');
      await page.getByRole('button', { name: '安全退出' }).click();
      await page.waitForURL(/#\/login$/);
      const open = page.locator('[data-scope="toast"][data-part="root"]:not([data-state="closed"])');
      await open.first().waitFor();
      // Whatever else the logout set off (queries refetched without a session) has had time to answer.
      await page.waitForLoadState('networkidle');
      expect(await open.allTextContents()).toEqual(['安全退出成功！']);

      // Past the second a message asked for right before a route change keeps, well inside its 3 s.
      await page.waitForTimeout(1_100);
      await page.getByRole('link', { name: '立即注册' }).click();
      await page.waitForURL(/#\/register$/);
      await expect.poll(() => open.count(), { timeout: 1_000 }).toBe(0);
    });
  });

  it('loads the workbench without a favicon 404', async () => {
    await chromium.withPage(async (page) => {
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await page.goto(`${baseUrl()}/admin/`);
      await page.getByRole('button', { name: /登录/ }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(missing).toEqual([]);
    });
  });
});
