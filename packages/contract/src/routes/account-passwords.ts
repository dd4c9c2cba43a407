/** The password reset (spec §4, three steps), the password change and the mobile change (docs/gateway-api.md). */
import { z } from 'zod';
import { PASSWORD_MESSAGES } from '../fields.ts';
import { mobileField, oneTimeCodeField, passwordField, smsCodeField } from './account-fields.ts';
import { route } from './route.ts';

/** The reset's validCode no longer valid (used, expired or never issued). */
export const RESET_TICKET_EXPIRED = '重置凭证已失效，请重新获取验证码';

/** The reset's second step: the SMS code (spec §7 sends it in the query) for the validCode of the third. */
export const resetPasswordCheck = route<string>()({
  method: 'POST',
  path: '/user/user/resetPasswordCheck',
  inputIn: 'queryOrBody',
  input: z.object({ mobile: mobileField, code: smsCodeField }),
});

export const resetPassword = route<null>()({
  method: 'POST',
  path: '/user/user/resetPassword',
  inputIn: 'body',
  input: z.object({
    mobile: mobileField,
    validCode: oneTimeCodeField(RESET_TICKET_EXPIRED, RESET_TICKET_EXPIRED),
    password: passwordField(),
  }),
});

export const modifyPassword = route<null>()({
  method: 'POST',
  path: '/user/user/modifyPassword',
  inputIn: 'body',
  input: z.object({
    oldPassword: passwordField(PASSWORD_MESSAGES.oldRequired),
    newPassword: passwordField(PASSWORD_MESSAGES.newRequired),
  }),
});

export const resetMobile = route<null>()({
  method: 'POST',
  path: '/user/user/resetMobile',
  inputIn: 'body',
  input: z.object({ mobile: mobileField, code: smsCodeField, password: passwordField() }),
});
