import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../support/sample-files/images.ts';
import { drawnPdf } from '../support/sample-files/pdf.ts';
import { randomMobile } from './accounts-support.ts';
import { rulesOnly, settledViolations } from './axe-support.ts';
import { endTestApplication } from './business-support.ts';
import { demoApplication, demoStaff } from './desk-support.ts';
import { attachFile } from './files-support.ts';
import { graphAsSession, SMART_MAKING } from './financing-support.ts';
import { baseUrl, chromiumForBlock, openPage, visit } from './harness.ts';
import { staffLogin } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/**
 * Issue 20, slice threads, in Chromium: the enterprise writes on its application's thread in the portal's progress
 * view → the workbench queue marks the row (新留言) → the institution's staff read it on the detail and reply → the
 * portal's 消息 badge rises, the message centre lists the thread, and reading it there brings the badge back down.
 * The question carries a PDF (the portal's upload widget), which the staff open in the workbench's PDF viewer.
 * org03-staff (珠江示范村镇银行): a staff login no other file uses, so no TOTP code is replayed.
 */

const STAFF = demoStaff('org03-staff');
const PRODUCT = '珠江市场商户贷';
const QUESTION = '请问还需要补充哪些材料？';
const REPLY = '请补充近6个月的收款流水，谢谢。';

const chromium = chromiumForBlock();
let applicationId = '';

beforeAll(async () => {
  applicationId = await demoApplication(chromium.browser, PRODUCT, { applyAmount: 50, contactMobile: randomMobile() });
});

afterAll(() => endTestApplication(applicationId));

/** The unread counts the server holds for the demo company: the centre's notices and the threads' messages. */
async function serverCounts(portal: Page): Promise<{ notices: number; threads: number }> {
  const answer = await graphAsSession<{ unreadMessageCount: number; unreadThreads: { count: number } }>(
    portal,
    'query { unreadMessageCount unreadThreads { count } }',
  );
  return { notices: answer.unreadMessageCount, threads: answer.unreadThreads.count };
}

/** The header's 消息 count (0 without a badge), after a route change asked for it again. */
async function badge(portal: Page): Promise<number> {
  const shown = portal.getByTestId('unread-badge');
  return (await shown.isVisible()) ? Number(await shown.textContent()) : 0;
}

describe('the enterprise ↔ account manager thread', () => {
  it('carries a question to the workbench queue’s marker and the reply to the portal’s 消息 badge', async () => {
    const { context: portalContext, page: portal, errors } = await openPage(chromium.browser);
    try {
      await signInDemo(portal, SMART_MAKING);
      await visit(portal, `/account/2?id=${applicationId}`);
      const thread = portal.getByTestId('application-thread');
      await thread.getByTestId('thread-input').fill(QUESTION);
      await attachFile(thread, '添加附件', { name: '经营说明.pdf', mimeType: 'application/pdf', buffer: drawnPdf() });
      await thread.getByTestId('thread-send').click();
      const sent = thread.getByTestId('thread-message').filter({ hasText: QUESTION });
      await expect.poll(() => sent.getByTestId('thread-message-files').textContent()).toContain('经营说明.pdf');
      // Away from the thread, which (listening) would read the reply as soon as it comes.
      await visit(portal, '/');

      await chromium.withPage(async (page) => {
        await staffLogin(page, STAFF);
        await page.getByRole('heading', { name: '申请队列' }).waitFor();
        const row = page.getByTestId('application-row').filter({ has: page.locator(`a[href$="/${applicationId}"]`) });
        await expect.poll(() => row.getByTestId('thread-marker').textContent()).toBe('新留言 1');
        await row.getByRole('link', { name: '查看' }).click();
        await page.waitForURL(`**/admin/#/applications/${applicationId}`);
        const staffThread = page.getByTestId('org-application-thread');
        const question = staffThread.getByTestId('org-thread-message').filter({ hasText: QUESTION });
        await question.waitFor();
        await question.getByTestId('org-thread-message-files').getByRole('button', { name: '查看' }).click();
        const canvas = page.getByTestId('material-viewer').getByTestId('pdf-canvas');
        await expect.poll(() => canvas.getAttribute('data-rendered')).toBe('true');
        await page.keyboard.press('Escape');
        await page.getByTestId('material-viewer').waitFor({ state: 'detached' });
        await staffThread.getByTestId('org-thread-input').fill(REPLY);
        // Staff attach a file of their own (issue 20, slice staff-files): the enterprise reads it on the reply.
        await staffThread
          .getByTestId('org-thread-file-input')
          .setInputFiles({ name: '填写示例.png', mimeType: 'image/png', buffer: png() });
        await staffThread.getByTestId('org-thread-file').filter({ hasText: '填写示例.png' }).waitFor();
        await staffThread.getByTestId('org-thread-send').click();
        const reply = staffThread.locator('[data-side="institution"]').filter({ hasText: REPLY });
        await expect.poll(() => reply.getByTestId('org-thread-message-files').textContent()).toContain('填写示例.png');

        // Read: the queue's marker is gone (once the list is asked again).
        await page.goto(`${baseUrl()}/admin/#/applications`);
        await row.waitFor();
        await expect.poll(() => row.getByTestId('thread-marker').count()).toBe(0);
      });

      // The portal's badge counts the reply (the centre's notices plus the threads' unread messages, as the server
      // counts them); the message centre lists the thread; reading it there lowers the badge by the reply.
      await visit(portal, '/');
      await portal.reload();
      const counts = await serverCounts(portal);
      expect(counts.threads).toBeGreaterThanOrEqual(1);
      await expect.poll(() => badge(portal)).toBe(counts.notices + counts.threads);
      await portal.getByTestId('header-messages').click();
      const unreadThread = portal.getByTestId('unread-thread').filter({ hasText: PRODUCT });
      await expect.poll(() => unreadThread.textContent()).toContain('1条未读');
      // The unread threads' colours, a state the every-route scan may not meet.
      expect(await settledViolations(portal, rulesOnly('color-contrast'))).toEqual([]);
      await unreadThread.getByRole('link').click();
      const thread2 = portal.getByTestId('application-thread');
      const reply = thread2.locator('[data-side="institution"]').filter({ hasText: REPLY });
      await expect.poll(() => reply.getByTestId('thread-message-files').textContent()).toContain('填写示例.png');
      await expect.poll(() => badge(portal)).toBe(counts.notices + counts.threads - 1);
      expect(errors).toEqual([]);
    } finally {
      await portalContext.close();
    }
  });
});
