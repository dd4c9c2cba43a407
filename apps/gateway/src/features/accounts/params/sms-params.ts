import { z } from 'zod';
import { SMS_METHODS } from '../domain/sms-methods.ts';
import { captchaTokenField, mobileField, optionalText } from './fields.ts';

const smsMethodField = z.preprocess(
  (value) =>
    value === null || value === '' ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value,
  z.enum(SMS_METHODS, { error: '验证码类型不正确' }).default('LOGIN'),
);

export const sendCodeParams = z.object({
  mobile: mobileField,
  token: captchaTokenField,
  type: optionalText('验证码渠道', 20),
  method: smsMethodField,
});

/** The captcha token may come as `key` (spec §7) or `token`. */
export const loginOrRegisterCodeParams = z.preprocess(
  (value) => {
    const body = (value ?? {}) as Record<string, unknown>;
    return { ...body, key: body.key ?? body.token };
  },
  z.object({ mobile: mobileField, key: captchaTokenField, type: optionalText('验证码渠道', 20) }),
);
