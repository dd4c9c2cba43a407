import { z } from 'zod';

/** Why a code is sent (spec §7 plus RESET_PASSWORD, our name for the password-reset method). */
export const SMS_METHODS = ['LOGIN', 'REGISTER', 'RESET_MOBILE', 'RESET_PASSWORD'] as const;
export type SmsMethod = (typeof SMS_METHODS)[number];

export const smsMethodField = z.preprocess(
  (value) =>
    value === null || value === '' ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value,
  z.enum(SMS_METHODS, { error: '验证码类型不正确' }).default('LOGIN'),
);

const PURPOSE: Record<SmsMethod, string> = {
  LOGIN: '登录',
  REGISTER: '注册',
  RESET_MOBILE: '更换手机号',
  RESET_PASSWORD: '重置密码',
};

export function smsText(method: SmsMethod, code: string): string {
  return `【区域中小企业融资服务平台】您的${PURPOSE[method]}验证码为${code}，5分钟内有效。请勿泄露给他人；如非本人操作，请忽略本短信。`;
}
