import { z } from 'zod';
import { agreementField, codeField, mobileField, optionalText, passwordField, smsCodeField } from './fields.ts';

export const registerParams = z.object({
  mobile: mobileField,
  password: passwordField(),
  smsCode: smsCodeField,
  channelCode: optionalText('渠道编码', 64),
  managerId: optionalText('客户经理编号', 64),
  /** Spec §9: register source 0. */
  source: codeField([0], '注册来源不正确').default(0),
  isAgree: agreementField,
});
