import { describe, expect, it } from 'vitest';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, gatewayUrl, visit } from './harness.ts';
import { signInDemo } from './verification-support.ts';

/** The canteen entry in Chromium: 企业食堂 in the personal centre opens a canteen session and 退出食堂 ends it. */

describe('企业食堂 in the personal centre', () => {
  const chromium = chromiumForBlock();

  it('opens a canteen session for the logged-in account, keeps its token from page scripts, and ends it', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, SMART_MAKING);
      await visit(page, '/account/1');
      await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '企业食堂' }).click();
      await page.waitForURL(/#\/account\/9$/);
      const section = page.getByTestId('canteen-section');
      await section.getByRole('button', { name: '进入企业食堂' }).click();

      const user = page.getByTestId('canteen-user');
      await user.waitFor();
      expect(await user.textContent()).toBe(`就餐人演示用户手机号138****0001所属企业${SMART_MAKING}`);
      const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'PC-Canteen-Token');
      expect(cookie).toMatchObject({ httpOnly: true, path: '/graphql', sameSite: 'Strict' });
      expect(await page.evaluate(() => document.cookie)).not.toContain('Canteen');
      // The canteen's token is never a portal token.
      const asPortal = await fetch(`${gatewayUrl()}/user/user/userInfo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cookie?.value ?? ''}` },
      });
      expect(asPortal.status).toBe(403);

      // The session outlives a reload (the graph reads it from the cookie).
      await page.reload();
      await page.getByTestId('canteen-user').waitFor();

      await section.getByRole('button', { name: '退出食堂' }).click();
      await page.getByText('已退出食堂').first().waitFor();
      await section.getByRole('button', { name: '进入企业食堂' }).waitFor();
      expect((await page.context().cookies()).some((candidate) => candidate.name === 'PC-Canteen-Token')).toBe(false);
    });
  });
});
