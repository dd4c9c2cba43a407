import { describe, expect, it } from 'vitest';
import {
  accountsForFile,
  freshIp,
  freshMobile,
  latestCode,
  loginWithCode,
  MINUTE,
  passwordLogin,
  post,
  register,
  sendCode,
  solveCaptcha,
  wire,
} from './accounts-support.ts';

const h = accountsForFile();

/** Steps 1 of the reset: a RESET_PASSWORD code, checked into a validCode. */
async function validCodeFor(mobile: string): Promise<string> {
  expect((await sendCode(h.app, mobile, 'RESET_PASSWORD', freshIp())).code).toBe(0);
  const code = await latestCode(h.app, mobile);
  const answer = await post(h.app, `/user/user/resetPasswordCheck?mobile=${mobile}&code=${code}`, freshIp());
  expect(answer.body.code).toBe(0);
  expect(answer.body.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return answer.body.data;
}

/** Step 2 of the reset: the new password, sent as its digest, with the validCode of step 1. */
const resetPassword = (mobile: string, validCode: string, password: string) =>
  post(h.app, '/user/user/resetPassword', freshIp()).send({ mobile, validCode, password: wire(password) });

/** A signed-in change of password, both sent as their digests. */
const modifyPassword = (token: string, oldPassword: string, newPassword: string, ip = freshIp()) =>
  post(h.app, '/user/user/modifyPassword', ip, token).send({
    oldPassword: wire(oldPassword),
    newPassword: wire(newPassword),
  });

describe('password reset', () => {
  it('works end to end: new password in, old one out, every session ended', async () => {
    const { mobile, token } = await register(h.app, freshIp(), 'OldPass2026');
    h.clock.advance(MINUTE + 1000);
    const validCode = await validCodeFor(mobile);
    const reset = await resetPassword(mobile, validCode, 'NewPass2026');
    expect(reset.body).toEqual({ code: 0, msg: '操作成功', data: null });
    expect((await post(h.app, '/user/user/userInfo', freshIp(), token)).status).toBe(403);
    expect((await passwordLogin(h.app, mobile, 'OldPass2026', freshIp())).code).toBe(-4001);
    expect((await passwordLogin(h.app, mobile, 'NewPass2026', freshIp())).code).toBe(0);
  });

  it('the code may come in the body too', async () => {
    const { mobile } = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    await sendCode(h.app, mobile, 'RESET_PASSWORD', freshIp());
    const code = await latestCode(h.app, mobile);
    expect((await post(h.app, '/user/user/resetPasswordCheck', freshIp()).send({ mobile, code })).body.code).toBe(0);
  });

  it('a validCode works once', async () => {
    const { mobile } = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    const validCode = await validCodeFor(mobile);
    expect((await resetPassword(mobile, validCode, 'NewPass2026')).body.code).toBe(0);
    expect((await resetPassword(mobile, validCode, 'NewPass2026')).body).toEqual({
      code: -4003,
      msg: '重置凭证已失效，请重新获取验证码',
      data: null,
    });
  });

  it('a validCode expires after 10 minutes', async () => {
    const { mobile } = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    const validCode = await validCodeFor(mobile);
    h.clock.advance(10 * MINUTE + 1000);
    const answer = await resetPassword(mobile, validCode, 'x');
    expect(answer.body.code).toBe(-4003);
  });

  it('a validCode belongs to its mobile', async () => {
    const first = await register(h.app, freshIp());
    const second = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    const validCode = await validCodeFor(first.mobile);
    const answer = await resetPassword(second.mobile, validCode, 'Hijack2026');
    expect(answer.body.code).toBe(-4003);
    expect((await passwordLogin(h.app, second.mobile, second.password, freshIp())).code).toBe(0);
  });

  it('a wrong code gives no validCode', async () => {
    const { mobile } = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    await sendCode(h.app, mobile, 'RESET_PASSWORD', freshIp());
    const code = await latestCode(h.app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await post(h.app, `/user/user/resetPasswordCheck?mobile=${mobile}&code=${wrong}`, freshIp());
    expect(answer.body).toMatchObject({ code: -4002, data: null });
  });

  it('a reset lifts a password lock', async () => {
    const { mobile } = await register(h.app, freshIp());
    for (let i = 0; i < 5; i++) await passwordLogin(h.app, mobile, 'Wrong2026', freshIp());
    expect((await passwordLogin(h.app, mobile, 'Wrong2026', freshIp())).code).toBe(-1029);
    h.clock.advance(MINUTE + 1000);
    const validCode = await validCodeFor(mobile);
    await resetPassword(mobile, validCode, 'Fresh2026');
    expect((await passwordLogin(h.app, mobile, 'Fresh2026', freshIp())).code).toBe(0);
  });

  it.each([
    [{ validCode: undefined }, '重置凭证已失效，请重新获取验证码'],
    [{ validCode: 'short' }, '重置凭证已失效，请重新获取验证码'],
    [{ password: undefined }, '请输入密码'],
    [{ password: 'plain-text' }, '密码格式不正确，请使用 SHA-256 摘要传输'],
    [{ mobile: 'x' }, '请输入正确的手机号'],
  ])('refuses %j', async (change, msg) => {
    const body = { mobile: freshMobile(), validCode: 'A'.repeat(43), password: wire('Abcd1234'), ...change };
    expect((await post(h.app, '/user/user/resetPassword', freshIp()).send(body)).body).toEqual({
      code: -1000,
      msg,
      data: null,
    });
  });

  it("resets spend the account's budget of password changes", async () => {
    const { mobile, token } = await register(h.app, freshIp(), 'Budget0');
    for (let round = 0; round < 10; round++) {
      const changed = await modifyPassword(token, `Budget${round}`, `Budget${round + 1}`);
      expect(changed.body.code).toBe(0);
    }
    h.clock.advance(MINUTE + 1000);
    const validCode = await validCodeFor(mobile);
    const reset = await resetPassword(mobile, validCode, 'Budget11');
    expect(reset.body).toEqual({ code: -1029, msg: '密码修改过于频繁，请1小时后再试', data: null });
  });
});

describe('POST /user/user/modifyPassword', () => {
  it('changes the password when the old one is right; the session stays', async () => {
    const { mobile, token } = await register(h.app, freshIp(), 'First2026');
    const answer = await modifyPassword(token, 'First2026', 'Second2026');
    expect(answer.body).toEqual({ code: 0, msg: '操作成功', data: null });
    expect((await post(h.app, '/user/user/userInfo', freshIp(), token)).status).toBe(200);
    expect((await passwordLogin(h.app, mobile, 'First2026', freshIp())).code).toBe(-4001);
    expect((await passwordLogin(h.app, mobile, 'Second2026', freshIp())).code).toBe(0);
  });

  it('a wrong old password is counted and 5 lock the change for 15 minutes', async () => {
    const { token } = await register(h.app, freshIp(), 'First2026');
    const attempt = (old: string) => modifyPassword(token, old, 'Next2026');
    for (let left = 4; left >= 1; left--) {
      expect((await attempt('Nope2026')).body).toEqual({
        code: -4001,
        msg: `原密码错误，还可尝试${left}次`,
        data: null,
      });
    }
    expect((await attempt('Nope2026')).body.msg).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    expect((await attempt('First2026')).body.code).toBe(-1029);
    h.clock.advance(15 * MINUTE + 1000);
    expect((await attempt('First2026')).body.code).toBe(0);
  });

  it('an account changes its password at most 10 times an hour (each change costs the hasher twice)', async () => {
    const { token } = await register(h.app, freshIp(), 'Loop0');
    const change = (from: number, to: number) => modifyPassword(token, `Loop${from}`, `Loop${to}`);
    for (let round = 0; round < 10; round++) expect((await change(round, round + 1)).body.code).toBe(0);
    expect((await change(10, 11)).body).toEqual({ code: -1029, msg: '密码修改过于频繁，请1小时后再试', data: null });
    h.clock.advance(60 * MINUTE + 1000);
    expect((await change(10, 11)).body.code).toBe(0);
  });

  it('refuses a new password equal to the old one', async () => {
    const { token } = await register(h.app, freshIp(), 'First2026');
    const answer = await modifyPassword(token, 'First2026', 'First2026');
    expect(answer.body).toEqual({ code: -1000, msg: '新密码不能与原密码相同', data: null });
  });

  it('an account without a password is told how to set one', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const key = await solveCaptcha(h.app, ip);
    await post(h.app, '/user/user/sendLoginOrRegisterCode', ip).send({ mobile, key });
    const login = await post(h.app, '/user/user/v2/loginOrRegister', ip).send({
      mobile,
      code: await latestCode(h.app, mobile),
    });
    const token = await loginWithCode(h.app, login.body.data[0].loginCode, ip);
    const answer = await modifyPassword(token, 'x', 'Next2026', ip);
    expect(answer.body).toEqual({ code: -4001, msg: '您尚未设置登录密码，请先通过“忘记密码”设置', data: null });
  });

  it('needs a session and both fields', async () => {
    expect((await post(h.app, '/user/user/modifyPassword', freshIp()).send({})).status).toBe(403);
    const { token } = await register(h.app, freshIp());
    expect(
      (await post(h.app, '/user/user/modifyPassword', freshIp(), token).send({ newPassword: wire('a') })).body.msg,
    ).toBe('请输入原密码');
    expect(
      (await post(h.app, '/user/user/modifyPassword', freshIp(), token).send({ oldPassword: wire('a') })).body.msg,
    ).toBe('请输入新密码');
  });
});

describe('POST /user/user/resetMobile', () => {
  async function resetMobileCode(token: string, mobile: string): Promise<string> {
    expect((await sendCode(h.app, mobile, 'RESET_MOBILE', freshIp(), token)).code).toBe(0);
    return latestCode(h.app, mobile);
  }

  /** The move to `mobile`, with its RESET_MOBILE code and the password (sent as its digest). */
  const resetMobile = (token: string | undefined, mobile: string, code: string, password: string) =>
    post(h.app, '/user/user/resetMobile', freshIp(), token).send({ mobile, code, password: wire(password) });

  const mobileOf = async (token: string) =>
    (await post(h.app, '/user/user/userInfo', freshIp(), token)).body.data.mobile;

  it('moves the account to the new mobile with its RESET_MOBILE code and the password', async () => {
    const account = await register(h.app, freshIp(), 'Mobile2026');
    const newMobile = freshMobile();
    const code = await resetMobileCode(account.token, newMobile);
    const answer = await resetMobile(account.token, newMobile, code, 'Mobile2026');
    expect(answer.body).toEqual({ code: 0, msg: '操作成功', data: null });
    expect(await mobileOf(account.token)).toBe(newMobile);
    expect((await passwordLogin(h.app, newMobile, 'Mobile2026', freshIp())).code).toBe(0);
    expect((await passwordLogin(h.app, account.mobile, 'Mobile2026', freshIp())).code).toBe(-4001);
  });

  it('answers -4009 when the new mobile was taken meanwhile', async () => {
    const account = await register(h.app, freshIp(), 'Mobile2026');
    const other = freshMobile();
    const code = await resetMobileCode(account.token, other);
    const now = h.clock.now();
    await h.database.db
      .insertInto('app_user')
      .values({ mobile: other, password_hash: null, dept_id: null, created_at: now, updated_at: now })
      .execute();
    const answer = await resetMobile(account.token, other, code, 'Mobile2026');
    expect(answer.body).toEqual({ code: -4009, msg: '该手机号已被注册，请更换其他手机号', data: null });
    expect(await mobileOf(account.token)).toBe(account.mobile);
  });

  it('needs the right password (counted) and the right code', async () => {
    const account = await register(h.app, freshIp(), 'Mobile2026');
    const newMobile = freshMobile();
    const code = await resetMobileCode(account.token, newMobile);
    const wrongPassword = await resetMobile(account.token, newMobile, code, 'Wrong2026');
    expect(wrongPassword.body).toEqual({ code: -4001, msg: '登录密码错误，还可尝试4次', data: null });
    const wrong = code === '000000' ? '111111' : '000000';
    const wrongCode = await resetMobile(account.token, newMobile, wrong, 'Mobile2026');
    expect(wrongCode.body.code).toBe(-4002);
    expect(await mobileOf(account.token)).toBe(account.mobile);
  });

  it('a code sent to another mobile does not move the account there', async () => {
    const account = await register(h.app, freshIp(), 'Mobile2026');
    const code = await resetMobileCode(account.token, freshMobile());
    const answer = await resetMobile(account.token, freshMobile(), code, 'Mobile2026');
    expect(answer.body.code).toBe(-4002);
  });

  it('needs a session', async () => {
    const answer = await resetMobile(undefined, freshMobile(), '123456', 'a');
    expect(answer.status).toBe(403);
  });
});
