import { describe, expect, it } from 'vitest';
import { OutboxSmsSender } from '#outside/sms/outbox-sms-sender.ts';
import { sha256Hex } from '#shared/secrets.ts';
import {
  accountsForFile,
  freshIp,
  freshMobile,
  HOUR,
  latestCode,
  loginWithCode,
  MINUTE,
  post,
  register,
  sendCode,
  sendCodeToNewMobile,
  smsLoginToken,
  solveCaptcha,
  startAccounts,
  wire,
} from './accounts-support.ts';

const DEMO = '13800000001';

const h = accountsForFile();

describe('POST /user/user/v1/code/send', () => {
  it('sends a 6-digit code through the outbox and stores only a salted hash of it', async () => {
    const mobile = freshMobile();
    expect(await sendCode(h.app, mobile, 'REGISTER', freshIp())).toEqual({ code: 0, msg: '操作成功', data: null });
    const code = await latestCode(h.app, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await h.database.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', mobile).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.content).toContain(code);
    expect(outbox[0]?.content).toContain('注册验证码');
    const stored = await h.database.db
      .selectFrom('sms_code')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toBe(sha256Hex(stored.salt + code));
    expect(new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()).toBe(5 * MINUTE);
  });

  it('answers -4009 when REGISTER meets a registered mobile', async () => {
    expect(await sendCode(h.app, DEMO, 'REGISTER', freshIp())).toEqual({
      code: -4009,
      msg: '该手机号已注册，请直接登录',
      data: null,
    });
  });

  it.each(['LOGIN', 'RESET_PASSWORD', undefined])('answers -4009 when %s meets an unknown mobile', async (method) => {
    const ip = freshIp();
    const token = await solveCaptcha(h.app, ip);
    const answer = await sendCodeToNewMobile(h.app, ip, token, method);
    expect(answer.body).toEqual({ code: -4009, msg: '该手机号未注册，请先注册', data: null });
  });

  it('answers -4004 for LOGIN to a disabled account', async () => {
    const { mobile } = await register(h.app, freshIp());
    await h.database.db.updateTable('app_user').set({ disabled: true }).where('mobile', '=', mobile).execute();
    expect((await sendCode(h.app, mobile, 'LOGIN', freshIp())).code).toBe(-4004);
  });

  it('allows one code a minute per mobile', async () => {
    const mobile = freshMobile();
    expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
    h.clock.advance(59_000);
    expect(await sendCode(h.app, mobile, 'REGISTER', freshIp())).toEqual({
      code: -1029,
      msg: '验证码发送过于频繁，请1分钟后再试',
      data: null,
    });
    h.clock.advance(2_000);
    expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
  });

  it('allows 5 codes an hour and 10 a day per mobile', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
      h.clock.advance(MINUTE + 1000);
    }
    const hourly = await sendCode(h.app, mobile, 'REGISTER', freshIp());
    expect(hourly).toEqual({ code: -1029, msg: '该手机号1小时内获取验证码次数已达上限，请稍后再试', data: null });
    h.clock.advance(HOUR);
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
      h.clock.advance(MINUTE + 1000);
    }
    h.clock.advance(HOUR);
    const daily = await sendCode(h.app, mobile, 'REGISTER', freshIp());
    expect(daily).toEqual({ code: -1029, msg: '该手机号24小时内获取验证码次数已达上限，请明天再试', data: null });
    h.clock.advance(22 * HOUR);
    expect((await sendCode(h.app, mobile, 'REGISTER', freshIp())).code).toBe(0);
  });

  it('allows 20 codes an hour per client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await sendCode(h.app, freshMobile(), 'REGISTER', ip)).code).toBe(0);
    expect(await sendCode(h.app, freshMobile(), 'REGISTER', ip)).toEqual({
      code: -1029,
      msg: '当前网络获取验证码过于频繁，请稍后再试',
      data: null,
    });
    expect((await sendCode(h.app, freshMobile(), 'REGISTER', freshIp())).code).toBe(0);
  });

  it('allows 30 requests an hour per client address, refused ones included (no probing registered mobiles)', async () => {
    const ip = freshIp();
    const { mobile } = await register(h.app, freshIp());
    for (let i = 0; i < 30; i++) {
      if (i === 20) h.clock.advance(10 * MINUTE + 1000); // the captcha's own per-address window
      expect((await sendCode(h.app, mobile, 'REGISTER', ip)).code).toBe(-4009);
    }
    expect(await sendCode(h.app, mobile, 'REGISTER', ip)).toEqual({
      code: -1029,
      msg: '当前网络获取验证码过于频繁，请稍后再试',
      data: null,
    });
  });

  it('needs a captcha token', async () => {
    const answer = await post(h.app, '/user/user/v1/code/send', freshIp()).send({
      mobile: freshMobile(),
      method: 'REGISTER',
    });
    expect(answer.body).toEqual({ code: -1000, msg: '请先完成图形验证', data: null });
  });

  it('refuses an unknown method', async () => {
    const ip = freshIp();
    const token = await solveCaptcha(h.app, ip);
    const answer = await sendCodeToNewMobile(h.app, ip, token, 'DROP');
    expect(answer.body).toEqual({ code: -1000, msg: '验证码类型不正确', data: null });
  });

  it('RESET_MOBILE needs a session, and answers -4009 for a taken mobile and -1000 for one’s own', async () => {
    const ip = freshIp();
    const token = await solveCaptcha(h.app, ip);
    const anonymous = await sendCodeToNewMobile(h.app, ip, token, 'RESET_MOBILE');
    expect(anonymous.status).toBe(403);
    const account = await register(h.app, freshIp());
    expect(await sendCode(h.app, DEMO, 'RESET_MOBILE', freshIp(), account.token)).toEqual({
      code: -4009,
      msg: '该手机号已被注册，请更换其他手机号',
      data: null,
    });
    const own = await sendCode(h.app, account.mobile, 'RESET_MOBILE', freshIp(), account.token);
    expect(own).toEqual({ code: -1000, msg: '新手机号不能与当前手机号相同', data: null });
    expect((await sendCode(h.app, freshMobile(), 'RESET_MOBILE', freshIp(), account.token)).code).toBe(0);
  });
});

