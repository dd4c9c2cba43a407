import { describe, expect, it } from 'vitest';
import { REGISTRY_FIXTURE } from '../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { agreeToProtocolNotice, masked, randomMobile, sendCodeThroughUi } from './accounts-support.ts';
import { chromiumForBlock, gatewayUrl, visit } from './harness.ts';

/** Login step 7 in Chromium: an imported account opens its invitation link, sees /adInvitation once, then /verified. */

/** A live registry fixture (字号 澍禾, never generated) that no other browser test imports. */
const COMPANY = REGISTRY_FIXTURE.distinctiveTwin;

interface Imported {
  mobile: string;
  token: string;
  companyName: string;
}

/** The operator's import for one account, through the gateway's development helper (the command's service). */
async function importAccount(mobile: string, uniformCode: string): Promise<Imported> {
  const response = await fetch(`${gatewayUrl()}/__dev/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, companyName: COMPANY.name, uniformCode }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: Imported };
  if (envelope.code !== 0) throw new Error(`import: ${envelope.msg}`);
  return envelope.data;
}

describe('an imported account in the browser', () => {
  const chromium = chromiumForBlock();

  it('opens the invitation link, lands on /adInvitation, goes on to /verified, and later logs in straight to /verified', async () => {
    const imported = await importAccount(randomMobile(), COMPANY.uniformCode);
    expect(imported.companyName).toBe(COMPANY.name);

    await chromium.withPage(async (page) => {
      await visit(page, `/login?importToken=${imported.token}`);
      const landing = page.getByTestId('invitation-login');
      await landing.getByRole('heading', { name: '受邀登录' }).waitFor();
      await landing.getByRole('button', { name: '接受邀请并登录' }).click();
      await agreeToProtocolNotice(page);

      await page.waitForURL(/#\/adInvitation$/);
      const invitation = page.getByTestId('invitation-page');
      await invitation.getByRole('heading', { name: '欢迎加入区域中小企业融资服务平台' }).waitFor();
      expect(await page.getByTestId('invitation-partner').textContent()).toBe('合作企业服务平台（SHB）');
      expect(await page.getByTestId('invitation-company').textContent()).toBe(COMPANY.name);
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(imported.mobile));
      expect(await page.evaluate(() => document.cookie)).toBe('');
      expect(await page.evaluate(() => window.location.hash)).not.toContain(imported.token);

      await invitation.getByRole('button', { name: '开始实名认证' }).click();
      await page.waitForURL(/#\/verified$/);
      await page.getByTestId('verified-company').getByText(COMPANY.name).waitFor();

      await page.getByRole('button', { name: '安全退出' }).click();
      await page.waitForURL(/#\/login$/);

      // The invitation is used up: the link now says so.
      await visit(page, `/login?importToken=${imported.token}`);
      await page.getByTestId('invitation-login').getByRole('button', { name: '接受邀请并登录' }).click();
      const alert = page.getByTestId('alert-prompt');
      await alert.getByText('邀请链接已失效，请联系邀请方重新获取').waitFor();
      await alert.getByRole('button', { name: '确定' }).click();
      await page.getByTestId('invitation-login').getByRole('button', { name: '使用短信或密码登录' }).click();

      // A later login (SMS: an imported account has no password) goes straight to /verified.
      const form = page.getByRole('form', { name: '短信登录' });
      const code = await sendCodeThroughUi(page, '短信登录', imported.mobile);
      await form.getByLabel('短信验证码').fill(code);
      await form.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/#\/verified$/);
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(imported.mobile));
    });
  }, 120_000);
});
