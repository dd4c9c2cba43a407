import type { Page } from 'playwright-core';
import { totpCode } from '../../apps/gateway/src/features/workbench/domain/totp.ts';
import { captchaAnswer, isOperation, slideTo } from './accounts-support.ts';
import { baseUrl } from './harness.ts';

/**
 * The staff workbench's login (apps/admin at /admin/) for e2e tests. A TOTP code is accepted once per 30 s per staff
 * member, so files that log in use different staff accounts.
 */

/** A workbench account: its username, password and TOTP secret. */
export interface StaffAccount {
  username: string;
  password: string;
  secret: string;
}

/** Waits for the puzzle the slider loads, asks the development helper for its answer and slides there by keys. */
export async function solveSlider(page: Page, trigger: () => Promise<void>): Promise<void> {
  const puzzle = page.waitForResponse((response) => isOperation(response, 'AdminCaptcha'));
  await trigger();
  const body = (await (await puzzle).json()) as { data: { captcha: { key: string } } };
  await slideTo(page, await captchaAnswer(body.data.captcha.key));
}

/**
 * Logs a staff member into the workbench through the slider and the current TOTP code; resolves once 确认登录 is
 * clicked (the caller waits for the page its role lands on).
 */
export async function staffLogin(page: Page, staff: StaffAccount): Promise<void> {
  await page.goto(`${baseUrl()}/admin/#/login`);
  await page.getByRole('heading', { name: '金融机构/政府人员登录' }).waitFor();
  await page.getByLabel('用户名').fill(staff.username);
  await page.getByLabel('密码', { exact: true }).fill(staff.password);
  await solveSlider(page, () => page.getByRole('button', { name: '登录', exact: true }).click());
  const code = page.getByLabel('动态验证码');
  await code.waitFor();
  await code.fill(totpCode(staff.secret, new Date()));
  await page.getByRole('button', { name: '确认登录' }).click();
}