describe('SMS codes', () => {
  async function registerWith(mobile: string, smsCode: string) {
    const answer = await post(h.app, '/user/user/register', freshIp()).send({
      mobile,
      password: wire('Abcd1234'),
      smsCode,
    });
    return answer.body as { code: number; msg: string };
  }

  it('expire after 5 minutes', async () => {
    const mobile = freshMobile();
    await sendCode(h.app, mobile, 'REGISTER', freshIp());
    const code = await latestCode(h.app, mobile);
    h.clock.advance(5 * MINUTE + 1000);
    expect(await registerWith(mobile, code)).toMatchObject({ code: -4002, msg: '验证码已失效，请重新获取' });
  });

  it('work once', async () => {
    const { mobile } = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    expect((await sendCode(h.app, mobile, 'RESET_PASSWORD', freshIp())).code).toBe(0);
    const code = await latestCode(h.app, mobile);
    const first = await post(h.app, `/user/user/resetPasswordCheck?mobile=${mobile}&code=${code}`, freshIp());
    expect(first.body.code).toBe(0);
    const second = await post(h.app, `/user/user/resetPasswordCheck?mobile=${mobile}&code=${code}`, freshIp());
    expect(second.body).toMatchObject({ code: -4002, msg: '验证码已失效，请重新获取' });
  });

  it('die after 5 wrong tries', async () => {
    const mobile = freshMobile();
    await sendCode(h.app, mobile, 'REGISTER', freshIp());
    const code = await latestCode(h.app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      expect(await registerWith(mobile, wrong)).toMatchObject({ code: -4002, msg: `验证码错误，还可尝试${left}次` });
    }
    expect(await registerWith(mobile, wrong)).toMatchObject({ code: -4002, msg: '验证码错误次数过多，请重新获取' });
    expect(await registerWith(mobile, code)).toMatchObject({ code: -4002, msg: '验证码已失效，请重新获取' });
    expect(await h.database.db.selectFrom('app_user').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
  });

  it('belong to their method: a REGISTER code does not reset a password', async () => {
    const { mobile } = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    await sendCode(h.app, mobile, 'LOGIN', freshIp());
    const code = await latestCode(h.app, mobile);
    const answer = await post(h.app, '/user/user/resetPasswordCheck', freshIp()).send({ mobile, code });
    expect(answer.body.code).toBe(-4002);
  });

  it('a newer code replaces the earlier one', async () => {
    const mobile = freshMobile();
    await sendCode(h.app, mobile, 'REGISTER', freshIp());
    const older = await latestCode(h.app, mobile);
    h.clock.advance(MINUTE + 1000);
    await sendCode(h.app, mobile, 'REGISTER', freshIp());
    const newer = await latestCode(h.app, mobile);
    if (older !== newer) expect((await registerWith(mobile, older)).code).toBe(-4002);
    expect((await registerWith(mobile, newer)).code).toBe(0);
  });

  it('a code the SMS provider refuses is withdrawn and answers -4005', async () => {
    const failing = await startAccounts({
      smsSender: () => ({
        provider: 'test',
        configured: true,
        send: () => Promise.reject(new Error('provider down')),
      }),
    });
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const mobile = freshMobile();
      expect(await sendCode(failing.app, mobile, 'REGISTER', freshIp())).toEqual({
        code: -4005,
        msg: '短信发送失败，请稍后重试',
        data: null,
      });
      const live = await failing.database.db
        .selectFrom('sms_code')
        .select('id')
        .where('mobile', '=', mobile)
        .where('used_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
      expect(errors.join('\n')).not.toContain(mobile);
    } finally {
      console.error = original;
      await failing.close();
    }
  });
});

describe('OutboxSmsSender', () => {
  it('logs the masked mobile and never the code', async () => {
    const lines: string[] = [];
    const sender = new OutboxSmsSender(h.database.db, (line) => lines.push(line));
    await sender.send({ mobile: '13912345678', method: 'LOGIN', code: '482913', text: '…482913…' }, h.clock.now());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('139****5678');
    expect(lines[0]).not.toContain('13912345678');
    expect(lines[0]).not.toContain('482913');
  });
});

describe('SMS login that registers: sendLoginOrRegisterCode + v2/loginOrRegister', () => {
  it('registers an unknown mobile (no password) and answers its company list', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const key = await solveCaptcha(h.app, ip);
    const sent = await post(h.app, '/user/user/sendLoginOrRegisterCode', ip).send({ mobile, key, type: 1 });
    expect(sent.body).toEqual({ code: 0, msg: '操作成功', data: null });
    const code = await latestCode(h.app, mobile);
    const answer = await post(h.app, '/user/user/v2/loginOrRegister', ip).send({ mobile, code, channelCode: 'H5-001' });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toEqual([{ id: 0, uniformCode: '', companyName: '', loginCode: expect.any(String) }]);
    const token = await loginWithCode(h.app, answer.body.data[0].loginCode, ip);
    const info = await post(h.app, '/user/user/userInfo', ip, token);
    expect(info.body.data).toMatchObject({ mobile, companyName: '', ifCertification: false });
    const user = await h.database.db
      .selectFrom('app_user')
      .selectAll()
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    expect(user.channel_code).toBe('H5-001');
  });

  it('logs a registered mobile in without a second account', async () => {
    const ip = freshIp();
    const key = await solveCaptcha(h.app, ip);
    expect((await post(h.app, '/user/user/sendLoginOrRegisterCode', ip).send({ mobile: DEMO, key })).body.code).toBe(0);
    const code = await latestCode(h.app, DEMO);
    const answer = await post(h.app, '/user/user/v2/loginOrRegister', ip).send({ mobile: DEMO, code });
    expect(answer.body.data).toHaveLength(2);
    const accounts = await h.database.db.selectFrom('app_user').select('id').where('mobile', '=', DEMO).execute();
    expect(accounts).toHaveLength(1);
  });

  it('needs the captcha token (as key)', async () => {
    const answer = await post(h.app, '/user/user/sendLoginOrRegisterCode', freshIp()).send({
      mobile: freshMobile(),
      type: 1,
    });
    expect(answer.body).toEqual({ code: -1000, msg: '请先完成图形验证', data: null });
  });

  it('counts against the same send limits', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    const key = await solveCaptcha(h.app, ip);
    expect((await post(h.app, '/user/user/sendLoginOrRegisterCode', ip).send({ mobile, key })).body.code).toBe(0);
    const again = await solveCaptcha(h.app, ip);
    const answer = await post(h.app, '/user/user/sendLoginOrRegisterCode', ip).send({ mobile, key: again });
    expect(answer.body.code).toBe(-1029);
  });

  it('a wrong code creates no account', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    const key = await solveCaptcha(h.app, ip);
    await post(h.app, '/user/user/sendLoginOrRegisterCode', ip).send({ mobile, key });
    const code = await latestCode(h.app, mobile);
    const answer = await post(h.app, '/user/user/v2/loginOrRegister', ip).send({
      mobile,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(answer.body.code).toBe(-4002);
    expect(await h.database.db.selectFrom('app_user').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
  });

  it('the SMS login of /user/user/login works with the same LOGIN code', async () => {
    const { mobile } = await register(h.app, freshIp());
    h.clock.advance(MINUTE + 1000);
    const token = await smsLoginToken(h.app, mobile, freshIp());
    expect((await post(h.app, '/user/user/userInfo', freshIp(), token)).body.code).toBe(0);
  });
});
