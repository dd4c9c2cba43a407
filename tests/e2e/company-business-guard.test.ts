import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGISTRY_FIXTURE } from '../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { agreeToProtocolNotice, masked, registerThroughApi, submitPasswordTab } from './accounts-support.ts';
import { gatewayCall } from './business-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { sessionToken } from './verification-support.ts';

/**
 * Issue "Trust first", item 1 in Chromium: a new account adds the demo's certified company (its name and credit code
 * are public) and sees nothing of its business — no 消息 count, no applications — only the way to certify.
 */

const { demoCertified } = REGISTRY_FIXTURE;

/** Password login on /login, then the add-company dialog of spec §4: the demo's certified company. */
async function loginAndAddDemoCompany(page: Page, account: { mobile: string; password: string }): Promise<void> {
  await visit(page, '/login');
  await submitPasswordTab(page, account);
  await agreeToProtocolNotice(page);
  await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));
  const dialog = page.getByTestId('add-company-prompt');
  const form = dialog.getByRole('form', { name: '添加企业' });
  await form.getByLabel('企业名称').fill('示例智造');
  await form
    .getByRole('list', { name: '企业查询结果' })
    .getByRole('button')
    .filter({ hasText: demoCertified.name })
    .click();
  expect(await form.getByLabel('统一社会信用代码').inputValue()).toBe(demoCertified.uniformCode);
  await form.getByRole('button', { name: '确定' }).click();
  await page.getByText('添加成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('an account that added a certified company without certifying it', () => {
  const chromium = chromiumForBlock();

  it('sees no 消息 count and no applications, and is sent to /verified from the personal centre and /oneClickRate', async () => {
    const account = await registerThroughApi();
    await chromium.withPage(async (page) => {
      const unreadAsked: string[] = [];
      page.on('request', (request) => {
        if (request.postData()?.includes('unreadMessageCount')) unreadAsked.push(request.url());
      });
      await loginAndAddDemoCompany(page, account);

      // The header: 消息 without a count, the count never asked for.
      await visit(page, '/');
      const messages = page.getByTestId('header-messages');
      await messages.waitFor();
      expect(await messages.textContent()).toBe('消息');
      expect(await page.getByTestId('unread-badge').count()).toBe(0);
      expect(unreadAsked).toEqual([]);

      // The personal centre (my applications) and the one-click estimate: the way to certify instead.
      await visit(page, '/account/1');
      await page.waitForURL(/#\/verified$/);
      await page.getByTestId('verified-company').getByText(demoCertified.name).waitFor();
      await visit(page, '/oneClickRate');
      await page.waitForURL(/#\/verified$/);

      // Read back: the gateway shows this session none of the company's applications or messages.
      const token = await sessionToken(page);
      expect((await gatewayCall('/loan/pc/myList', token, {})).code).toBe(-5004);
      expect((await gatewayCall('/user/message/list', token, {})).code).toBe(-5004);
      expect(unreadAsked).toEqual([]);
    });
  });
});
