import { describe, expect, it } from 'vitest';
import { applyAsSession, devTransition, gatewayCall } from './business-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { sessionToken, signInDemo } from './verification-support.ts';

/**
 * Referral after a decline (issue 9) in Chromium, as the demo company: an application declined by its institution
 * (1 → 11 → 5) offers 转介其他机构 on its progress view; one click of 同意转介 refers the same application to another
 * institution, whose new application shows under 我的融资申请, and the ledger (/account/5) shows the consent.
 */

const PRODUCT = '粤秀税信贷';

/** Applies for the product as the session and answers the application with its institution's name. */
async function applyAsDemo(token: string): Promise<{ id: number; orgName: string }> {
  const id = await applyAsSession(token, PRODUCT, { applyAmount: 150, loanFor: 4 });
  const detail = await gatewayCall<{ orgName: string }>(`/loan/pc/myDetail?id=${id}`, token, {});
  expect(detail.code, detail.msg).toBe(0);
  return { id, orgName: detail.data.orgName };
}

describe('referral after a decline', () => {
  const chromium = chromiumForBlock();

  it('offers other institutions on a declined application, refers it on one click and records the consent', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, SMART_MAKING);
      const token = await sessionToken(page);
      const original = await applyAsDemo(token);
      await devTransition(original.id, 11);
      await devTransition(original.id, 5, { failureType: 1, failureReason: '企业成立年限不满足产品准入要求' });

      await visit(page, `/account/2?id=${original.id}`);
      const progress = page.locator('[data-testid="progress-view"][data-status="5"]');
      await progress.waitFor();
      const block = progress.getByTestId('referral-block');
      await block.getByRole('heading', { name: '转介其他机构' }).waitFor();
      const option = block.getByTestId('referral-option').first();
      await option.waitFor();
      const options = await block.getByTestId('referral-option').count();
      expect(options).toBeGreaterThan(0);
      expect(options).toBeLessThanOrEqual(3);
      // The declining institution is not offered; each option says what is shared with whom.
      expect(await block.textContent()).not.toContain(original.orgName);
      const consentText = (await option.getByTestId('referral-consent-text').textContent()) ?? '';
      expect(consentText).toMatch(/^本企业同意平台将本笔融资申请的同一份申请数据及已上传的申请材料提供给「(.+)」/);
      const orgName = consentText.match(/提供给「(.+?)」/)?.[1] ?? '';
      const productName = consentText.match(/申请其产品「(.+?)」/)?.[1] ?? '';

      await option.getByRole('button', { name: '同意转介' }).click();
      await page.getByText(`已转介至「${orgName}」的「${productName}」，新申请已提交`).first().waitFor();
      const made = block.getByTestId('referral-made');
      await made.getByText(`已同意转介至「${orgName}」的「${productName}」，新申请状态：已提交`).waitFor();
      expect(await block.getByTestId('referral-option').count()).toBe(0);

      // The link opens the new application's progress view.
      await made.getByRole('link', { name: '查看转介后的新申请' }).click();
      await page.waitForURL(/#\/account\/2\?id=\d+$/);
      const newId = new URL(page.url().replace('/#/', '/')).searchParams.get('id') ?? '';
      expect(newId).not.toBe(String(original.id));
      const fresh = page.locator('[data-testid="progress-view"][data-status="1"]');
      await fresh.waitFor();
      await fresh.getByTestId('product-block').getByText(productName).waitFor();
      expect(await fresh.getByTestId('referral-block').count()).toBe(0);

      // 我的融资申请 lists it.
      await fresh.getByRole('button', { name: '返回列表' }).click();
      const card = page.locator(`[data-testid="application-card"][data-id="${newId}"]`);
      await card.waitFor();
      expect(await card.textContent()).toContain(productName);

      // The ledger shows the consent and the sharing with the new institution.
      await visit(page, '/account/5');
      const table = page.getByTestId('authorisation-ledger').getByTestId('ledger-table');
      const consentRow = table.locator('tr[data-kind="REFERRAL"]').first();
      await consentRow.waitFor();
      expect(await consentRow.textContent()).toContain('同意转介');
      expect(await consentRow.textContent()).toContain(orgName);
      expect(await consentRow.textContent()).toContain(consentText);
      const sharing = table.locator('tr[data-kind="ACCESS"]').filter({ hasText: '经企业同意转介' }).first();
      await sharing.waitFor();
      expect(await sharing.textContent()).toContain(orgName);
      expect(await sharing.textContent()).toContain(`融资申请「${PRODUCT}」`);
    });
  });
});
