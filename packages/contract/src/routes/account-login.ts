/** SMS codes, registering, logging in and out (docs/gateway-api.md, "Accounts"; spec §4). */
import { z } from 'zod';
import {
  agreementField,
  captchaTokenField,
  codeField,
  mobileField,
  oneTimeCodeField,
  optionalText,
  passwordField,
  smsCodeField,
} from './account-fields.ts';
import { byKind, jsonObject } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** Why a code is sent (spec §7 plus RESET_PASSWORD, our name for the password-reset method). */
export const SMS_METHODS = ['LOGIN', 'REGISTER', 'RESET_MOBILE', 'RESET_PASSWORD'] as const;
export type SmsMethod = (typeof SMS_METHODS)[number];

/** Spec §4: a loginCode no longer valid (used, expired or never issued). */
export const LOGIN_CODE_EXPIRED = '登录凭证已失效，请重新登录';

/** A session's token, answered by register and by a login with a loginCode. */
export interface SessionRecord {
  token: string;
}

/** One entry of the pre-login company list; id 0 with empty texts when the account has no company yet. */
export interface LoginEntryRecord {
  id: number;
  uniformCode: string;
  companyName: string;
  loginCode: string;
}

/** A login with a loginCode: with a WeChat ticket sent, whether that WeChat user is now bound to the account. */
export interface CodeLoginRecord extends SessionRecord {
  wechatBound?: boolean;
}

const smsMethodField = z.preprocess(
  (value) =>
    value === null || value === '' ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value,
  z.enum(SMS_METHODS, { error: '验证码类型不正确' }).default('LOGIN'),
);

/** An SMS code for one of SMS_METHODS, paid for with a captcha token. */
export const smsCodeSend = route<null>()({
  method: 'POST',
  path: '/user/user/v1/code/send',
  inputIn: 'body',
  input: z.object({
    mobile: mobileField,
    token: captchaTokenField,
    type: optionalText('验证码渠道', 20),
    method: smsMethodField,
  }),
});

/** A login-or-register code; the captcha token may come as `key` (spec §7) or `token`. */
export const loginOrRegisterCodeSend = route<null>()({
  method: 'POST',
  path: '/user/user/sendLoginOrRegisterCode',
  inputIn: 'body',
  input: z.preprocess(
    (value) => {
      const body = (value ?? {}) as Record<string, unknown>;
      return { ...body, key: body.key ?? body.token };
    },
    z.object({ mobile: mobileField, key: captchaTokenField, type: optionalText('验证码渠道', 20) }),
  ),
});

const channel = {
  channelCode: optionalText('渠道编码', 64),
  managerId: optionalText('客户经理编号', 64),
};

export const register = route<SessionRecord>()({
  method: 'POST',
  path: '/user/user/register',
  inputIn: 'body',
  input: z.object({
    mobile: mobileField,
    password: passwordField(),
    smsCode: smsCodeField,
    ...channel,
    /** Spec §9: register source 0. */
    source: codeField([0], '注册来源不正确').default(0),
    isAgree: agreementField,
  }),
});

/** Spec §9 login type: 2 by SMS code, 1 by password (with a captcha token). */
export const login = route<LoginEntryRecord[]>()({
  method: 'POST',
  path: '/user/user/login',
  inputIn: 'body',
  input: byKind(z.object({ type: codeField([1, 2], '登录方式不正确') }), 'type', {
    1: z.object({
      type: z.literal(1),
      phone: mobileField,
      password: passwordField(),
      token: captchaTokenField,
      isAgree: agreementField,
    }),
    2: z.object({ type: z.literal(2), phone: mobileField, code: smsCodeField, isAgree: agreementField }),
  }),
});

/** An SMS login that registers an unknown mobile. */
export const loginOrRegister = route<LoginEntryRecord[]>()({
  method: 'POST',
  path: '/user/user/v2/loginOrRegister',
  inputIn: 'body',
  input: z.object({ mobile: mobileField, code: smsCodeField, isAgree: agreementField, ...channel }),
});

/** The second step: one company's loginCode for a session (a WeChat ticket to bind travels in headers). */
export const loginWithCode = route<CodeLoginRecord>()({
  method: 'POST',
  path: '/auth/login92/code/:code',
  inputIn: 'path',
  input: jsonObject({ code: oneTimeCodeField(LOGIN_CODE_EXPIRED, LOGIN_CODE_EXPIRED) }),
});

/** Ends the caller's session; answers null with none. */
export const logout = routeWithoutInput<null>()('POST', '/auth/logout92');
