import type { BrowserContext } from 'playwright-core';
import { type GraphCall, solveCaptchaThrough } from '../support/graph-captcha.ts';
import { captchaAnswer } from './accounts-support.ts';
import { baseUrl } from './harness.ts';

/**
 * Signs a browser context in without the login screen: the same GraphQL calls the screen makes (slider answered by the
 * development helper), then the session cookie handed to the browser. For tests whose subject is not the login itself
 * (the login screens have their own tests); it saves the slider's 2 s and the notice on every such test.
 */
export async function signIn(
  context: BrowserContext,
  account: { mobile: string; password: string },
  companyName?: string,
  origin = baseUrl(),
): Promise<void> {
  const { call, jar, companies } = await passwordLogin(account, origin);
  // An account without a company is signed in by the password login itself (spec §4: the add-company prompt follows).
  if (companyName || companies.length > 0) {
    const company = companyName ? companies.find((entry) => entry.companyName === companyName) : companies[0];
    if (!company) throw new Error(`${account.mobile} has no company named ${companyName}`);
    await call('mutation ($id: ID!) { loginWithCompany(companyId: $id) { id } }', { id: company.id });
  }

  const session = jar.get('PC-Front-Token');
  if (!session) throw new Error('the login set no session cookie');
  await giveSession(context, session, origin);
}

/** Hands a browser context a portal session, as the graph's cookie after a login. */
export async function giveSession(context: BrowserContext, token: string, origin = baseUrl()): Promise<void> {
  await context.addCookies([{ name: 'PC-Front-Token', value: token, url: origin, httpOnly: true, sameSite: 'Strict' }]);
}

/**
 * The login screen's password login as GraphQL calls (slider answered by the development helper): the calls, their
 * cookies and the account's companies. Rejects with the gateway's message when the login is refused.
 */
export async function passwordLogin(
  account: { mobile: string; password: string },
  origin = baseUrl(),
): Promise<{ call: GraphCall; jar: Map<string, string>; companies: { id: string; companyName: string }[] }> {
  const { call, jar } = graphWithCookies(origin);
  const checkCaptcha = await solveCaptchaThrough(call, captchaAnswer);
  const { loginByPassword: companies } = await call<{ loginByPassword: { id: string; companyName: string }[] }>(
    'mutation ($input: PasswordLoginInput!) { loginByPassword(input: $input) { id companyName } }',
    { input: { mobile: account.mobile, password: account.password, captchaToken: checkCaptcha, isAgree: true } },
  );
  return { call, jar, companies };
}

/** GraphQL calls to the portal's graph (or the one at `origin`) that keep the cookies they are given, as a browser would. */
export function graphWithCookies(origin = baseUrl()): { call: GraphCall; jar: Map<string, string> } {
  const jar = new Map<string, string>();
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? 'GraphQL answered no data');
    return body.data;
  };
  return { call, jar };
}
