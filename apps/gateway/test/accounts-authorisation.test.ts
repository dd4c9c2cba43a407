import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  freshIp,
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
