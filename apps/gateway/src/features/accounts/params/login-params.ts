import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import {
  agreementField,
  captchaTokenField,
  codeField,
  mobileField,
  oneTimeCodeField,
  optionalText,
  passwordField,
  smsCodeField,
} from './fields.ts';

/** Spec §9: login type 1 password, 2 SMS. */
export const loginTypeParams = z.object({ type: codeField([1, 2], '登录方式不正确') });
export const smsLoginParams = z.object({ phone: mobileField, code: smsCodeField, isAgree: agreementField });
export const passwordLoginParams = z.object({
  phone: mobileField,
  password: passwordField(),
  token: captchaTokenField,
  isAgree: agreementField,
});
export const loginOrRegisterParams = z.object({
  mobile: mobileField,
  code: smsCodeField,
  isAgree: agreementField,
  channelCode: optionalText('渠道编码', 64),
  managerId: optionalText('客户经理编号', 64),
});
export const loginCodeParams = z.object({
  code: oneTimeCodeField(ACCOUNT_MESSAGES.loginCodeExpired, ACCOUNT_MESSAGES.loginCodeExpired),
});
