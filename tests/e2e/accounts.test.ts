import { describe, expect, it } from 'vitest';
import {
  agreeToProtocolNotice,
  masked,
  randomMobile,
  randomPassword,
  sendCodeThroughUi,
  solveSliderAfter,
} from './accounts-support.ts';
import { chromiumForBlock, visit } from './harness.ts';

/** Issue 3 in Chromium: register through the UI, log out, log in by password and by SMS, -4009, the visitor guard. */

describe('accounts in the browser: register, log out, log in', () => {
  const chromium = chromiumForBlock();
  /** The account registered through the UI by the first test; the others log into it. */
  const account = { mobile: randomMobile(), password: randomPassword() };

  it('registers a new account through the UI, lands on /verified logged in, and logs out', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/register?channelCode=E2E01');
      const form = page.getByRole('form', { name: '企业注册' });
      await form.getByRole('button', { name: '注册' }).click();
      await expect
        .poll(() => form.getByTestId('field-error').allTextContents())
        .toEqual(['请输入手机号', '请输入验证码', '请输入密码']);
      await page.getByText('请阅读并同意协议').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('H5-channelCode'))).toBe('E2E01');

      await form.getByLabel('手机号').fill('138 1234,5');
      expect(await form.getByLabel('手机号').inputValue()).toBe('13812345');
      await form.getByRole('button', { name: '获取验证码' }).click();
      await page.getByText('请输入正确手机号').first().waitFor();

      const code = await sendCodeThroughUi(page, '企业注册', account.mobile);
      await form.getByLabel('短信验证码').fill(code);
      const password = form.getByLabel('登录密码');
      await password.fill('abcdefgh');
      expect(await form.getByTestId('password-strength').getAttribute('data-strength')).toBe('1');
      await password.fill('abcd1234');
      expect(await form.getByTestId('password-strength').getAttribute('data-strength')).toBe('2');
      await password.fill(`${account.password.slice(0, 4)} ,${account.password.slice(4)}`);
      expect(await password.inputValue()).toBe(account.password);
      expect(await form.getByTestId('password-strength').getAttribute('data-strength')).toBe('3');
      await form.getByText('我已阅读并同意').click();
      await form.getByRole('button', { name: '注册' }).click();

      await page.waitForURL(/#\/verified$/);
      await page.getByTestId('verified-message').getByText('注册成功，请进行实名认证').waitFor();
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));
      expect(await page.getByRole('link', { name: '继续实名认证' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: '个人中心' }).count()).toBe(1);
      expect(await page.evaluate(() => document.cookie)).not.toContain('PC-Front-Token');

      await page.getByRole('button', { name: '安全退出' }).click();
      await page.getByText('安全退出成功！').first().waitFor();
      await page.waitForURL(/#\/login$/);
      await expect.poll(() => page.getByRole('link', { name: '企业登录' }).count()).toBe(1);
      await visit(page, '/account/1');
      await page.waitForURL(/#\/login$/);
    });
  });

  it('logs in by password after the slider, returns to the remembered address, and keeps only the mobile', async () => {
    await chromium.withPage(async (page) => {
      // The password section: the personal centre's other sections need the face check first (spec §4).
      await visit(page, '/account/7');
      await page.waitForURL(/#\/login$/);
      await page.getByRole('tab', { name: '密码登录' }).click();
      const form = page.getByRole('form', { name: '密码登录' });
      await form.getByLabel('手机号', { exact: true }).fill(account.mobile);
      await form.getByLabel('密码', { exact: true }).fill('wrongpass1');
      await form.getByText('记住手机号').click();
      await solveSliderAfter(page, () => form.getByRole('button', { name: '登录' }).click());
      await agreeToProtocolNotice(page);
      const alert = page.getByTestId('alert-prompt');
      await alert.getByText('提示').waitFor();
      expect(await alert.textContent()).toMatch(/[\u4e00-\u9fff]/);
      await alert.getByRole('button', { name: '确定' }).click();

      await form.getByLabel('密码', { exact: true }).fill(account.password);
      // 温馨提示 was agreed in this browser session: not asked again (the agreement is recorded with the login).
      await solveSliderAfter(page, () => form.getByRole('button', { name: '登录' }).click());
      await page.waitForURL(/#\/account\/7$/);
      expect(await page.getByTestId('protocol-notice').count()).toBe(0);
      await page.getByText('登录成功，请进行实名认证').first().waitFor();
      // No company name yet: the add-company prompt opens after a password login (spec §4).
      const addCompany = page.getByTestId('add-company-prompt');
      await addCompany.getByText('请完善企业信息，以便更好地为您服务').waitFor();
      await addCompany.getByRole('button', { name: '取消' }).click();
      await page.getByRole('form', { name: '修改密码' }).waitFor();
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));

      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(stored).toContain(account.mobile);
      expect(stored).not.toContain(account.password);
      expect(JSON.parse(await page.evaluate(() => localStorage.getItem('protocolVersions') ?? '{}'))).toEqual({
        type1: expect.any(String),
        type2: expect.any(String),
      });

      await visit(page, '/login');
      await page.waitForURL((url) => url.hash === '#/');
    });
  });

  it('answers -4009 on register with an existing mobile: alert 提醒, then the login page', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/register');
      const form = page.getByRole('form', { name: '企业注册' });
      await form.getByLabel('手机号').fill(account.mobile);
      await solveSliderAfter(page, () => form.getByRole('button', { name: '获取验证码' }).click());
      const alert = page.getByTestId('alert-prompt');
      await alert.getByText('提醒').waitFor();
      await alert.getByRole('button', { name: '确定' }).click();
      await page.waitForURL(/#\/login$/);
    });
  });

  it('logs in by SMS: validation texts, 温馨提示 不同意 cancels and 同意 continues, then home', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/login');
      const form = page.getByRole('form', { name: '短信登录' });
      await form.getByRole('button', { name: '登录' }).click();
      await expect
        .poll(() => form.getByTestId('field-error').allTextContents())
        .toEqual(['请输入手机号', '请输入验证码']);
      await form.getByLabel('手机号').fill('12345678901');
      await form.getByLabel('短信验证码').fill('12a');
      await form.getByRole('button', { name: '登录' }).click();
      await expect
        .poll(() => form.getByTestId('field-error').allTextContents())
        .toEqual(['请输入正确的手机号', '请输入正确格式的验证码']);

      const code = await sendCodeThroughUi(page, '短信登录', account.mobile);
      expect(await form.getByRole('button', { name: '获取验证码' }).count()).toBe(0);
      await form.getByLabel('短信验证码').fill(code);
      await form.getByRole('button', { name: '登录' }).click();
      const notice = page.getByTestId('protocol-notice');
      await notice.getByRole('link', { name: '《隐私政策》' }).waitFor();
      expect(await notice.getByRole('link', { name: '《用户服务协议》' }).getAttribute('href')).toBe('#/agreement/2');
      await notice.getByRole('button', { name: '不同意' }).click();
      await notice.waitFor({ state: 'detached' });
      expect(page.url()).toMatch(/#\/login$/);

      await form.getByRole('button', { name: '登录' }).click();
      await agreeToProtocolNotice(page);
      await page.waitForURL((url) => url.hash === '#/');
      await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));
    });
  }, 120_000);
});
