import type { Page } from 'playwright-core';
import { totpCode } from '../../apps/gateway/src/features/workbench/domain/totp.ts';
import { solveCaptchaThrough } from '../support/graph-captcha.ts';
import { captchaAnswer, isOperation, slideTo } from './accounts-support.ts';
import { baseUrl } from './harness.ts';
import { graphWithCookies } from './sign-in-support.ts';

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
 * Signs a staff member into the workbench without its login screen — the screen's GraphQL calls (slider answered by
 * the development helper, the current TOTP code), then the HttpOnly cookie handed to the browser — and opens the
 * workbench, which lands on the role's page (the caller waits for it). For tests whose subject is not the login
 * (workbench.test.ts logs in through the screen). A code is accepted once: when another file signed the same account
 * in within this 30-second step, the next step's code is sent.
 */
export async function staffLogin(page: Page, staff: StaffAccount): Promise<void> {
  const { call, jar } = graphWithCookies();
  const captchaToken = await solveCaptchaThrough(call, captchaAnswer);
  const { staffLogin: step } = await call<{ staffLogin: { next: string; ticket: string } }>(
    'mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { next ticket } }',
    { input: { username: staff.username, password: staff.password, captchaToken } },
  );
  if (step.next !== 'totp') throw new Error(`${staff.username}: the login asked for ${step.next}, not a TOTP code`);
  for (let attempt = 0; ; attempt += 1) {
    const totpStep = Math.floor(Date.now() / TOTP_STEP_MS);
    try {
      await call(
        'mutation ($ticket: String!, $code: String!) { staffConfirmCode(ticket: $ticket, code: $code) { id } }',
        {
          ticket: step.ticket,
          code: totpCode(staff.secret, new Date()),
        },
      );
      break;
    } catch (error) {
      if (attempt > 0 || !(error instanceof Error) || !error.message.startsWith(USED_CODE)) throw error;
      await page.waitForTimeout(Math.max(0, (totpStep + 1) * TOTP_STEP_MS - Date.now()) + 200);
    }
  }
  const token = jar.get(STAFF_COOKIE);
  if (!token) throw new Error(`${staff.username}: the login set no ${STAFF_COOKIE} cookie`);
  await page
    .context()
    .addCookies([{ name: STAFF_COOKIE, value: token, url: baseUrl(), httpOnly: true, sameSite: 'Strict' }]);
  await page.goto(`${baseUrl()}/admin/#/`);
}

const STAFF_COOKIE = 'SME-Staff-Token';

/**
 * Logs a staff member into the workbench through its screen: the slider and the current TOTP code; resolves once the
 * workbench has taken the code (the caller waits for the page its role lands on). A code is accepted once: when
 * another file signed the same account in within this 30-second step, the next step's code is entered as a person
 * would.
 */
export async function staffLoginThroughScreen(page: Page, staff: StaffAccount): Promise<void> {
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
