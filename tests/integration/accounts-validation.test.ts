import { describe, expect, it } from 'vitest';
import { CHECK_CAPTCHA } from '../support/graph-captcha.ts';
import {
  DEMO_MOBILE,
  DEMO_PASSWORD,
  failure,
  freshIp,
  LOGIN_BY_PASSWORD,
  LOGIN_BY_SMS,
  LOGIN_WITH_COMPANY,
  loginWithCompany,
  ME,
  passwordLogin,
  REGISTER,
  SEND_CODE,
  send,
} from './support/accounts-platform.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';
import { MODIFY, RESET, RESET_CHECK, RESET_MOBILE, SAVE_READ, SWITCH } from './support/shared-operations.ts';

const TOKEN = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';
const RULE_B = '请输入8~18位字母、数字组合，字母区分大小写';
const RULE_A = '请输入6-18位字母、数字组合';

const sendInput = { mobile: '13912345678', captchaToken: TOKEN, method: 'REGISTER' };
const register = { mobile: '13912345678', password: 'Passw0rd2026', smsCode: '123456', isAgree: true };
const smsLogin = { mobile: '13912345678', code: '123456', isAgree: true };
const passwordLoginInput = { mobile: '13912345678', password: 'Passw0rd2026', captchaToken: TOKEN, isAgree: true };
const reset = { mobile: '13912345678', validCode: TOKEN, password: 'Passw0rd2026' };
const resetMobile = { mobile: '13912345678', code: '123456', password: 'Passw0rd2026' };

type Case = [name: string, query: string, variables: Record<string, unknown>, message: string, argument: string];

/** Every refusal of spec §5 (and of our own limits) with the argument it names. */
const CASES: Case[] = [
  ['send: no mobile', SEND_CODE, { input: { ...sendInput, mobile: '' } }, '请输入手机号', 'input.mobile'],
  [
    'send: bad mobile',
    SEND_CODE,
    { input: { ...sendInput, mobile: '1391234567' } },
    '请输入正确手机号',
    'input.mobile',
  ],
  [
    'send: no captcha',
    SEND_CODE,
    { input: { ...sendInput, captchaToken: ' ' } },
    '请先完成图形验证',
    'input.captchaToken',
  ],
  [
    'send: foreign captcha token',
    SEND_CODE,
    { input: { ...sendInput, captchaToken: 'a b' } },
    '图形验证已失效，请重新验证',
    'input.captchaToken',
  ],
  ['register: no mobile', REGISTER, { input: { ...register, mobile: ' , ' } }, '请输入手机号', 'input.mobile'],
  [
    'register: bad mobile',
    REGISTER,
    { input: { ...register, mobile: '12912345678' } },
    '请输入正确的手机号',
    'input.mobile',
  ],
  ['register: no code', REGISTER, { input: { ...register, smsCode: '' } }, '请输入验证码', 'input.smsCode'],
  [
    'register: bad code',
    REGISTER,
    { input: { ...register, smsCode: '12345' } },
    '请输入正确格式的验证码',
    'input.smsCode',
  ],
  ['register: no password', REGISTER, { input: { ...register, password: '' } }, '请输入密码', 'input.password'],
  ['register: short password', REGISTER, { input: { ...register, password: 'Pass123' } }, RULE_B, 'input.password'],
  ['register: long password', REGISTER, { input: { ...register, password: 'P'.repeat(19) } }, RULE_B, 'input.password'],
  ['register: symbol', REGISTER, { input: { ...register, password: 'Passw0rd!' } }, RULE_B, 'input.password'],
  ['register: not agreed', REGISTER, { input: { ...register, isAgree: false } }, '请阅读并同意协议', 'input.isAgree'],
  [
    'register: channel code',
    REGISTER,
    { input: { ...register, channelCode: 'c'.repeat(65) } },
    '渠道编码不能超过64个字符',
    'input.channelCode',
  ],
  [
    'sms login: bad code',
    LOGIN_BY_SMS,
    { input: { ...smsLogin, code: 'abcdef' } },
    '请输入正确格式的验证码',
    'input.code',
  ],
  [
    'sms login: not agreed',
    LOGIN_BY_SMS,
    { input: { ...smsLogin, isAgree: false } },
    '请阅读并同意协议',
    'input.isAgree',
  ],
  [
    'password login: no password',
    LOGIN_BY_PASSWORD,
    { input: { ...passwordLoginInput, password: ' ' } },
    '请输入密码',
    'input.password',
  ],
  [
    'password login: 5 characters',
    LOGIN_BY_PASSWORD,
    { input: { ...passwordLoginInput, password: '12345' } },
    RULE_A,
    'input.password',
  ],
  [
    'password login: 19 characters',
    LOGIN_BY_PASSWORD,
    { input: { ...passwordLoginInput, password: 'x'.repeat(19) } },
    RULE_A,
    'input.password',
  ],
  [
    'password login: not agreed',
    LOGIN_BY_PASSWORD,
    { input: { ...passwordLoginInput, isAgree: false } },
    '请阅读并同意协议',
    'input.isAgree',
  ],
  [
    'password login: no captcha',
    LOGIN_BY_PASSWORD,
    { input: { ...passwordLoginInput, captchaToken: '' } },
    '请先完成图形验证',
    'input.captchaToken',
  ],
  ['login company id', LOGIN_WITH_COMPANY, { id: '../../user/user/userInfo' }, '企业编号不正确', 'companyId'],
  ['captcha: key', CHECK_CAPTCHA, { key: 'a/b', x: 10, y: 10 }, '验证码已失效，请刷新后重试', 'key'],
  ['captcha: x', CHECK_CAPTCHA, { key: 'abc', x: 300, y: 10 }, '滑块位置不正确', 'x'],
  ['captcha: y', CHECK_CAPTCHA, { key: 'abc', x: 10, y: -1 }, '验证参数不正确', 'y'],
  ['reset check: mobile', RESET_CHECK, { mobile: '', code: '123456' }, '请输入手机号', 'mobile'],
  ['reset check: code', RESET_CHECK, { mobile: '13912345678', code: '' }, '请输入验证码', 'code'],
  [
    'reset: validCode',
    RESET,
    { input: { ...reset, validCode: '' } },
    '重置凭证已失效，请重新获取验证码',
    'input.validCode',
  ],
  ['reset: password', RESET, { input: { ...reset, password: 'short1' } }, RULE_B, 'input.password'],
  ['modify: no old', MODIFY, { old: '', new: 'Changed2026' }, '请输入原密码', 'oldPassword'],
  ['modify: short old', MODIFY, { old: '12345', new: 'Changed2026' }, RULE_A, 'oldPassword'],
  ['modify: no new', MODIFY, { old: 'Passw0rd2026', new: '' }, '请输入新密码', 'newPassword'],
  ['modify: bad new', MODIFY, { old: 'Passw0rd2026', new: 'abc_defgh' }, RULE_B, 'newPassword'],
  ['modify: same', MODIFY, { old: 'Passw0rd2026', new: 'Passw0rd2026' }, '新密码不能与原密码相同', 'newPassword'],
  ['reset mobile: mobile', RESET_MOBILE, { input: { ...resetMobile, mobile: '' } }, '请输入手机号', 'input.mobile'],
  [
    'reset mobile: code',
    RESET_MOBILE,
    { input: { ...resetMobile, code: '12' } },
    '请输入正确格式的验证码',
    'input.code',
  ],
  ['reset mobile: password', RESET_MOBILE, { input: { ...resetMobile, password: '' } }, '请输入密码', 'input.password'],
  ['switch: id', SWITCH, { id: 'x' }, '企业编号必须是正整数', 'companyId'],
  ['read: none', SAVE_READ, { ids: [] }, '请选择已阅读的协议', 'protocolIds'],
  ['read: bad id', SAVE_READ, { ids: ['1', '-2'] }, '协议编号必须是正整数', 'protocolIds.1'],
];

