import { describe, expect, it } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { FaceVerifier } from '#outside/face/face-verifier.ts';
import { freshIp, get, post, withAccounts } from './accounts-support.ts';
import { confirm, idNumber, memberOfNewCompany, startFace } from './identity-support.ts';
import { testDeps } from './test-deps.ts';

/** A provider that never answers, as an outage looks to the gateway. */
class FailingFaceVerifier implements FaceVerifier {
  readonly provider = 'failing';
  readonly configured = true;
  async start(): Promise<never> {
    throw new Error('provider down');
  }
  async result(): Promise<never> {
    throw new Error('provider down');
  }
}

describe('production without a face provider (FACE_PROVIDER=none, the production default)', () => {
  it('says plainly that the face service is not configured (-1502), before the userCode is used', async () => {
    // Accounts are made through a development gateway (its captcha helper); the production one shares its database.
    await withAccounts({}, async (h) => {
      const production = createGatewayApp(testDeps(h.database, { production: true, clock: h.clock }));
      const { token, company } = await memberOfNewCompany(h, '王建国');
      const confirmed = await confirm(production, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
      expect(confirmed.code).toBe(0);
      expect(await startFace(production, token, confirmed.data?.userCode ?? '')).toEqual({
        code: -1502,
        msg: '人脸识别服务未配置，请联系平台运营方',
        data: null,
      });
      const unused = await h.database.db
        .selectFrom('identity_confirmation')
        .select('used_at')
        .where('company_id', '=', company.id)
        .executeTakeFirstOrThrow();
      expect(unused.used_at).toBeNull();
      const check = await get(production, '/user/identify/v1/face/legal_person/check', freshIp(), token);
      expect(check.body.data).toMatchObject({ faceProvider: 'none', faceServiceConfigured: false });
    });
  });

  it('has no simulator and no development identity routes (404)', async () => {
    await withAccounts({ production: true }, async (h) => {
      const token = 'x'.repeat(43);
      expect((await get(h.app, `/__dev/face/${token}`, freshIp())).status).toBe(404);
      expect((await post(h.app, `/__dev/face/${token}`, freshIp()).send({ result: 'pass' })).status).toBe(404);
      expect((await post(h.app, '/__dev/identity/reset', freshIp())).status).toBe(404);
    });
  });
});

describe('a provider that fails', () => {
  it('answers -1503 and records no check', async () => {
    await withAccounts({ faceVerifier: () => new FailingFaceVerifier() }, async (h) => {
      const { token, company } = await memberOfNewCompany(h, '王建国');
      const confirmed = await confirm(h.app, token, { name: '王建国', idNumber: idNumber(), faceConsent: true });
      expect(await startFace(h.app, token, confirmed.data?.userCode ?? '')).toEqual({
        code: -1503,
        msg: '人脸识别服务暂时不可用，请稍后重试',
        data: null,
      });
      const checks = await h.database.db.selectFrom('face_check').select('id').where('company_id', '=', company.id);
      expect(await checks.execute()).toEqual([]);
      // The simulator's routes exist only where the simulator is the provider.
      expect((await get(h.app, `/__dev/face/${'x'.repeat(43)}`, freshIp())).status).toBe(404);
    });
  });
});

describe('the simulator’s development routes', () => {
  it('show the masked name and record one choice', async () => {
    await withAccounts({}, async (h) => {
      const { token } = await memberOfNewCompany(h, '欧阳明月');
      const confirmed = await confirm(h.app, token, { name: '欧阳明月', idNumber: idNumber(), faceConsent: true });
      const started = await startFace(h.app, token, confirmed.data?.userCode ?? '');
      const pageToken = started.data?.url.split('/').at(-1) ?? '';
      expect((await get(h.app, `/__dev/face/${pageToken}`, freshIp())).body.data).toEqual({
        maskedName: '欧**月',
        maskedIdNumber: expect.stringMatching(/^440\*{11}/),
        state: 'pending',
        expired: false,
      });
      const bad = await post(h.app, `/__dev/face/${pageToken}`, freshIp()).send({ result: 'maybe' });
      expect(bad.body).toEqual({ code: -1000, msg: '请选择通过或不通过', data: null });
      const none = await post(h.app, `/__dev/face/${pageToken}`, freshIp());
      expect(none.body).toEqual({ code: -1000, msg: '请选择通过或不通过', data: null });
      const list = await post(h.app, `/__dev/face/${pageToken}`, freshIp()).send([{ result: 'pass' }]);
      expect(list.body).toEqual({ code: -1000, msg: '请求参数必须是 JSON 对象', data: null });
      // The page token is judged before the choice.
      const malformed = await post(h.app, '/__dev/face/short', freshIp()).send({ result: 'maybe' });
      expect(malformed.body).toEqual({ code: -1000, msg: '模拟人脸识别不存在', data: null });
      const unknown = await get(h.app, `/__dev/face/${'u'.repeat(43)}`, freshIp());
      expect(unknown.body).toEqual({ code: -1404, msg: '模拟人脸识别不存在', data: null });
      const decided = await post(h.app, `/__dev/face/${pageToken}`, freshIp()).send({ result: 'pass' });
      expect(decided.body.data.returnUrl).toMatch(/^https:\/\/portal\.example\.cn\/#\/\?faceKey=[\w-]{43}$/);
      expect((await get(h.app, `/__dev/face/${pageToken}`, freshIp())).body.data.state).toBe('passed');
    });
  });
});
