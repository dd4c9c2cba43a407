import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { PROVINCIAL_LEVEL_TOO_LOW_MESSAGE } from '#outside/provincial/provincial-identity.ts';
import { sha256Hex } from '#shared/secrets.ts';
import { freshIp, freshMobile, harnessForFile, MINUTE, post, register } from './accounts-support.ts';
import {
  browserKey,
  login92,
  PORTAL,
  PROVIDER,
  PROVINCIAL_CALLBACK,
  provincialCallback,
  provincialLogin,
  provincialStart,
  startOutside,
} from './outside-login-support.ts';

let serial = 0;
const subject = () => `gd-subject-${Date.now()}-${++serial}`;
const EXPIRED = '统一身份认证登录已失效，请重新登录';

describe('provincial login not configured', () => {
  const harness = harnessForFile(() => startOutside({ configured: false }));

  it('answers -1502 on both calls, before anything is used', async () => {
    const ip = freshIp();
    const start = await provincialStart(harness.app, ip, browserKey());
    expect(start).toMatchObject({
      code: GatewayCode.SERVICE_NOT_CONFIGURED,
      msg: '统一身份认证服务未配置，请联系平台运营方',
    });
    const login = await provincialCallback(harness.app, ip, { code: 'c', state: 's', key: browserKey() });
    expect(login).toMatchObject({ code: GatewayCode.SERVICE_NOT_CONFIGURED, data: null });
  });
});

