import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  freshIp,
  get,
  loginWithCode,
  passwordLogin,
  post,
  register,
  startAccounts,
} from './accounts-support.ts';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(() => h.close());

const DAY = 24 * 3_600_000;

/** The demo account logged into its certified (face-checked) company, or its uncertified one. */
async function demoSession(certified: boolean) {
  const ip = freshIp();
  const login = await passwordLogin(h.app, '13800000001', 'Demo@2026', ip);
  const entry = login.data?.find((company) => company.companyName.startsWith(certified ? '示例智造' : '示例农产品'));
  if (!entry) throw new Error('demo company missing');
  return { ip, token: await loginWithCode(h.app, entry.loginCode, ip), companyId: entry.id };
}

async function grant(companyId: number, endInDays: number) {
  const user = await h.database.db
    .selectFrom('app_user')
    .select('id')
    .where('mobile', '=', '13800000001')
    .executeTakeFirstOrThrow();
  await h.database.db
    .insertInto('data_authorisation')
    .values({
      company_id: companyId,
      granted_by: user.id,
      granted_at: h.clock.now(),
      auth_end_date: new Date(h.clock.now().getTime() + endInDays * DAY),
    })
    .execute();
}

describe('/user/user/v1/auth/cancel: revoking the enterprise data authorisation', () => {
  it('lets the certified, face-checked legal representative revoke what is in force', async () => {
    const { ip, token, companyId } = await demoSession(true);
    await grant(companyId, 365);
    await grant(companyId, -1);
    const answer = await post(h.app, '/user/user/v1/auth/cancel', ip, token).send({
      reason: '企业不再需要平台融资服务',
    });
    expect(answer.body).toEqual({ code: 0, msg: '操作成功', data: { revoked: 1 } });
    const again = await post(h.app, '/user/user/v1/auth/cancel', ip, token).send({ reason: '再次撤销' });
    expect(again.body).toEqual({ code: -1404, msg: '当前企业没有生效中的数据授权', data: null });
  });

  it('refuses an uncertified company, an account without a company, a missing reason and a visitor', async () => {
    const uncertified = await demoSession(false);
    await grant(uncertified.companyId, 365);
    const refused = await post(h.app, '/user/user/v1/auth/cancel', uncertified.ip, uncertified.token).send({
      reason: '撤销' + '授权',
    });
    expect(refused.body.code).toBe(-5005);
    const noCompany = await register(h.app, freshIp());
    expect(
      (await post(h.app, '/user/user/v1/auth/cancel', freshIp(), noCompany.token).send({ reason: '撤销授权' })).body,
    ).toEqual({
      code: -1404,
      msg: '请先添加企业',
      data: null,
    });
    const certified = await demoSession(true);
    expect((await post(h.app, '/user/user/v1/auth/cancel', certified.ip, certified.token).send({})).body).toEqual({
      code: -1000,
      msg: '请填写撤销原因',
      data: null,
    });
    expect((await post(h.app, '/user/user/v1/auth/cancel', freshIp()).send({ reason: '撤销授权' })).status).toBe(403);
  });
});

describe('GET /user/user/v1/auth/current: what the revocation page shows', () => {
  it('shows the legal representative the authorisations in force and, once revoked, the latest revocation', async () => {
    const { ip, token, companyId } = await demoSession(true);
    await grant(companyId, 30);
    await grant(companyId, -2);
    const before = await get(h.app, '/user/user/v1/auth/current', ip, token);
    expect(before.body.code).toBe(0);
    expect(before.body.data).toMatchObject({
      companyId,
      companyName: '示例智造科技（广州）有限公司',
      ifCertification: true,
      hasCheckedFace: true,
      mayRevoke: true,
    });
    expect(before.body.data.authorisations).toEqual([
      {
        id: expect.any(Number),
        grantedAt: h.clock.now().toISOString(),
        authEndDate: new Date(h.clock.now().getTime() + 30 * DAY).toISOString(),
      },
    ]);
    await post(h.app, '/user/user/v1/auth/cancel', ip, token).send({ reason: '  不再需要融资服务  ' });
    const after = await get(h.app, '/user/user/v1/auth/current', ip, token);
    expect(after.body.data.authorisations).toEqual([]);
    expect(after.body.data.lastRevocation).toEqual({
      revokedAt: h.clock.now().toISOString(),
      reason: '不再需要融资服务',
    });
  });

  it("answers an uncertified member whether it may revoke, never the company's records", async () => {
    const { ip, token, companyId } = await demoSession(false);
    await grant(companyId, 365);
    const state = await get(h.app, '/user/user/v1/auth/current', ip, token);
    expect(state.body.data).toEqual({
      companyId,
      companyName: '示例农产品贸易（广州）有限公司',
      ifCertification: false,
      hasCheckedFace: false,
      mayRevoke: false,
      authorisations: null,
      lastRevocation: null,
    });
  });

  it('answers an account without a company with no company, and a visitor with 403', async () => {
    const { token } = await register(h.app, freshIp());
    expect((await get(h.app, '/user/user/v1/auth/current', freshIp(), token)).body.data).toEqual({
      companyId: null,
      companyName: '',
      ifCertification: false,
      hasCheckedFace: false,
      mayRevoke: false,
      authorisations: null,
      lastRevocation: null,
    });
    expect((await get(h.app, '/user/user/v1/auth/current', freshIp())).status).toBe(403);
  });
});

describe('the development helper POST /__dev/authorisation/grant', () => {
  it('grants the session company an authorisation in force (5 years by default, or the days asked)', async () => {
    const { ip, token, companyId } = await demoSession(true);
    const granted = await post(h.app, '/__dev/authorisation/grant', ip, token).send({});
    expect(granted.body).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    expect(granted.body.data.authEndDate).toBe(new Date(h.clock.now().getTime() + 157_680_000_000).toISOString());
    const short = await post(h.app, '/__dev/authorisation/grant', ip, token).send({ days: 10 });
    expect(short.body.data.authEndDate).toBe(new Date(h.clock.now().getTime() + 10 * DAY).toISOString());
    const rows = await h.database.db
      .selectFrom('data_authorisation')
      .select('id')
      .where('company_id', '=', companyId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([granted.body.data.id, short.body.data.id]));
    expect((await post(h.app, '/__dev/authorisation/grant', ip, token).send({ days: 'x' })).body.code).toBe(-1000);
    expect((await post(h.app, '/__dev/authorisation/grant', freshIp()).send({})).status).toBe(403);
  });

  it('does not exist in production (404), nor does the import helper', async () => {
    const production = await startAccounts({ production: true });
    try {
      expect((await post(production.app, '/__dev/authorisation/grant', freshIp()).send({})).status).toBe(404);
      expect((await post(production.app, '/__dev/import', freshIp()).send({})).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
