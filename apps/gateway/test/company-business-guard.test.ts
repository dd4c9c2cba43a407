import { maskMobile } from '@sme/contract/fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsForFile, freshIp, get, register } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  driveTo,
  type Envelope,
  offeredProductIds,
  statusOf,
  withdraw,
} from './applications-support.ts';
import { joinCompany, userInfo } from './identity-support.ts';

/**
 * Issue "Trust first", item 1: anyone can add a company uncertified (its name and credit code are public), so every
 * call about the company's business needs a certified member of the session's company (-5004 otherwise).
 */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let owner: Company;
let applicationId: number;
let managerId: number;
/** Added the owner's company without certifying: only its name is theirs to see. */
let uncertified: string;
let withoutCompany: string;
/** A second certified member of the owner's company. */
let colleague: string;

const answers = { revenueBand: 3, taxRating: 'A', employeesBand: 2, yearsBand: 3, existingLoansBand: 0, collateral: 1 };

beforeAll(async () => {
  const [productId] = (await offeredProductIds(h)) as [number];
  owner = await certifiedCompany(h);
  applicationId = await applyOk(h, owner, productId);
  await driveTo(h, applicationId, [11, 4]);
  const detail = await call<{ managerId: number }>(h.app, `/loan/pc/myDetail?id=${applicationId}`, owner.token);
  managerId = detail.data.managerId;
  expect((await call(h.app, '/loan/product/pc/questionnaire/submit', owner.token, answers)).code).toBe(0);
  expect((await call(h.app, '/loan/pc/yc/quota', owner.token)).code).toBe(0);

  uncertified = (await register(h.app, freshIp())).token;
  await joinCompany(h, uncertified, owner.companyId);
  withoutCompany = (await register(h.app, freshIp())).token;
  colleague = (await register(h.app, freshIp())).token;
  await joinCompany(h, colleague, owner.companyId, { certified: true });
});

type Call = (token: string) => Promise<Envelope>;
const postCall =
  (path: string, body: object = {}): Call =>
  (token) =>
    call(h.app, path, token, body);
const getCall =
  (path: string): Call =>
  async (token) =>
    (await get(h.app, path, freshIp(), token)).body as Envelope;

/** The reads of the company's business, each answered to a certified member. */
const reads = (): [string, Call][] => [
  ['messages', postCall('/user/message/list')],
  ['unread count', getCall('/user/message/unread')],
  ['applications', postCall('/loan/pc/myList')],
  ['needs', postCall('/loan/pc/request/myList')],
  ['application detail', postCall(`/loan/pc/myDetail?id=${applicationId}`)],
  ['manager', postCall(`/org/financial/user/detail/${managerId}`)],
  ['questionnaire', postCall('/loan/product/pc/questionnaire/detail')],
  ['latest estimate', getCall('/loan/pc/yc/quota/latest')],
  ['estimate products', postCall('/loan/pc/yc/quota/products')],
  ['ledger', postCall('/user/user/v1/auth/ledger')],
];

/** The changes of the company's business. */
const changes = (): [string, Call][] => [
  ['mark all read', postCall('/user/message/read', { all: true })],
  ['withdraw', (token) => withdraw(h, token, applicationId) as Promise<Envelope>],
  ['questionnaire submit', postCall('/loan/product/pc/questionnaire/submit', { ...answers, taxRating: 'D' })],
  ['estimate', postCall('/loan/pc/yc/quota')],
  ['referral options', postCall('/loan/referral/options', { applicationId })],
  ['revocation', postCall('/user/user/v1/auth/cancel', { reason: '撤销授权', documentPaths: [] })],
];

describe('an uncertified member, or an account without a company', () => {
  it('gets -5004 from every call about the company’s business', async () => {
    for (const token of [uncertified, withoutCompany]) {
      for (const [name, run] of [...reads(), ...changes()]) {
        expect((await run(token)).code, name).toBe(-5004);
      }
    }
    const refused = await postCall('/loan/pc/myList')(uncertified);
    expect(refused).toEqual({ code: -5004, msg: '您的企业尚未完成实名认证，请先完成企业实名认证', data: null });
  });

  it('changes nothing: the messages stay unread, the application at its status, the questionnaire as it was', async () => {
    for (const [, run] of changes()) await run(uncertified);
    const unread = (await getCall('/user/message/unread')(owner.token)) as Envelope<{ count: number }>;
    expect(unread.data.count).toBe(2);
    expect(await statusOf(h, applicationId)).toBe(4);
    const questionnaire = await call<{ answers: unknown }>(h.app, '/loan/product/pc/questionnaire/detail', owner.token);
    expect(questionnaire.data.answers).toEqual(answers);
  });

  it('still sees the company’s name in the user info, and that it is not certified', async () => {
    const info = await call<{ companyName: string; ifCertification: boolean }>(
      h.app,
      '/user/user/userInfo',
      uncertified,
    );
    expect(info.data).toMatchObject({ companyName: expect.any(String), ifCertification: false });
    expect(info.data.companyName).not.toBe('');
  });
});

describe('a certified member of the company', () => {
  it('reads the company’s business', async () => {
    for (const [name, run] of reads()) {
      const answer = await run(colleague);
      expect(answer.code, `${name}: ${answer.msg}`).toBe(0);
    }
  });
});

describe('the timeline', () => {
  it('names the account that acted: the owner submitted, the colleague withdrew', async () => {
    const [productId] = (await offeredProductIds(h)) as [number];
    const id = await applyOk(h, owner, productId);
    expect((await withdraw(h, colleague, id)).code).toBe(0);
    const detail = await call<{ events: { actor: string; actorAccount: string | null; toStatus: number }[] }>(
      h.app,
      `/loan/pc/myDetail?id=${id}`,
      owner.token,
    );
    expect(detail.data.events).toEqual([
      expect.objectContaining({ toStatus: 1, actor: 'enterprise', actorAccount: await maskedMobileOf(owner.token) }),
      expect.objectContaining({ toStatus: 10, actor: 'enterprise', actorAccount: await maskedMobileOf(colleague) }),
    ]);
    const moved = await call<{ events: { actor: string; actorAccount: string | null }[] }>(
      h.app,
      `/loan/pc/myDetail?id=${applicationId}`,
      owner.token,
    );
    expect(moved.data.events.filter((event) => event.actor === 'institution')).toEqual([
      expect.objectContaining({ actorAccount: null }),
      expect.objectContaining({ actorAccount: null }),
    ]);
  });
});

async function maskedMobileOf(token: string): Promise<string> {
  return maskMobile((await userInfo(h.app, token)).mobile);
}