describe('provincial login through the provider', () => {
  const harness = harnessForFile(startOutside);

  it('answers the SSO config with a login begun for this browser, stored without its state in clear', async () => {
    const key = browserKey();
    const start = await provincialStart(harness.app, freshIp(), key);
    expect(start.code).toBe(0);
    expect(start.data).toMatchObject({
      clientId: 'sme-platform-test',
      logoutUrl: `${PROVIDER}/session/end?post_logout_redirect_uri=${encodeURIComponent(`${PORTAL}/`)}`,
      identifyUrl: `${PROVIDER}/identify?redirect=${encodeURIComponent(`${PORTAL}/#/login`)}`,
      expiresIn: 600,
    });
    const sso = new URL(start.data.ssoUrl);
    expect(sso.searchParams.get('redirect_uri')).toBe(PROVINCIAL_CALLBACK);
    const state = sso.searchParams.get('state') ?? '';
    const rows = await harness.database.db.selectFrom('outside_login_request').selectAll().execute();
    const row = rows.find((candidate) => candidate.state_hash === sha256Hex(state));
    expect(row).toMatchObject({ provider: 'provincial', browser_hash: sha256Hex(key), used_at: null });
    expect(JSON.stringify(rows)).not.toContain(state);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('refuses a callback address that is not the portal callback, and a missing browser key', async () => {
    const ip = freshIp();
    for (const redirectUrl of [
      `${PORTAL}/elsewhere`,
      `${PROVINCIAL_CALLBACK}?next=/`,
      `${PROVINCIAL_CALLBACK}#x`,
      'javascript:alert(1)//cbpage/gdauth',
      `https://user:pw@sme.example.cn/cbpage/gdauth`,
      '/cbpage/gdauth',
    ]) {
      const answer = await provincialStart(harness.app, ip, browserKey(), redirectUrl);
      expect(answer).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '回调地址不正确' });
    }
    const noKey = await post(harness.app, '/user/user/tongyi/web/login', ip).send({});
    expect(noKey.body.code).toBe(GatewayCode.BAD_PARAMS);
  });

  it('logs an L2 person in: a new account of the verified mobile, without a password, named by the provider', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const person = { subject: subject(), name: '李二娟', mobile: `+86${mobile}`, level: 2 };
    const answer = await provincialLogin(harness, ip, person);
    expect(answer.code).toBe(0);
    expect(answer.data.companies).toEqual([
      { id: 0, uniformCode: '', companyName: '', loginCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    ]);
    expect(answer.data.logoutUrl).toContain(`id_token_hint=id.token.${person.subject}`);
    expect(answer.data.identifyUrl).toBe(`${PROVIDER}/identify?redirect=${encodeURIComponent(`${PORTAL}/#/login`)}`);
    const session = await login92(harness.app, ip, answer.data.companies[0]?.loginCode ?? '');
    expect(session).toMatchObject({ code: 0, data: { token: expect.any(String) } });
    const info = await post(harness.app, '/user/user/userInfo', ip, session.data.token);
    expect(info.body.data).toMatchObject({ name: '李二娟', mobile, companyId: null });
    const user = await harness.database.db
      .selectFrom('app_user')
      .select(['id', 'password_hash'])
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();

    // The second login finds the same account through the link, whatever the mobile claim says now.
    const again = await provincialLogin(harness, ip, { ...person, mobile: freshMobile(), level: 3 });
    expect(again.code).toBe(0);
    const second = await login92(harness.app, ip, again.data.companies[0]?.loginCode ?? '');
    const secondInfo = await post(harness.app, '/user/user/userInfo', ip, second.data.token);
    expect(secondInfo.body.data).toMatchObject({ id: user.id, mobile });
    const link = await harness.database.db
      .selectFrom('provincial_link')
      .selectAll()
      .where('subject', '=', person.subject)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ user_id: user.id, level: 3 });
  });

  it('links the first login to the existing account of the mobile, with its companies', async () => {
    const ip = freshIp();
    const account = await register(harness.app, ip);
    const answer = await provincialLogin(harness, ip, { subject: subject(), mobile: account.mobile, level: 2 });
    expect(answer.code).toBe(0);
    const session = await login92(harness.app, ip, answer.data.companies[0]?.loginCode ?? '');
    const info = await post(harness.app, '/user/user/userInfo', ip, session.data.token);
    expect(info.body.data.mobile).toBe(account.mobile);
    // One session per account: the registration's session has ended.
    const old = await post(harness.app, '/user/user/userInfo', ip, account.token);
    expect(old.status).toBe(403);
  });

  it('refuses an L1 person with the exact L2 text and where to raise the level, creating nothing', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const answer = await provincialLogin(harness, ip, { subject: subject(), mobile, level: 1 });
    expect(answer).toEqual({
      code: GatewayCode.PROVINCIAL_LEVEL_TOO_LOW,
      msg: PROVINCIAL_LEVEL_TOO_LOW_MESSAGE,
      data: {
        identifyUrl: `${PROVIDER}/identify?redirect=${encodeURIComponent(`${PORTAL}/#/login`)}`,
        logoutUrl: expect.stringContaining(`${PROVIDER}/session/end?`),
      },
    });
    expect(answer.msg).toBe('请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作');
    const user = await harness.database.db.selectFrom('app_user').select('id').where('mobile', '=', mobile).execute();
    expect(user).toEqual([]);
  });

  it('refuses a forged state, a replayed one, another browser and another callback, each with -5011', async () => {
    const ip = freshIp();
    const key = browserKey();
    const start = await provincialStart(harness.app, ip, key);
    const { code, state } = harness.provincial.signIn(start.data.ssoUrl, {
      subject: subject(),
      mobile: freshMobile(),
      level: 2,
    });
    const forged = await provincialCallback(harness.app, ip, { code, state: `${state}x`, key });
    expect(forged).toEqual({ code: GatewayCode.PROVINCIAL_LOGIN_FAILED, msg: EXPIRED, data: null });

    const ok = await provincialCallback(harness.app, ip, { code, state, key });
    expect(ok.code).toBe(0);
    const replayed = await provincialCallback(harness.app, ip, { code, state, key });
    expect(replayed).toMatchObject({ code: GatewayCode.PROVINCIAL_LOGIN_FAILED, msg: EXPIRED });

    // A state begun in one browser and presented by another (login CSRF) spends the begun login and fails.
    const second = await provincialStart(harness.app, ip, key);
    const other = harness.provincial.signIn(second.data.ssoUrl, {
      subject: subject(),
      mobile: freshMobile(),
      level: 2,
    });
    const stranger = await provincialCallback(harness.app, ip, { ...other, key: browserKey() });
    expect(stranger).toMatchObject({ code: GatewayCode.PROVINCIAL_LOGIN_FAILED, msg: EXPIRED });
    expect((await provincialCallback(harness.app, ip, { ...other, key })).code).toBe(
      GatewayCode.PROVINCIAL_LOGIN_FAILED,
    );

    const third = await provincialStart(harness.app, ip, key);
    const elsewhere = harness.provincial.signIn(third.data.ssoUrl, {
      subject: subject(),
      mobile: freshMobile(),
      level: 2,
    });
    const foreign = await provincialCallback(harness.app, ip, {
      ...elsewhere,
      key,
      redirectUrl: 'https://other.example.cn/cbpage/gdauth',
    });
    expect(foreign.code).toBe(GatewayCode.PROVINCIAL_LOGIN_FAILED);
  });

  it('refuses a begun login after 10 minutes, and a code the provider refuses (replayed code)', async () => {
    const ip = freshIp();
    const key = browserKey();
    const start = await provincialStart(harness.app, ip, key);
    const person = { subject: subject(), mobile: freshMobile(), level: 2 };
    const late = harness.provincial.signIn(start.data.ssoUrl, person);
    harness.clock.advance(10 * MINUTE + 1000);
    expect(await provincialCallback(harness.app, ip, { ...late, key })).toMatchObject({
      code: GatewayCode.PROVINCIAL_LOGIN_FAILED,
      msg: EXPIRED,
    });

    const first = await provincialStart(harness.app, ip, key);
    const used = harness.provincial.signIn(first.data.ssoUrl, person);
    expect((await provincialCallback(harness.app, ip, { ...used, key })).code).toBe(0);
    // The same code with a fresh, valid state: the provider refuses it.
    const fresh = await provincialStart(harness.app, ip, key);
    const freshState = new URL(fresh.data.ssoUrl).searchParams.get('state') ?? '';
    const replay = await provincialCallback(harness.app, ip, { code: used.code, state: freshState, key });
    expect(replay).toMatchObject({ code: GatewayCode.PROVINCIAL_LOGIN_FAILED, msg: EXPIRED });
  });

  it('answers -1503 when the provider does not answer', async () => {
    const ip = freshIp();
    const key = browserKey();
    const start = await provincialStart(harness.app, ip, key);
    const callback = harness.provincial.signIn(start.data.ssoUrl, {
      subject: subject(),
      mobile: freshMobile(),
      level: 2,
    });
    harness.provincial.down = true;
    try {
      expect(await provincialStart(harness.app, ip, key)).toMatchObject({
        code: GatewayCode.SERVICE_FAILED,
        msg: '广东省统一身份认证平台暂时无法访问，请稍后再试',
      });
      expect((await provincialCallback(harness.app, ip, { ...callback, key })).code).toBe(GatewayCode.SERVICE_FAILED);
    } finally {
      harness.provincial.down = false;
    }
  });

  it('never takes over an account linked to another person, nor logs in without a verified mobile', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    expect((await provincialLogin(harness, ip, { subject: subject(), mobile, level: 2 })).code).toBe(0);
    const intruder = await provincialLogin(harness, ip, { subject: subject(), mobile, level: 2 });
    expect(intruder).toMatchObject({
      code: GatewayCode.PROVINCIAL_LOGIN_FAILED,
      msg: '该手机号的平台账号已关联其他统一身份认证用户，请使用手机号登录',
    });
    for (const person of [
      { subject: subject(), level: 2 },
      { subject: subject(), mobile: '020-12345678', level: 2 },
      { subject: subject(), mobile: freshMobile(), level: 2, mobileVerified: false },
    ]) {
      expect(await provincialLogin(harness, ip, person)).toMatchObject({
        code: GatewayCode.PROVINCIAL_LOGIN_FAILED,
        msg: '未能从广东省统一身份认证平台获取已验证的手机号，请使用手机号登录',
      });
    }
  });

  it('refuses a disabled account (-4004)', async () => {
    const ip = freshIp();
    const person = { subject: subject(), mobile: freshMobile(), level: 2 };
    expect((await provincialLogin(harness, ip, person)).code).toBe(0);
    await harness.database.db
      .updateTable('app_user')
      .set({ disabled: true })
      .where('mobile', '=', person.mobile)
      .execute();
    expect((await provincialLogin(harness, ip, person)).code).toBe(GatewayCode.ACCOUNT_DISABLED);
  });

  it('records the channel code on an account it creates', async () => {
    const ip = freshIp();
    const key = browserKey();
    const start = await provincialStart(harness.app, ip, key);
    const mobile = freshMobile();
    const callback = harness.provincial.signIn(start.data.ssoUrl, { subject: subject(), mobile, level: 2 });
    expect((await provincialCallback(harness.app, ip, { ...callback, key, channelCode: 'GD-H5' })).code).toBe(0);
    const user = await harness.database.db
      .selectFrom('app_user')
      .select('channel_code')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(user.channel_code).toBe('GD-H5');
  });

  it('limits begun logins to 30 per client address in 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) expect((await provincialStart(harness.app, ip, browserKey())).code).toBe(0);
    expect(await provincialStart(harness.app, ip, browserKey())).toMatchObject({
      code: GatewayCode.RATE_LIMITED,
      msg: '登录请求过于频繁，请稍后再试',
    });
    harness.clock.advance(10 * MINUTE + 1000);
    expect((await provincialStart(harness.app, ip, browserKey())).code).toBe(0);
  });
});
