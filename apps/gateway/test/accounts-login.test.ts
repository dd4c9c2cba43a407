import { describe, expect, it } from 'vitest';
import { PRODUCTION_HASH_COST } from '#features/accounts/domain/passwords.ts';
import { sha256Hex } from '#shared/secrets.ts';
import {
  accountsForFile,
  accountsOn,
  freshIp,
  freshMobile,
  HOUR,
  latestCode,
  loginWithCode,
  MINUTE,
  passwordLogin,
  post,
  register,
  sendCode,
  smsLoginToken,
  solveCaptcha,
  startAccounts,
  wire,
} from './accounts-support.ts';

const DEMO = '13800000001';
const DEMO_PASSWORD = 'Demo@2026';
const SESSION_ENDED = { code: -1403, msg: '账号已在其他地方登录或登录已过期，请重新登录', data: null };

const h = accountsForFile();

function userInfo(token: string | undefined) {
  return post(h.app, '/user/user/userInfo', freshIp(), token);
}

describe('POST /user/user/register', () => {
  it('creates the account with an argon2id hash and answers a logged-in session token', async () => {
    // Production's hash cost, not the tests' cheaper one: what an account created through the API keeps. The file's
    // other tests hash at the tests' cost (30 wrong passwords took ~1.8 s at production's).
    const production = accountsOn(h.database, { settings: { passwordHashCost: PRODUCTION_HASH_COST } });
    const { mobile, token } = await register(production.app, freshIp(), 'Secret2026');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await userInfo(token)).body).toMatchObject({ code: 0, data: { mobile, companyName: '' } });
    const user = await h.database.db
      .selectFrom('app_user')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.password_hash).not.toContain(wire('Secret2026'));
    expect(user.source).toBe(0);
    const session = await h.database.db
      .selectFrom('user_session')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(sha256Hex(token));
  });

  it('consumes the code: the same code cannot register twice', async () => {
    const mobile = freshMobile();
    await sendCode(h.app, mobile, 'REGISTER', freshIp());
    const smsCode = await latestCode(h.app, mobile);
    const body = { mobile, password: wire('Abcd1234'), smsCode };
    expect((await post(h.app, '/user/user/register', freshIp()).send(body)).body.code).toBe(0);
    expect((await post(h.app, '/user/user/register', freshIp()).send(body)).body.code).toBe(-4002);
  });

  it('answers -4009 when the mobile was registered after the code was sent, and creates nothing', async () => {
    const mobile = freshMobile();
    await sendCode(h.app, mobile, 'REGISTER', freshIp());
    const smsCode = await latestCode(h.app, mobile);
    const now = h.clock.now();
    await h.database.db
      .insertInto('app_user')
      .values({ mobile, password_hash: null, dept_id: null, created_at: now, updated_at: now })
      .execute();
    const answer = await post(h.app, '/user/user/register', freshIp()).send({
      mobile,
      password: wire('Abcd1234'),
      smsCode,
    });
    expect(answer.body).toEqual({ code: -4009, msg: '该手机号已注册，请直接登录', data: null });
    expect(await h.database.db.selectFrom('app_user').select('id').where('mobile', '=', mobile).execute()).toHaveLength(
      1,
    );
  });

  it.each([
    [{ password: 'Abcd1234' }, '密码格式不正确，请使用 SHA-256 摘要传输'],
    [{ password: wire('Abcd1234').toUpperCase() }, '密码格式不正确，请使用 SHA-256 摘要传输'],
    [{ password: undefined }, '请输入密码'],
    [{ smsCode: undefined }, '请输入验证码'],
    [{ smsCode: '12345' }, '请输入正确格式的验证码'],
    [{ mobile: undefined }, '请输入手机号'],
    [{ mobile: '12345678901' }, '请输入正确的手机号'],
    [{ isAgree: false }, '请阅读并同意协议'],
    [{ source: 1 }, '注册来源不正确'],
    [{ channelCode: 'c'.repeat(65) }, '渠道编码不能超过64个字符'],
  ])('refuses %j', async (change, msg) => {
    const body = { mobile: freshMobile(), password: wire('Abcd1234'), smsCode: '123456', source: 0, ...change };
    expect((await post(h.app, '/user/user/register', freshIp()).send(body)).body).toEqual({
      code: -1000,
      msg,
      data: null,
    });
  });

  it('strips spaces and commas from the mobile (spec §5)', async () => {
    const mobile = freshMobile();
    await sendCode(h.app, mobile, 'REGISTER', freshIp());
    const smsCode = await latestCode(h.app, mobile);
    const spaced = `${mobile.slice(0, 3)} ${mobile.slice(3, 7)},${mobile.slice(7)}`;
    const answer = await post(h.app, '/user/user/register', freshIp()).send({
      mobile: spaced,
      password: wire('Abcd1234'),
      smsCode,
    });
    expect(answer.body.code).toBe(0);
  });
});

