import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { devTransition, endTestApplication } from './business-support.ts';
import { demoApplication, demoStaff } from './desk-support.ts';
import { graphAsSession, SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, openPage, visit } from './harness.ts';
import { staffLogin } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/**
 * Live pages (issue 22 §1, slice live-pages): an open page follows what others do without a reload — the portal's
 * progress view a staff move, the workbench's queue a new application. A mark left on `window` proves the page stayed.
 */

const PRODUCT = '粤秀税信贷';
const STAFF = demoStaff('org01-staff');
/** Well under the 15 s of the polling fallback: what arrives within it came over the socket. */
const LIVE_WITHIN_MS = 8_000;
const chromium = chromiumForBlock();
const created: string[] = [];

afterAll(async () => {
  for (const id of created) await endTestApplication(id);
});

/** Resolves once the page has sent its subscription to `field` over the live socket. */
function subscribed(page: Page, field: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"') && String(payload).includes(field)) resolve();
      }),
    );
  });
}

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { livePagesMark: true }));
const stillMarked = (page: Page) => page.evaluate(() => 'livePagesMark' in window);

describe('live pages', () => {
  it('the portal’s progress view shows a staff move without reloading', async () => {
    const id = await demoApplication(chromium.browser, PRODUCT, { applyAmount: 260, contactMobile: '13900000012' });
    created.push(id);
    const { context, page, errors } = await openPage(chromium.browser);
    try {
      await signInDemo(page, SMART_MAKING);
      const listening = subscribed(page, 'applicationChanged');
      await visit(page, `/account/2?id=${id}`);
      const view = page.getByTestId('progress-view');
      await expect.poll(() => view.getAttribute('data-status'), { timeout: 15_000 }).toBe('1');
      const events = await view.getByTestId('timeline-event').count();
      await listening;
      // The graph takes the subscription's cursor with two gateway calls after the frame: two reads through the
      // graph of our own come back after them.
      for (const _ of [1, 2])
        await graphAsSession(page, 'query ($id: ID!) { loanApplication(id: $id) { id } }', { id });
      await markPage(page);

      await devTransition(Number(id), 11);
      await expect.poll(() => view.getAttribute('data-status'), { timeout: LIVE_WITHIN_MS }).toBe('11');
      await expect.poll(() => view.getByTestId('timeline-event').count()).toBeGreaterThan(events);
      expect(await stillMarked(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the workbench’s queue shows a new application without reloading', async () => {
    const { context, page, errors } = await openPage(chromium.browser);
    try {
      const listening = subscribed(page, 'orgQueueChanged');
      await staffLogin(page, STAFF);
      await page.getByRole('heading', { name: '申请队列' }).waitFor();
      await listening;
      await markPage(page);

      const id = await demoApplication(chromium.browser, PRODUCT, { applyAmount: 270, contactMobile: '13900000013' });
      created.push(id);
      await page
        .getByTestId('application-row')
        .filter({ has: page.locator(`a[href$="/${id}"]`) })
        .waitFor({ timeout: LIVE_WITHIN_MS });
      expect(await stillMarked(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
