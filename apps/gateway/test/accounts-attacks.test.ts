import { describe, expect, it, vi } from 'vitest';
import {
  accountsForFile,
  freshIp,
  freshMobile,
  HOUR,
  latestCode,
  post,
  register,
  sendCode,
  solveCaptcha,
  wire,
} from './accounts-support.ts';

/** Counts argon2 hashes and verifications, so the tests can tell whether a refused call paid for one. */
const argon2Calls = vi.hoisted(() => ({ hash: 0, verify: 0 }));
vi.mock('#features/accounts/domain/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#features/accounts/domain/passwords.ts')>();
  return {
    ...original,
    hashPassword: (...args: Parameters<typeof original.hashPassword>) => {
      argon2Calls.hash += 1;
      return original.hashPassword(...args);
    },
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      argon2Calls.verify += 1;
      return original.verifyPassword(...args);
    },
  };
});

const h = accountsForFile();

/**
 * The findings of the attack run against the accounts of issue 3, each reproduced: before the fixes every one of
 * these tests failed.
 */
describe('password lockout under a burst of parallel logins', () => {
  it('judges exactly 5 passwords of a burst of 20, locks the rest out, and then refuses the right one too', async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    const tokens = [];
    for (let i = 0; i < 21; i += 1) tokens.push(await solveCaptcha(h.app, ip));
    const verifiedBefore = argon2Calls.verify;
    const answers = await Promise.all(
      tokens.slice(0, 20).map((token, i) =>
        post(h.app, '/user/user/login', ip).send({
          phone: account.mobile,
          password: wire(`Wrong${i}pass`),
          token,
          type: 1,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.body.code as number);
    expect(argon2Calls.verify - verifiedBefore).toBe(5);
    expect(codes.every((code) => code === -4001 || code === -1029)).toBe(true);
    expect(codes.filter((code) => code === -1029).length).toBeGreaterThanOrEqual(16);
    for (const answer of answers) {
      if (answer.body.code === -1029)
        expect(answer.body.msg).toMatch(/^密码错误次数过多，账号已锁定，请\d+分钟后再试$/);
    }
    const right = await post(h.app, '/user/user/login', ip).send({
      phone: account.mobile,
      password: wire(account.password),
      token: tokens[20],
      type: 1,
    });
    expect(right.body.code).toBe(-1029);
    expect(argon2Calls.verify - verifiedBefore).toBe(5);
  });
});

describe('resetMobile', () => {
  it('checks the SMS code before it tells whether a mobile is registered', async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    const taken = await register(h.app, freshIp());
    const probe = await post(h.app, '/user/user/resetMobile', ip, account.token).send({
      mobile: taken.mobile,
      code: '000000',
      password: wire(account.password),
    });
    expect(probe.body).toEqual({ code: -4002, msg: '验证码已失效，请重新获取', data: null });
  });

  it('is limited per account: the sixth try within an hour is refused', async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    const change = () =>
      post(h.app, '/user/user/resetMobile', ip, account.token).send({
        mobile: freshMobile(),
        code: '000000',
        password: wire(account.password),
      });
    for (let i = 0; i < 5; i += 1) expect((await change()).body.code).toBe(-4002);
    expect((await change()).body).toEqual({ code: -1029, msg: '操作过于频繁，请稍后再试', data: null });
    h.clock.advance(HOUR + 1000);
    expect((await change()).body.code).toBe(-4002);
  });
});

describe('register and resetPassword under an anonymous flood', () => {
  it('refuse a wrong SMS code or validCode without hashing anything', async () => {
    const before = argon2Calls.hash;
    const mobile = freshMobile();
    const registerAnswer = await post(h.app, '/user/user/register', freshIp()).send({
      mobile,
      password: wire('Flood2026x'),
      smsCode: '123456',
    });
    expect(registerAnswer.body.code).toBe(-4002);
    const resetAnswer = await post(h.app, '/user/user/resetPassword', freshIp()).send({
      mobile,
      validCode: 'A'.repeat(43),
      password: wire('Flood2026x'),
    });
    expect(resetAnswer.body.code).toBe(-4003);
    expect(argon2Calls.hash).toBe(before);
  });

  it('are limited per client address: the 21st try within an hour is refused', async () => {
    const ip = freshIp();
    const attempt = (i: number) =>
      i % 2 === 0
        ? post(h.app, '/user/user/register', ip).send({
            mobile: freshMobile(),
            password: wire('Abcd1234'),
            smsCode: '123456',
          })
        : post(h.app, '/user/user/resetPassword', ip).send({
            mobile: freshMobile(),
            validCode: 'A'.repeat(43),
            password: wire('Abcd1234'),
          });
    for (let i = 0; i < 20; i += 1) expect((await attempt(i)).body.code).not.toBe(-1029);
    expect((await attempt(20)).body).toEqual({ code: -1029, msg: '当前网络操作过于频繁，请稍后再试', data: null });
    // Another address is not affected.
    const other = await post(h.app, '/user/user/register', freshIp()).send({
      mobile: freshMobile(),
      password: wire('Abcd1234'),
      smsCode: '123456',
    });
    expect(other.body.code).toBe(-4002);
  });

  it('a registration with the right code still works and hashes once', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    expect((await sendCode(h.app, mobile, 'REGISTER', ip)).code).toBe(0);
    const before = argon2Calls.hash;
    const answer = await post(h.app, '/user/user/register', ip).send({
      mobile,
      password: wire('Right2026x'),
      smsCode: await latestCode(h.app, mobile),
    });
    expect(answer.body.code).toBe(0);
    expect(argon2Calls.hash).toBe(before + 1);
  });
});
