import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, gatewayUrl } from './harness.ts';

/** Helpers of the account browser tests: fresh mobiles, the gateway's development helpers, the slider, API setup. */

/** A fresh mobile (13 + 9 random digits), so per-mobile SMS limits never collide between tests. */
export function randomMobile(): string {
  return `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** A password that meets rule B (8-18 letters and digits). */
export function randomPassword(): string {
  return `Pw${Math.random().toString(36).slice(2, 10)}9`;
}

/** The masked mobile the header shows: first 3 digits, four asterisks, the last 4. */
export const masked = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function devHelper<T>(path: string): Promise<T> {
  const response = await fetch(`${gatewayUrl()}${path}`);
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** The latest SMS code sent to a mobile (development helper). */
export const latestSmsCode = (mobile: string): Promise<string> =>
  devHelper<string>(`/__dev/sms?mobile=${encodeURIComponent(mobile)}`);

/** An x that the captcha check accepts for this puzzle (development helper). */
export async function captchaAnswer(key: string): Promise<number> {
  return (await devHelper<{ x: number }>(`/__dev/captcha/${encodeURIComponent(key)}`)).x;
}

/** Whether a response answers the GraphQL operation of that name. */
export function isOperation(response: Response, operationName: string): boolean {
  if (!response.url().endsWith('/graphql')) return false;
  try {
    return (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === operationName;
  } catch {
    return false;
  }
}

/**
 * Moves the slider captcha's thumb (@sme/ui's, in the portal and the workbench) to the piece position `x` with the
 * arrow keys, once the puzzle has loaded, and confirms with Enter.
 */
export async function slideTo(page: Page, x: number): Promise<void> {
  const slider = page.getByRole('slider', { name: '拼图滑块' });
  await expect.poll(() => slider.getAttribute('aria-disabled')).toBe('false');
  await slider.focus();
  // PageUp moves ten steps, as a keyboard user would go most of the way; the arrows do the rest.
  const steps = Math.round(x / 2.55);
  for (let press = 0; press < Math.floor(steps / 10); press += 1) await slider.press('PageUp');
  for (let press = 0; press < steps % 10; press += 1) await slider.press('ArrowRight');
  await slider.press('Enter');
}

/**
 * Runs `trigger` (a click that opens the slider captcha), reads the puzzle's key from the GraphQL answer, asks the
 * development helper for the answer and moves the slider there with the arrow keys, then confirms with Enter.
 * Resolves once the dialog has closed after the success (2 s).
 */
export async function solveSliderAfter(page: Page, trigger: () => Promise<void>): Promise<void> {
  const captchaAnswerResponse = page.waitForResponse((response) => isOperation(response, 'Captcha'));
  await trigger();
  const body = (await (await captchaAnswerResponse).json()) as { data: { captcha: { key: string } } };
  await slideTo(page, await captchaAnswer(body.data.captcha.key));
  await page.getByText('验证通过').waitFor();
  await page.getByTestId('captcha-dialog').waitFor({ state: 'detached' });
}

/**
 * Logs in on the 密码登录 tab of the login screen (/login, or the login dialog passed as `within`): the mobile and
 * password typed, 登录 clicked and the slider answered. What follows (温馨提示, the company choice) is the caller's.
 */
export async function submitPasswordTab(
  page: Page,
  account: { mobile: string; password: string },
  within: Page | Locator = page,
): Promise<void> {
  await within.getByRole('tab', { name: '密码登录' }).click();
  const form = within.getByRole('form', { name: '密码登录' });
  await form.getByLabel('手机号', { exact: true }).fill(account.mobile);
  await form.getByLabel('密码', { exact: true }).fill(account.password);
  await solveSliderAfter(page, () => form.getByRole('button', { name: '登录' }).click());
}

/** Fills the mobile of the visible form, sends a code through the slider and answers the code that arrived. */
export async function sendCodeThroughUi(page: Page, form: string, mobile: string): Promise<string> {
  const scope = page.getByRole('form', { name: form });
  await scope.getByLabel(/^(新)?手机号$/).fill(mobile);
  await solveSliderAfter(page, () => scope.getByRole('button', { name: '获取验证码' }).click());
  await page.getByText('验证码发送成功！').first().waitFor();
  await expect.poll(() => scope.getByTestId('sms-countdown').textContent()).toMatch(/^\d{1,2}秒后重新获取$/);
  return latestSmsCode(mobile);
}

/** Clicks 同意 on the 温馨提示 protocol notice (shown in a browser that has not agreed to the current versions). */
export async function agreeToProtocolNotice(page: Page): Promise<void> {
  const notice = page.getByTestId('protocol-notice');
  await notice.waitFor();
  await notice.getByRole('button', { name: '同意', exact: true }).click();
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? 'GraphQL answered no data');
  return body.data;
}

export interface TestAccount {
  mobile: string;
  password: string;
}

/** Registers an account through GraphQL (as the register screen does), for tests whose subject is something else. */
export async function registerThroughApi(): Promise<TestAccount> {
  const mobile = randomMobile();
  const password = randomPassword();
  const { captcha } = await graphql<{ captcha: { key: string; y: number } }>('query { captcha { key y } }');
  const x = await captchaAnswer(captcha.key);
  const { checkCaptcha } = await graphql<{ checkCaptcha: string }>(
    'mutation ($key: String!, $x: Float!, $y: Int!) { checkCaptcha(key: $key, x: $x, y: $y) }',
    { key: captcha.key, x, y: captcha.y },
  );
  await graphql('mutation ($input: SendSmsCodeInput!) { sendSmsCode(input: $input) }', {
    input: { mobile, captchaToken: checkCaptcha, method: 'REGISTER' },
  });
  const smsCode = await latestSmsCode(mobile);
  await graphql('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { mobile, password, smsCode, isAgree: true },
  });
  return { mobile, password };
}
