import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { mobileField, oneTimeCodeField, passwordField, smsCodeField } from './fields.ts';

/** Spec §7 sends resetPasswordCheck's fields in the query; the body counts too, the query wins. */
export const resetCheckParams = z.object({ mobile: mobileField, code: smsCodeField });
export const resetPasswordParams = z.object({
  mobile: mobileField,
  validCode: oneTimeCodeField(ACCOUNT_MESSAGES.resetTicketExpired, ACCOUNT_MESSAGES.resetTicketExpired),
  password: passwordField(),
});
export const modifyPasswordParams = z.object({
  oldPassword: passwordField('请输入原密码'),
  newPassword: passwordField('请输入新密码'),
});
export const resetMobileParams = z.object({ mobile: mobileField, code: smsCodeField, password: passwordField() });

export function queryAndBody(query: unknown, body: unknown): Record<string, unknown> {
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...fromBody, ...(query as Record<string, unknown>) };
}
