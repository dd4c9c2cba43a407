import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openedForBlock } from '../support/opened-for-block.ts';
import { agreeToProtocolNotice, captchaAnswer, masked, submitPasswordTab } from './accounts-support.ts';
import { type BlockChromium, baseUrl, gatewayUrl, openPage, visit } from './harness.ts';
import { signIn } from './sign-in-support.ts';

/** Helpers of the certification browser tests: the demo account, the GraphQL calls they set up with, clean-up. */

/** The seeded demo account: 示例智造科技 certified, 示例农产品贸易 (legal representative 林晓燕) not. */
export const DEMO = { mobile: '13800000001', password: 'Demo@2026' };
export const FARM_TRADE = '示例农产品贸易（广州）有限公司';
export const LEGAL_PERSON = '林晓燕';
/** A valid 18-digit number (GB 11643 example, check character X). */
export const ID_NUMBER = '11010519491231002X';

/**
 * Logs the demo account in with the password tab — from /login, or from the login page a guard has already sent
 * the browser to — and picks `company` on /changeCompany (spec §4 step 5).
 */
export async function loginDemo(page: Page, company: string, { openLoginPage = true } = {}): Promise<void> {
  if (openLoginPage) await visit(page, '/login');
  await submitPasswordTab(page, DEMO);
  await agreeToProtocolNotice(page);
  await page.waitForURL(/#\/changeCompany\?isLogon=true$/);
  await page.getByTestId('company-option').filter({ hasText: company }).getByRole('button', { name: '选择' }).click();
  await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(DEMO.mobile));
}

/** Signs the demo account into `company` without the login screen (for tests about something else). */
export function signInDemo(page: Page, company: string): Promise<void> {
  return signIn(page.context(), DEMO, company);
}

/** The page a describe block shares, signed in as the demo account; `errors` are its uncaught errors and CSP refusals. */
export interface DemoPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/**
 * Registers the hooks that open one page of the block's Chromium signed into `company` (signInDemo) before the
 * block's first test, and close it after the last (before the Chromium itself, which chromiumForBlock closes).
 */
export function demoPageForBlock(chromium: BlockChromium, company: string): DemoPage {
  return openedForBlock(
    'the block’s demo page',
    async () => {
      const opened = await openPage(chromium.browser);
      await signInDemo(opened.page, company);
      return opened;
    },
    (opened) => opened.context.close(),
  );
}

/** The browser's session token (the HttpOnly cookie), for the gateway's development helpers. */
export async function sessionToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'PC-Front-Token')?.value ?? '';
}

/** Takes the session company's certification back (development helper), so the shared demo account stays as seeded. */
export async function resetCertification(token: string): Promise<void> {
  const response = await fetch(`${gatewayUrl()}/__dev/identity/reset`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  if (envelope.code !== 0) throw new Error(`identity reset: ${envelope.msg}`);
}

/** GraphQL from the test itself, keeping the cookies it is given (session and pending login) as a browser would. */
export class GraphClient {
  private readonly cookies = new Map<string, string>();

  async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value && !/Max-Age=0/.test(header)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? 'GraphQL answered no data');
    return body.data;
  }

  get token(): string {
    return this.cookies.get('PC-Front-Token') ?? '';
  }

  /** Password login of the demo account into `company`. */
  async loginDemo(company: string): Promise<void> {
    const { captcha } = await this.request<{ captcha: { key: string; y: number } }>('query { captcha { key y } }');
    const x = await captchaAnswer(captcha.key);
    const { checkCaptcha } = await this.request<{ checkCaptcha: string }>(
      'mutation ($key: String!, $x: Float!, $y: Int!) { checkCaptcha(key: $key, x: $x, y: $y) }',
      { key: captcha.key, x, y: captcha.y },
    );
    const { loginByPassword } = await this.request<{ loginByPassword: { id: string; companyName: string }[] }>(
      'mutation ($input: PasswordLoginInput!) { loginByPassword(input: $input) { id companyName } }',
      { input: { mobile: DEMO.mobile, password: DEMO.password, captchaToken: checkCaptcha, isAgree: true } },
    );
    const entry = loginByPassword.find((candidate) => candidate.companyName === company);
    await this.request('mutation ($id: ID!) { loginWithCompany(companyId: $id) { id } }', { id: entry?.id ?? '' });
  }

  /** Confirms the legal representative (林晓燕 by default) and starts the face check; answers the simulator's address. */
  async startFaceCheck(returnPath = '/verified', legalPerson = LEGAL_PERSON): Promise<string> {
    const { confirmLegalPerson } = await this.request<{ confirmLegalPerson: { userCode: string } }>(
      'mutation ($input: ConfirmLegalPersonInput!) { confirmLegalPerson(input: $input) { userCode } }',
      { input: { name: legalPerson, idNumber: ID_NUMBER, faceConsent: true } },
    );
    const { startFaceCheck } = await this.request<{ startFaceCheck: { url: string } }>(
      'mutation ($code: String!, $path: String) { startFaceCheck(userCode: $code, returnPath: $path) { url } }',
      { code: confirmLegalPerson.userCode, path: returnPath },
    );
    return startFaceCheck.url;
  }
}

/** Decides a simulator page through the gateway's development route; answers the return address (with its face key). */
export async function decideSimulation(simulatorUrl: string, result: 'pass' | 'fail'): Promise<string> {
  const token = new URL(simulatorUrl).pathname.split('/').at(-1) ?? '';
  const response = await fetch(`${gatewayUrl()}/__dev/face/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ result }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { returnUrl: string } };
  if (envelope.code !== 0) throw new Error(`simulator: ${envelope.msg}`);
  return envelope.data.returnUrl;
}