describe('POST /user/user/login', () => {
  it('SMS login (type 2) answers the demo account’s two companies with one-time loginCodes', async () => {
    const ip = freshIp();
    await sendCode(h.app, DEMO, 'LOGIN', ip);
    const code = await latestCode(h.app, DEMO);
    const answer = await post(h.app, '/user/user/login', ip).send({ phone: DEMO, code, type: 2, isAgree: true });
    expect(answer.body.code).toBe(0);
    const entries = answer.body.data as Array<{
      id: number;
      uniformCode: string;
      companyName: string;
      loginCode: string;
    }>;
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.id).toBeGreaterThan(0);
      expect(entry.uniformCode).toMatch(/^[0-9A-HJ-NPQRTUWXY]{18}$/);
      expect(entry.loginCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(entries.map((e) => e.companyName)).toEqual([
      '示例智造科技（广州）有限公司',
      '示例农产品贸易（广州）有限公司',
    ]);
    const stored = await h.database.db.selectFrom('login_code').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).toContain(sha256Hex(entries[1]?.loginCode ?? ''));

    const token = await loginWithCode(h.app, entries[1]?.loginCode ?? '', ip);
    expect((await userInfo(token)).body.data).toMatchObject({ companyName: '示例农产品贸易（广州）有限公司' });
    // The codes of one login die together and work once.
    const sibling = await post(h.app, `/auth/login92/code/${entries[0]?.loginCode}`, ip);
    expect(sibling.body).toEqual({ code: -4003, msg: '登录凭证已失效，请重新登录', data: null });
    const reused = await post(h.app, `/auth/login92/code/${entries[1]?.loginCode}`, ip);
    expect(reused.body.code).toBe(-4003);
  });

  it('password login (type 1) after the captcha answers the company list', async () => {
    const answer = await passwordLogin(h.app, DEMO, DEMO_PASSWORD, freshIp());
    expect(answer.code).toBe(0);
    expect(answer.data).toHaveLength(2);
  });

  it('password login needs the captcha token', async () => {
    const answer = await post(h.app, '/user/user/login', freshIp()).send({
      phone: DEMO,
      password: wire(DEMO_PASSWORD),
      type: 1,
    });
    expect(answer.body).toEqual({ code: -1000, msg: '请先完成图形验证', data: null });
  });

  it('an account without a company still gets one entry (id 0, empty uniformCode) and can log in', async () => {
    const { mobile, password } = await register(h.app, freshIp());
    const answer = await passwordLogin(h.app, mobile, password, freshIp());
    expect(answer.data).toEqual([{ id: 0, uniformCode: '', companyName: '', loginCode: expect.any(String) }]);
    const token = await loginWithCode(h.app, answer.data?.[0]?.loginCode ?? '', freshIp());
    expect((await userInfo(token)).body.data).toMatchObject({ mobile, companyId: null, companyName: '' });
  });

  it('loginCodes expire after 2 minutes', async () => {
    const answer = await passwordLogin(h.app, DEMO, DEMO_PASSWORD, freshIp());
    h.clock.advance(2 * MINUTE + 1000);
    expect((await post(h.app, `/auth/login92/code/${answer.data?.[0]?.loginCode}`, freshIp())).body.code).toBe(-4003);
  });

  it('a malformed loginCode is refused without touching the database', async () => {
    const answer = await post(h.app, `/auth/login92/code/${encodeURIComponent("x' OR '1'='1")}`, freshIp());
    expect(answer.body).toEqual({ code: -1000, msg: '登录凭证已失效，请重新登录', data: null });
  });

  it('a wrong password and an unknown mobile answer alike', async () => {
    const wrong = await passwordLogin(h.app, DEMO, 'Wrong2026', freshIp());
    const unknown = await passwordLogin(h.app, freshMobile(), 'Wrong2026', freshIp());
    expect(wrong).toEqual({ code: -4001, msg: '手机号或密码错误，还可尝试4次', data: null });
    expect(unknown).toEqual({ code: -4001, msg: '手机号或密码错误，还可尝试4次', data: null });
  });

  it('an account without a password cannot log in by password', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const key = await solveCaptcha(h.app, ip);
    await post(h.app, '/user/user/sendLoginOrRegisterCode', ip).send({ mobile, key });
    await post(h.app, '/user/user/v2/loginOrRegister', ip).send({ mobile, code: await latestCode(h.app, mobile) });
    expect((await passwordLogin(h.app, mobile, '', freshIp())).code).toBe(-4001);
  });

  it('5 wrong passwords lock the mobile for 15 minutes, even for the right password', async () => {
    const { mobile, password } = await register(h.app, freshIp());
    for (let left = 4; left >= 1; left--) {
      expect((await passwordLogin(h.app, mobile, 'Wrong2026', freshIp())).msg).toBe(
        `手机号或密码错误，还可尝试${left}次`,
      );
    }
    expect(await passwordLogin(h.app, mobile, 'Wrong2026', freshIp())).toEqual({
      code: -1029,
      msg: '密码错误次数过多，账号已锁定，请15分钟后再试',
      data: null,
    });
    h.clock.advance(5 * MINUTE);
    expect(await passwordLogin(h.app, mobile, password, freshIp())).toEqual({
      code: -1029,
      msg: '密码错误次数过多，账号已锁定，请10分钟后再试',
      data: null,
    });
    h.clock.advance(10 * MINUTE + 1000);
    expect((await passwordLogin(h.app, mobile, password, freshIp())).code).toBe(0);
    // A success clears the count.
    expect((await passwordLogin(h.app, mobile, 'Wrong2026', freshIp())).msg).toBe('手机号或密码错误，还可尝试4次');
  });

  it('30 wrong passwords from one address within an hour stop that address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      if (i === 20) h.clock.advance(10 * MINUTE + 1000); // the captcha's own per-address window
      const answer = await passwordLogin(h.app, freshMobile(), 'Wrong2026', ip);
      expect(answer.code).toBe(-4001);
    }
    expect(await passwordLogin(h.app, DEMO, DEMO_PASSWORD, ip)).toEqual({
      code: -1029,
      msg: '当前网络密码错误次数过多，请稍后再试',
      data: null,
    });
    expect((await passwordLogin(h.app, DEMO, DEMO_PASSWORD, freshIp())).code).toBe(0);
  });

  it('a disabled account cannot log in', async () => {
    const { mobile, password } = await register(h.app, freshIp());
    await h.database.db.updateTable('app_user').set({ disabled: true }).where('mobile', '=', mobile).execute();
    expect(await passwordLogin(h.app, mobile, password, freshIp())).toEqual({
      code: -4004,
      msg: '该账号已被停用，请联系客服',
      data: null,
    });
  });

  it.each([
    [{ phone: DEMO, code: '123456' }, '登录方式不正确'],
    [{ phone: DEMO, code: '123456', type: 3 }, '登录方式不正确'],
    [{ phone: DEMO, type: 2 }, '请输入验证码'],
    [{ phone: DEMO, code: '12a456', type: 2 }, '请输入正确格式的验证码'],
    [{ code: '123456', type: 2 }, '请输入手机号'],
    [{ phone: '1380000000', code: '123456', type: 2 }, '请输入正确的手机号'],
    [{ phone: DEMO, type: 1, token: 'A'.repeat(43) }, '请输入密码'],
  ])('refuses %j', async (body, msg) => {
    expect((await post(h.app, '/user/user/login', freshIp()).send(body)).body).toEqual({
      code: -1000,
      msg,
      data: null,
    });
  });
});