const platform = accountsPlatformForFile();

describe('account arguments refused in the graph (BAD_USER_INPUT, nothing sent to the gateway)', () => {
  it.each(CASES)('%s', async (_name, query, variables, message, argument) => {
    const before = platform.graph.calls.length;
    const { error } = await failure(platform.app, { ip: freshIp() }, query, variables);
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    expect(platform.graph.calls.length).toBe(before);
  });

  it('refuses hostile and oversized input in every text field the same way', async () => {
    const hostile = ["' OR '1'='1", '<script>alert(1)</script>', 'x'.repeat(20_000), '13912345678\u0000'];
    const fields: Array<[string, (value: string) => Record<string, unknown>]> = [
      [SEND_CODE, (value) => ({ input: { ...sendInput, mobile: value } })],
      [SEND_CODE, (value) => ({ input: { ...sendInput, captchaToken: value } })],
      [REGISTER, (value) => ({ input: { ...register, smsCode: value } })],
      [REGISTER, (value) => ({ input: { ...register, password: value } })],
      [LOGIN_BY_PASSWORD, (value) => ({ input: { ...passwordLoginInput, mobile: value } })],
      [LOGIN_WITH_COMPANY, (value) => ({ id: value })],
      [CHECK_CAPTCHA, (value) => ({ key: value, x: 1, y: 1 })],
      [RESET, (value) => ({ input: { ...reset, validCode: value } })],
      [MODIFY, (value) => ({ old: 'Passw0rd2026', new: value })],
      [SWITCH, (value) => ({ id: value })],
      [SAVE_READ, (value) => ({ ids: [value] })],
    ];
    const before = platform.graph.calls.length;
    for (const [query, variables] of fields) {
      for (const value of hostile) {
        const answer = await send(platform.app, { ip: freshIp() }, query, variables(value));
        expect(answer.status).toBe(200);
        expect(answer.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
        expect(answer.body.errors?.[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
    expect(platform.graph.calls.length).toBe(before);
  });
});

describe('input as typed', () => {
  it('spaces and commas in mobile and password are stripped, as the web does', async () => {
    const browser = { ip: freshIp() };
    const entries = await passwordLogin(
      platform,
      browser,
      ' 138 0000,0001 ',
      ` ${DEMO_PASSWORD.slice(0, 4)} ${DEMO_PASSWORD.slice(4)},`,
    );
    await loginWithCompany(platform, browser, entries[0]?.id ?? '');
    const answer = await send<{ me: { maskedMobile: string } }>(platform.app, browser, ME);
    expect(answer.body.data?.me.maskedMobile).toBe(`${DEMO_MOBILE.slice(0, 3)}****${DEMO_MOBILE.slice(7)}`);
  });
});
