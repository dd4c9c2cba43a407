import type { SmsMethod } from '@sme/contract/routes/account-login';

export type { SmsMethod };

const PURPOSE: Record<SmsMethod, string> = {
  LOGIN: '登录',
  REGISTER: '注册',
  RESET_MOBILE: '更换手机号',
  RESET_PASSWORD: '重置密码',
};

/** Whether the mobile must already belong to an account, must not, or either (SMS login that registers). */
export type Registration = 'registered' | 'unregistered' | 'any';

/** What each method needs of the mobile a code is sent to. */
export const REGISTRATION: Record<SmsMethod, Registration> = {
  LOGIN: 'registered',
  RESET_PASSWORD: 'registered',
  REGISTER: 'unregistered',
  RESET_MOBILE: 'unregistered',
};

export function smsText(method: SmsMethod, code: string): string {
  return `【区域中小企业融资服务平台】您的${PURPOSE[method]}验证码为${code}，5分钟内有效。请勿泄露给他人；如非本人操作，请忽略本短信。`;
}
