import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stopService, waitUntilReady } from '../../scripts/processes.ts';
import { devTransition, ENDED_BY_TEST } from './business-support.ts';
import { demoApplication, demoStaff } from './desk-support.ts';
import { graphAsSession, SMART_MAKING } from './financing-support.ts';
import { startGraph } from './graph-instance.ts';
import { chromiumForBlock, gatewayUrl, openPage } from './harness.ts';
import { signIn } from './sign-in-support.ts';
import { staffLogin } from './staff-support.ts';
import { DEMO } from './verification-support.ts';

/**
 * Live pages across graph instances (issue 22 §1): the enterprise's progress view is served by a second graph
 * instance (B) started here in front of the platform's gateway, while the institution's staff move the application
 * through the platform's own graph (A); the event reaches B from the database and the open page follows without a
 * reload. A mark left on `window` proves the page stayed.
 */

/** A product of 五羊 (org08), whose staff account no other browser test signs in (a TOTP code is taken once). */
const PRODUCT = '五羊科技担保贷';
const STAFF = demoStaff('org08-staff');
/** Well under the 15 s of the polling fallback: what arrives within it came over the socket. */
const LIVE_WITHIN_MS = 8_000;
const TRANSITION = 'mutation ($input: TransitionInput!) { transitionApplication(input: $input) { id } }';
const chromium = chromiumForBlock();
let graphB: ChildProcess;
let originB = '';
let applicationId = '';

beforeAll(async () => {
  const port = await freePort();
  originB = `http://127.0.0.1:${port}`;
  graphB = startGraph(port, gatewayUrl(), process.env.E2E_VERBOSE ? (line) => console.log(`[B] ${line}`) : () => {});
  await waitUntilReady(`${originB}/readyz`, graphB, 110_000);
});

afterAll(async () => {
  // The shared demo company keeps no business in progress (revocation tests expect none).
  if (applicationId) await devTransition(Number(applicationId), 5, ENDED_BY_TEST);
  if (graphB) await stopService(graphB);
});

/** Resolves once the page has sent its subscription to `field` over a live socket to graph B. */
function subscribedToB(page: Page, field: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url() !== `${originB.replace(/^http/, 'ws')}/graphql`) return;
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"') && String(payload).includes(field)) resolve();
      });
    });
  });
}

describe('live pages across graph instances', () => {
  it('a page served by one graph instance shows a staff move made through another without reloading', async () => {
    applicationId = await demoApplication(chromium.browser, PRODUCT, {
      applyAmount: 280,
      guaranteeMethods: [3],
      repayMethod: 3,
      contactMobile: '13900000014',
    });
    const enterprise = await openPage(chromium.browser);
    const staff = await openPage(chromium.browser);
    try {
      await staffLogin(staff.page, STAFF);
      await signIn(enterprise.context, DEMO, SMART_MAKING, originB);
      const { page } = enterprise;
      const listening = subscribedToB(page, 'applicationChanged');
      await page.goto(`${originB}/#/account/2?id=${applicationId}`);
      const view = page.getByTestId('progress-view');
      await expect.poll(() => view.getAttribute('data-status'), { timeout: 15_000 }).toBe('1');
      const events = await view.getByTestId('timeline-event').count();
      await listening;
      // As in live-pages.test.ts: graph B accepts the subscription after gateway calls of its own (the access check,
      // the events' cursor); two reads of our own through B, sent after the frame, come back after them.
      for (const _ of [1, 2]) {
        await graphAsSession(
          page,
          'query ($id: ID!) { loanApplication(id: $id) { id } }',
          { id: applicationId },
          originB,
        );
      }
      await page.evaluate(() => Object.assign(window, { liveCrossMark: true }));

      await graphAsSession(staff.page, TRANSITION, { input: { id: applicationId, toStatus: 11 } });
      await expect.poll(() => view.getAttribute('data-status'), { timeout: LIVE_WITHIN_MS }).toBe('11');
      await expect.poll(() => view.getByTestId('timeline-event').count()).toBeGreaterThan(events);
      expect(await page.evaluate(() => 'liveCrossMark' in window)).toBe(true);
      expect([...enterprise.errors, ...staff.errors]).toEqual([]);
    } finally {
      await enterprise.context.close();
      await staff.context.close();
    }
  });
});
