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
 * Logs a staff member into the workbench through the slider and the current TOTP code; resolves once the workbench
 * has taken the code (the caller waits for the page its role lands on). A code is accepted once: when another file
 * signed the same account in within this 30-second step, the next step's code is entered as a person would.
 */
export async function staffLogin(page: Page, staff: StaffAccount): Promise<void> {
  await page.goto(`${baseUrl()}/admin/#/login`);
  await page.getByRole('heading', { name: '金融机构/政府人员登录' }).waitFor();
  await page.getByLabel('用户名').fill(staff.username);
  await page.getByLabel('密码', { exact: true }).fill(staff.password);
  await solveSlider(page, () => page.getByRole('button', { name: '登录', exact: true }).click());
  const code = page.getByLabel('动态验证码');
  await code.waitFor();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const step = Math.floor(Date.now() / TOTP_STEP_MS);
    await code.fill(totpCode(staff.secret, new Date()));
    await page.getByRole('button', { name: '确认登录' }).click();
    const refused = page.getByText(USED_CODE);
    const outcome = await Promise.race([
      page
        .waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 60_000 })
        .then(() => 'in' as const)
        .catch(() => 'neither' as const),
      refused
        .first()
        .waitFor({ timeout: 60_000 })
        .then(() => 'refused' as const)
        .catch(() => 'neither' as const),
    ]);
    if (outcome === 'in') return;
    if (outcome === 'neither') break;
    await page.waitForTimeout(Math.max(0, (step + 1) * TOTP_STEP_MS - Date.now()) + 200);
  }
  throw new Error(`${staff.username}: the TOTP code was refused twice`);
}

const TOTP_STEP_MS = 30_000;
const USED_CODE = '动态验证码错误或已使用';
