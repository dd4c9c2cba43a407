import crypto from 'node:crypto';
import { idCardCheckCharacter } from '@sme/contract/id-card';
import { uniformCodeCheckChar } from '@sme/contract/uniform-code';
import type express from 'express';
import { expect } from 'vitest';
import type { Database } from '#db/database.ts';
import { type AccountsHarness, freshIp, get, post, register } from './accounts-support.ts';

/** Helpers of the identity tests: companies and memberships made in the database, the certification steps. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The portal address the graph would send: its origin and the /verified route. */
export const FORE_BACK_URL = 'https://portal.example.cn/#/verified?add=true';

/** A valid 18-digit ID number (check character computed). */
export function idNumber(first17 = '44010619850312123'): string {
  return first17 + idCardCheckCharacter(first17);
}

let companySerial = crypto.randomInt(0, 100000);
/** A company of the registry with a unique credit code. */
export async function insertCompany(
  database: Database,
  legalPerson = '王建国',
): Promise<{ id: number; companyName: string; uniformCode: string; legalPerson: string }> {
  companySerial += 1;
  const first17 = `91440101MA${String(companySerial).padStart(7, '0')}`;
  const uniformCode = first17 + uniformCodeCheckChar(first17);
  const companyName = `测试企业${companySerial}（广州）有限公司`;
  const row = await database.db
    .insertInto('company')
    .values({ company_name: companyName, uniform_code: uniformCode, legal_person: legalPerson })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, companyName, uniformCode, legalPerson };
}

/** Makes an account a member of a company (uncertified unless told) and its session's company the current one. */
export async function joinCompany(
  h: AccountsHarness,
  token: string,
  companyId: number,
  membership: { certified?: boolean; identify_status?: number } = {},
): Promise<void> {
  const userId = await userIdOf(h.app, token);
  await h.database.db
    .insertInto('user_company')
    .values({ user_id: userId, company_id: companyId, created_at: h.clock.now(), ...membership })
    .execute();
  const switched = await post(h.app, `/user/user/v1/switch/other/${companyId}`, freshIp(), token);
  expect(switched.body.code).toBe(0);
}

/** A new account acting for a new company (insertCompany, then joinCompany with `membership`): its token and company. */
export async function memberOfNewCompany(
  h: AccountsHarness,
  legalPerson = '王建国',
  membership: { certified?: boolean; identify_status?: number } = {},
) {
  const { token } = await register(h.app, freshIp());
  const company = await insertCompany(h.database, legalPerson);
  await joinCompany(h, token, company.id, membership);
  return { token, company };
}

export async function userIdOf(app: express.Express, token: string): Promise<number> {
  const info = await post(app, '/user/user/userInfo', freshIp(), token);
  expect(info.body.code).toBe(0);
  return info.body.data.id as number;
}

export async function userInfo(app: express.Express, token: string) {
  return (await post(app, '/user/user/userInfo', freshIp(), token)).body.data as {
    mobile: string;
    ifCertification: boolean;
    identifyStatus: number;
    hasCheckedFace: boolean;
  };
}

export async function confirm(
  app: express.Express,
  token: string,
  body: Record<string, unknown>,
): Promise<Envelope<{ userCode: string; expiresIn: number } | null>> {
  return (await post(app, '/user/identify/v1/legal_person/confirm', freshIp(), token).send(body)).body;
}

export async function startFace(
  app: express.Express,
  token: string,
  userCode: string,
  query: Record<string, string> = { type: '1', foreBackUrl: FORE_BACK_URL },
): Promise<Envelope<{ certToken: string; url: string; expiresIn: number } | null>> {
  const search = new URLSearchParams(query).toString();
  const path = `/user/identify/v1/face/token/get2/${encodeURIComponent(userCode)}?${search}`;
  return (await get(app, path, freshIp(), token)).body;
}

/** Confirms the legal person and starts the face check; answers the certToken and the simulator page. */
export async function startCheck(
  app: express.Express,
  token: string,
  legalPerson: string,
): Promise<{ certToken: string; url: string }> {
  const confirmed = await confirm(app, token, { name: legalPerson, idNumber: idNumber(), faceConsent: true });
  expect(confirmed.code).toBe(0);
  const started = await startFace(app, token, confirmed.data?.userCode ?? '');
  expect(started.code).toBe(0);
  return started.data as { certToken: string; url: string };
}

/** The simulator page's token in its address. */
export function simulatorToken(url: string): string {
  return url.split('/').at(-1) ?? '';
}

/** Chooses 通过 or 不通过 on the simulator through its development route; answers the envelope. */
export async function simulate(app: express.Express, url: string, result: 'pass' | 'fail') {
  return (await post(app, `/__dev/face/${simulatorToken(url)}`, freshIp()).send({ result })).body as Envelope<{
    returnUrl: string;
  } | null>;
}

export async function faceResult(app: express.Express, token: string, certToken: string) {
  return (await get(app, `/user/identify/v3/face/result?certToken=${certToken}`, freshIp(), token)).body as Envelope<{
    status: string;
    failReason: string | null;
    ifCertification: boolean;
    hasCheckedFace: boolean;
  } | null>;
}
