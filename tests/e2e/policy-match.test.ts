import { describe, expect, it } from 'vitest';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { signInDemo } from './verification-support.ts';

/** Issue 22, slice policies: 可申报政策 in the personal centre and the match on a policy's page, with the demo account. */

const HIGH_TECH = '粤秀示范区高新技术企业培育和认定奖励措施';
const FOREIGN_TRADE = '粤秀示范区促进外贸稳规模优结构若干措施';

describe('policies matched to the company', () => {
  const chromium = chromiumForBlock();

  it('lists 可申报政策 with the conditions, and the policy pages say 符合 and 暂不符合 with the reason', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, SMART_MAKING);
      await visit(page, '/account/10');
      const section = page.getByTestId('policy-matches');
      const highTech = section.getByTestId('policy-match').filter({ hasText: HIGH_TECH });
      await highTech.waitFor();
      const conditions = await highTech.getByTestId('policy-conditions').textContent();
      expect(conditions).toContain('注册地在天河区或越秀区 ✓');
      expect(conditions).toContain('成立满3年 ✓');
      const trade = section.getByTestId('policy-match').filter({ hasText: FOREIGN_TRADE });
      expect(await trade.getByTestId('policy-conditions').textContent()).toContain(
        '注册地在白云区或花都区 ✗（贵企业注册地在天河区）',
      );

      await highTech.getByRole('link', { name: HIGH_TECH }).click();
      await page.waitForURL(/#\/enterpriseFriendly\/\d+$/);
      const eligible = page.getByTestId('policy-match-result');
      await eligible.getByText('贵企业符合本政策条件').waitFor();
      expect(await eligible.textContent()).toContain('注册地在天河区或越秀区 ✓');

      await page.goBack();
      await section.getByRole('link', { name: FOREIGN_TRADE }).click();
      await page.waitForURL(/#\/enterpriseFriendly\/\d+$/);
      const refused = page.getByTestId('policy-match-result');
      await refused.getByText('贵企业暂不符合：注册地在白云区或花都区（贵企业注册地在天河区）').waitFor();
    });
  });

  it('shows a visitor a prompt to log in, never a verdict', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/enterpriseFriendly');
      await page.locator('a[href^="#/enterpriseFriendly/"]').first().click();
      await page.waitForURL(/#\/enterpriseFriendly\/\d+$/);
      await page
        .getByTestId('policy-match-prompt')
        .getByText('登录并完成企业认证后，可查看贵企业是否符合本政策条件')
        .waitFor();
      expect(await page.getByTestId('policy-match-result').count()).toBe(0);
    });
  });
});
