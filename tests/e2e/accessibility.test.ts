import { describe, expect, it } from 'vitest';
import { chromiumForBlock, openPage, visit } from './harness.ts';

/**
 * 关怀版 (issue 22 §4) in Chromium: the header's switch turns it on, the browser remembers it, the body text is at
 * least 18 px, the switch a 44 px target, the floating button gone, and no page overflows at 390 px; switched off,
 * the portal is as before.
 */

describe('关怀版', () => {
  const chromium = chromiumForBlock();

  it('关怀版: switched on in the header, it is remembered; large type, no floating button, no overflow at 390 px', async () => {
    const { page, context } = await openPage(chromium.browser);
    try {
      const toggle = page.locator('#care-mode-toggle');
      const bodyTextSize = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
      await visit(page, '/');
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => page.getByTestId('popup-button').isVisible()).toBe(true);
      // The header is prerendered: a click before the app has taken the page over is lost, so it is clicked again
      // until the switch answers (a switch that never turns on still fails here).
      await expect
        .poll(async () => {
          if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
          return toggle.getAttribute('aria-pressed');
        })
        .toBe('true');
      await page.reload();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('popup-button').isVisible()).toBe(false);
      for (const route of ['/', '/product', '/login', '/financialInstitution', '/news']) {
        await visit(page, route);
        await page.locator('main').waitFor();
        await expect.poll(bodyTextSize, { message: route }).toBeGreaterThanOrEqual(18);
        const toggleHeight = await toggle.evaluate((element) => element.getBoundingClientRect().height);
        expect(toggleHeight).toBeGreaterThanOrEqual(44);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      for (const route of ['/', '/product', '/login']) {
        await visit(page, route);
        await page.locator('main').waitFor();
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, route).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      // The floating button is the home page's (not the login's, the last page above).
      await visit(page, '/');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await page.reload();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(bodyTextSize).toBeLessThan(18);
      await expect.poll(() => page.getByTestId('popup-button').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);
});
