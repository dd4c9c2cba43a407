import { describe, expect, it } from 'vitest';
import { deleteExpired } from '#features/accounts/stores/housekeeping-store.ts';
import { accountsForFile, freshIp, get, HOUR, MINUTE, post, register } from './accounts-support.ts';
import {
  confirm,
  faceResult,
  idNumber,
  joinCompany,
  memberOfNewCompany,
  simulate,
  startCheck,
  startFace,
} from './identity-support.ts';

const h = accountsForFile();

/** The face key in the simulator's return address (…/#/?faceKey=…). */
function faceKeyOf(returnUrl: string | undefined): string {
  return new URLSearchParams((returnUrl ?? '').split('?')[1] ?? '').get('faceKey') ?? '';
}

describe('GET /user/user/rdt/{key} (spec §6 face-key redirect)', () => {
  it('answers the stored portal route with the certToken, without a session, once', async () => {
    const { token } = await memberOfNewCompany(h);
    const check = await startCheck(h.app, token, '王建国');
    const decided = await simulate(h.app, check.url, 'pass');
    const key = faceKeyOf(decided.data?.returnUrl);
    expect(key).toMatch(/^[\w-]{43}$/);
    const answer = await get(h.app, `/user/user/rdt/${key}`, freshIp());
    expect(answer.body).toEqual({
      code: 0,
      msg: '操作成功',
      data: `/verified?add=true&certToken=${check.certToken}`,
    });
    const again = await get(h.app, `/user/user/rdt/${key}`, freshIp());
    expect(again.body).toEqual({ code: -4003, msg: '人脸识别回跳链接已失效，请重新认证', data: null });
  });

  it('refuses an expired, unknown or malformed key', async () => {
    const { token } = await memberOfNewCompany(h);
    const check = await startCheck(h.app, token, '王建国');
    const decided = await simulate(h.app, check.url, 'fail');
    h.clock.advance(30 * MINUTE + 1);
    expect((await get(h.app, `/user/user/rdt/${faceKeyOf(decided.data?.returnUrl)}`, freshIp())).body.code).toBe(-4003);
    expect((await get(h.app, `/user/user/rdt/${'k'.repeat(43)}`, freshIp())).body.code).toBe(-4003);
    expect((await get(h.app, '/user/user/rdt/short', freshIp())).body).toEqual({
      code: -1000,
      msg: '人脸识别回跳链接已失效，请重新认证',
      data: null,
    });
  });

  it('stores the key hashed: the database never holds it', async () => {
    const { token } = await memberOfNewCompany(h);
    const check = await startCheck(h.app, token, '王建国');
    const key = faceKeyOf((await simulate(h.app, check.url, 'pass')).data?.returnUrl);
    const rows = await h.database.db.selectFrom('face_redirect_key').select('key_hash').execute();
    expect(rows.some((row) => row.key_hash === key)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('spec §6 on the server: applying and publishing need a certified company', () => {
  const apply = (token?: string) => post(h.app, '/loan/product/pc/apply', freshIp(), token).send({});
  const publish = (token?: string) => post(h.app, '/loan/pc/apply', freshIp(), token).send({});

  it('needs a session (403)', async () => {
    expect((await apply()).status).toBe(403);
    expect((await publish()).status).toBe(403);
  });

  it('refuses an account without a company and an uncertified company with -5004', async () => {
    const { token } = await register(h.app, freshIp());
    for (const call of [apply, publish]) {
      expect((await call(token)).body).toEqual({ code: -5004, msg: '请先添加企业并完成企业实名认证', data: null });
    }
    const member = await memberOfNewCompany(h);
    for (const call of [apply, publish]) {
      expect((await call(member.token)).body).toEqual({
        code: -5004,
        msg: '您的企业尚未完成实名认证，请先完成企业实名认证',
        data: null,
      });
    }
  });

  it('lets a certified company apply (past the guard: its empty body is refused), and publish only after the face check (-5005)', async () => {
    const certifiedWithoutFace = await memberOfNewCompany(h, '王建国', { certified: true, identify_status: 0 });
    expect((await apply(certifiedWithoutFace.token)).body).toEqual({ code: -1000, msg: '缺少产品ID', data: null });
    expect((await publish(certifiedWithoutFace.token)).body).toEqual({
      code: -5005,
      msg: '请先完成法定代表人人脸识别认证',
      data: null,
    });
    const member = await memberOfNewCompany(h);
    const check = await startCheck(h.app, member.token, '王建国');
    await simulate(h.app, check.url, 'pass');
    expect((await faceResult(h.app, member.token, check.certToken)).data?.status).toBe('PASSED');
    expect((await apply(member.token)).body.code).toBe(-1000);
    expect((await publish(member.token)).body.code).toBe(-1000);
  });

  it('a second account of a certified company is refused: the certification is the first account’s', async () => {
    const first = await memberOfNewCompany(h, '王建国', { certified: true, identify_status: 6 });
    const { token } = await register(h.app, freshIp());
    await joinCompany(h, token, first.company.id);
    expect((await apply(first.token)).body.code).toBe(-1000);
    expect((await apply(token)).body.code).toBe(-5004);
    expect((await publish(token)).body.code).toBe(-5004);
  });
});

describe('limits and housekeeping', () => {
  it('starts at most 10 face checks a day per account', async () => {
    const { token } = await memberOfNewCompany(h);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await startCheck(h.app, token, '王建国');
      // Spread over 70 minutes, so the budget of 10 confirmations an hour is not what stops the 11th.
      h.clock.advance(7 * MINUTE);
    }
    const confirmed = await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
    expect(await startFace(h.app, token, confirmed.data?.userCode ?? '')).toEqual({
      code: -1029,
      msg: '今日人脸识别次数已达上限，请明天再试',
      data: null,
    });
  });

  it('deletes an unused confirmation (and its ID number) as soon as it expires', async () => {
    const { token, company } = await memberOfNewCompany(h);
    await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
    const rows = () =>
      h.database.db.selectFrom('identity_confirmation').select('id').where('company_id', '=', company.id).execute();
    expect(await rows()).toHaveLength(1);
    h.clock.advance(10 * MINUTE + 1);
    const deleted = await deleteExpired(h.database.db, h.clock.now(), 7 * 24 * HOUR);
    expect(deleted.identity_confirmation).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual([]);
  });
});

describe('the development helper POST /__dev/identity/reset', () => {
  it('takes the session company’s certification back', async () => {
    const { token } = await memberOfNewCompany(h, '王建国', { certified: true, identify_status: 6 });
    expect((await post(h.app, '/__dev/identity/reset', freshIp(), token)).body.code).toBe(0);
    const info = await post(h.app, '/user/user/userInfo', freshIp(), token);
    expect(info.body.data).toMatchObject({ ifCertification: false, identifyStatus: 0, hasCheckedFace: false });
    expect((await post(h.app, '/__dev/identity/reset', freshIp())).status).toBe(403);
  });
});
