import type { SmsMethod } from '#gql/graphql.ts';

export type { SmsMethod };

/**
 * Spec §8: where GatewayCode.MOBILE_CONFLICT (mobile already registered / not registered) leads after the 提醒 alert. REGISTER
 * goes to log in, RESET_MOBILE back to the phone change — /account/8 on a PC, /changeCell on a phone — the others to
 * register.
 */
export function accountConflictRoute(method: SmsMethod, onPhone = false): string {
  if (method === 'REGISTER') return '/login';
  if (method === 'RESET_MOBILE') return onPhone ? '/changeCell' : '/account/8';
  return '/register';
}

export const SMS_TEXTS = {
  sent: '验证码发送成功！',
  failed: '请求失败，请稍后再试!',
  conflictTitle: '提醒',
} as const;