describe('sessions', () => {
  it('a second login ends the first session (403 with the spec’s message)', async () => {
    const { mobile, password, token: first } = await register(h.app, freshIp());
    const login = await passwordLogin(h.app, mobile, password, freshIp());
    const second = await loginWithCode(h.app, login.data?.[0]?.loginCode ?? '', freshIp());
    const ended = await userInfo(first);
    expect(ended.status).toBe(403);
    expect(ended.body).toEqual(SESSION_ENDED);
    expect((await userInfo(second)).body.code).toBe(0);
    const active = await h.database.db
      .selectFrom('user_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('u.mobile', '=', mobile)
      .where('s.ended_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
  });

  it('two logins racing leave exactly one live session', async () => {
    const { mobile, password } = await register(h.app, freshIp());
    const a = await passwordLogin(h.app, mobile, password, freshIp());
    const b = await passwordLogin(h.app, mobile, password, freshIp());
    const tokens = await Promise.all([
      loginWithCode(h.app, a.data?.[0]?.loginCode ?? '', freshIp()),
      loginWithCode(h.app, b.data?.[0]?.loginCode ?? '', freshIp()),
    ]);
    const statuses = await Promise.all(tokens.map(async (token) => (await userInfo(token)).status));
    expect(statuses.sort()).toEqual([200, 403]);
  });

  it('logout ends the session on the server; logging out again is harmless', async () => {
    const { token } = await register(h.app, freshIp());
    expect((await post(h.app, '/auth/logout92', freshIp(), token)).body).toEqual({
      code: 0,
      msg: '操作成功',
      data: null,
    });
    expect((await userInfo(token)).status).toBe(403);
    expect((await post(h.app, '/auth/logout92', freshIp(), token)).body.code).toBe(0);
    expect((await post(h.app, '/auth/logout92', freshIp())).body.code).toBe(0);
  });

  it('expires after 2 idle hours; activity keeps it alive', async () => {
    const { token } = await register(h.app, freshIp());
    h.clock.advance(HOUR + 50 * MINUTE);
    expect((await userInfo(token)).body.code).toBe(0);
    h.clock.advance(HOUR + 50 * MINUTE);
    expect((await userInfo(token)).body.code).toBe(0);
    h.clock.advance(2 * HOUR);
    const expired = await userInfo(token);
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual(SESSION_ENDED);
  });

  it('expires after its absolute lifetime however active (configurable)', async () => {
    const short = await startAccounts({ settings: { sessionIdleMs: HOUR, sessionAbsoluteMs: 3 * HOUR } });
    try {
      const { token } = await register(short.app, freshIp());
      for (let i = 0; i < 5; i++) {
        short.clock.advance(35 * MINUTE);
        expect((await post(short.app, '/user/user/userInfo', freshIp(), token)).status).toBe(200);
      }
      short.clock.advance(30 * MINUTE);
      expect((await post(short.app, '/user/user/userInfo', freshIp(), token)).status).toBe(403);
    } finally {
      await short.close();
    }
  });

  it.each([
    ['no header', undefined],
    ['an unknown token', 'Bearer QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZn'],
    ['a malformed token', "Bearer ' OR 1=1 --"],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('answers 403 for %s', async (_label, authorization) => {
    const call = post(h.app, '/user/user/userInfo', freshIp());
    const answer = authorization ? await call.set('Authorization', authorization) : await call;
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(SESSION_ENDED);
  });

  it.each([
    ['disabled', { disabled: true }],
    ['deleted', { deleted_at: new Date() }],
  ])('answers -3001 once for a %s account, then 403', async (_label, change) => {
    const { mobile, token } = await register(h.app, freshIp());
    await h.database.db.updateTable('app_user').set(change).where('mobile', '=', mobile).execute();
    const forced = await userInfo(token);
    expect(forced.status).toBe(200);
    expect(forced.body).toEqual({ code: -3001, msg: '账号已停用或已注销，请重新登录', data: null });
    expect((await userInfo(token)).status).toBe(403);
  });

  it('SMS login ends a password-login session too', async () => {
    const { mobile, token } = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    const second = await smsLoginToken(h.app, mobile, freshIp());
    expect((await userInfo(token)).status).toBe(403);
    expect((await userInfo(second)).status).toBe(200);
  });
});
