import { describe, expect, it } from 'vitest';
import { rulesOnly, settledViolations } from './axe-support.ts';
import { applyAsSession, formProduct, graphAsSession, SMART_MAKING, transition } from './financing-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { demoPageForBlock } from './verification-support.ts';

/**
 * The message centre in Chromium as the demo company: an institution's moves (development helper) show as the
 * header's unread count on the next route change, the list under 个人中心 › 消息中心 shows them unread, and 全部已读
 * clears the badge.
 */
describe('message centre', () => {
  const demo = demoPageForBlock(chromiumForBlock(), SMART_MAKING);

  it('counts an institution’s moves in the header, lists them and clears them with 全部已读', async () => {
    const { page, errors } = demo;
    await graphAsSession(page, 'mutation { markMessagesRead(all: true) { unreadCount } }');
    await visit(page, '/');
    const link = page.getByTestId('header-messages');
    await link.waitFor();
    expect(await page.getByTestId('unread-badge').count()).toBe(0);

    const product = await formProduct(page);
    const id = await applyAsSession(page, product.id, {
      applyAmount: 200,
      guaranteeMethods: [1],
      repayMethod: 3,
      contactMobile: '13900000004',
    });
    await transition(page, { id, toStatus: 11 });
    await transition(page, { id, toStatus: 4, remark: '材料齐全，已受理' });

    // A route change asks for the count again.
    await page.getByRole('link', { name: '个人中心' }).first().click();
    await expect.poll(() => page.getByTestId('unread-badge').textContent()).toBe('2');

    await link.click();
    const centre = page.getByTestId('message-centre');
    await centre.waitFor();
    const first = centre.getByTestId('message-item').first();
    expect(await first.getAttribute('data-read')).toBe('false');
    expect(await first.textContent()).toContain(`您申请的「${product.name}」已被机构受理`);
    expect(await centre.locator('[data-testid="message-item"][data-read="false"]').count()).toBe(2);
    // Unread notices' colours, a state the every-route scan may not meet.
    expect(await settledViolations(page, rulesOnly('color-contrast'))).toEqual([]);

    await centre.getByRole('button', { name: '全部已读' }).click();
    await page.getByTestId('unread-badge').waitFor({ state: 'detached' });
    await expect.poll(() => first.getAttribute('data-read')).toBe('true');
    expect(errors).toEqual([]);
  });
});
