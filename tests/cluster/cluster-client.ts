import crypto from 'node:crypto';
import { totpCode } from '../../apps/gateway/src/features/workbench/domain/totp.ts';
import type { GraphQLBody } from '../integration/support/graphql-request.ts';
import { CAPTCHA, CHECK_CAPTCHA } from '../support/graph-captcha.ts';

/**
 * A browser of the cluster test: its own address (X-Forwarded-For, so per-address limits of one check never touch
 * another) and cookie jar, and the origin it sends /graphql to — the balancer, or one graph addressed directly.
 */
export class ClusterBrowser {
  readonly ip = `10.${crypto.randomInt(0, 250)}.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`;
  readonly cookies = new Map<string, string>();

  async send<T>(origin: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLBody<T>> {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': this.ip,
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
      },
      body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value && !/Max-Age=0/i.test(header)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return (await response.json()) as GraphQLBody<T>;
  }

  /** The data of an operation that must succeed. */
  async data<T>(origin: string, query: string, variables?: Record<string, unknown>): Promise<T> {
    const body = await this.send<T>(origin, query, variables);
    if (body.errors || !body.data) throw new Error(`GraphQL failed at ${origin}: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  /** The gateway code (else the GraphQL code) and the message of an operation that must fail. */
  async refusal(
    origin: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ code: unknown; message: string }> {
    const body = await this.send(origin, query, variables);
    const error = body.errors?.[0];
    if (!error) throw new Error(`expected a refusal at ${origin}, got ${JSON.stringify(body.data)}`);
    return { code: error.extensions?.gatewayCode ?? error.extensions?.code, message: error.message };
  }
}

/** One of the gateway's development helpers (GET /api/__dev/…): a captcha's answer, the last SMS code of a mobile. */
export async function devHelper<T>(gatewayOrigin: string, path: string): Promise<T> {
  const envelope = (await (await fetch(`${gatewayOrigin}/api/__dev/${path}`)).json()) as { code: number; data: T };
  if (envelope.code !== 0) throw new Error(`__dev/${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A captcha token drawn and checked through `origin`, the answer asked of a gateway's development helper. */
export async function captchaToken(browser: ClusterBrowser, origin: string, gatewayOrigin: string): Promise<string> {
  const { captcha } = await browser.data<{ captcha: { key: string; y: number } }>(origin, CAPTCHA);
  const { x } = await devHelper<{ x: number }>(gatewayOrigin, `captcha/${captcha.key}`);
  const answer = await browser.data<{ checkCaptcha: string }>(origin, CHECK_CAPTCHA, {
    key: captcha.key,
    x,
    y: captcha.y,
  });
  return answer.checkCaptcha;
}

/** The staff TOTP code of a base32 secret at a time (ms), as the gateway computes it. */
export function totp(secret: string, at: number): string {
  return totpCode(secret, new Date(at));
}

export const ORG_ADMIN = 'org01-admin';
export const ORG_ADMIN_SECRET = 'OT2REAL2MLQ2RMV7HQ6HE7YHFRUE7GV4';
export const STAFF_PASSWORD = 'Staff@2026demo';
export const STAFF_LOGIN =
  'mutation($input: StaffLoginInput!) { staffLogin(input: $input) { next ticket secret otpauthUri } }';
export const STAFF_CONFIRM =
  'mutation($ticket: String!, $code: String!) { staffConfirmCode(ticket: $ticket, code: $code) { id } }';

/** The staff password step of `username` through `origin`: the ticket its TOTP step needs. */
export async function staffPasswordStep(
  browser: ClusterBrowser,
  origin: string,
  gatewayOrigin: string,
  username = ORG_ADMIN,
): Promise<string> {
  const captcha = await captchaToken(browser, origin, gatewayOrigin);
  const { staffLogin } = await browser.data<{ staffLogin: { next: string; ticket: string } }>(origin, STAFF_LOGIN, {
    input: { username, password: STAFF_PASSWORD, captchaToken: captcha },
  });
  if (staffLogin.next !== 'totp') throw new Error(`staff login of ${username}: ${staffLogin.next}`);
  return staffLogin.ticket;
}
