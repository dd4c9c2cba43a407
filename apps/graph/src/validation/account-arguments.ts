import { MAX_ID, PASSWORD_MESSAGES } from '@sme/contract/fields';
import type { login, register, smsCodeSend } from '@sme/contract/routes/account-login';
import {
  type modifyPassword,
  RESET_TICKET_EXPIRED,
  type resetMobile,
  type resetPassword,
} from '@sme/contract/routes/account-passwords';
import { CAPTCHA_IMAGE, CAPTCHA_KEY_PATTERN } from '@sme/contract/routes/captcha';
import type { RouteInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type {
  MutationCheckCaptchaArgs,
  MutationModifyPasswordArgs,
  MutationResetPasswordCheckArgs,
  PasswordLoginInput,
  RegisterInput,
  ResetMobileInput,
  ResetPasswordInput,
  SendSmsCodeInput,
  SmsLoginInput,
} from '#generated/resolvers-types.ts';
import { passwordDigest } from '#security/password-digest.ts';
import {
  agreed,
  captchaToken,
  currentPassword,
  MOBILE_MALFORMED_BEFORE_SEND,
  mobile,
  newPassword,
  oneTimeValue,
  optionalSetting,
  smsCode,
} from './account-fields.ts';
import { positiveId } from './arguments.ts';

/**
 * Account arguments → the gateway's bodies, or InvalidArgumentError. Fields are checked in the order the forms show
 * them, so the first message is the one next to the first wrong field. Passwords leave here as their SHA-256 only.
 */

export const MAX_PROTOCOLS_PER_RECORD = 20;

export function checkCaptchaArgs({ key, x, y }: MutationCheckCaptchaArgs): { key: string; x: number; y: number } {
  if (!CAPTCHA_KEY_PATTERN.test(key)) throw new InvalidArgumentError('验证码已失效，请刷新后重试', 'key');
  // Slider positions are pixels of the puzzle picture (spec §9).
  if (!Number.isFinite(x) || x < 0 || x > CAPTCHA_IMAGE.width) throw new InvalidArgumentError('滑块位置不正确', 'x');
  if (!Number.isInteger(y) || y < 0 || y > CAPTCHA_IMAGE.height) throw new InvalidArgumentError('验证参数不正确', 'y');
  return { key, x, y };
}

export function sendSmsCodeBody(input: SendSmsCodeInput): RouteInput<typeof smsCodeSend> {
  return {
    mobile: mobile(input.mobile, 'input.mobile', MOBILE_MALFORMED_BEFORE_SEND),
    token: captchaToken(input.captchaToken, 'input.captchaToken'),
    // The gateway names the methods as the schema does, RESET_PASSWORD included.
    method: input.method,
  };
}

export function registerBody(input: RegisterInput): RouteInput<typeof register> {
  const body: RouteInput<typeof register> = {
    mobile: mobile(input.mobile, 'input.mobile'),
    smsCode: smsCode(input.smsCode, 'input.smsCode'),
    password: passwordDigest(newPassword(input.password, 'input.password')),
    isAgree: agreed(input.isAgree, 'input.isAgree'),
    source: 0,
  };
  const channelCode = optionalSetting(input.channelCode, '渠道编码', 'input.channelCode');
  const managerId = optionalSetting(input.managerId, '客户经理编号', 'input.managerId');
  if (channelCode) body.channelCode = channelCode;
  if (managerId) body.managerId = managerId;
  return body;
}

export function smsLoginBody(input: SmsLoginInput): RouteInput<typeof login> {
  return {
    type: 2,
    phone: mobile(input.mobile, 'input.mobile'),
    code: smsCode(input.code, 'input.code'),
    isAgree: agreed(input.isAgree, 'input.isAgree'),
  };
}

export function passwordLoginBody(input: PasswordLoginInput): RouteInput<typeof login> {
  return {
    type: 1,
    phone: mobile(input.mobile, 'input.mobile'),
    password: passwordDigest(currentPassword(input.password, 'input.password')),
    isAgree: agreed(input.isAgree, 'input.isAgree'),
    token: captchaToken(input.captchaToken, 'input.captchaToken'),
  };
}

const LOGIN_COMPANY_ID = /^(0|[1-9]\d{0,9})$/;

/** A company id of the pre-login list: a positive id, or 0 for an account without a company yet. */
export function loginCompanyId(companyId: string | number): number {
  const text = String(companyId).trim();
  const id = Number(text);
  if (!LOGIN_COMPANY_ID.test(text) || id > MAX_ID) {
    throw new InvalidArgumentError('企业编号不正确', 'companyId');
  }
  return id;
}

export function resetPasswordCheckArgs(args: MutationResetPasswordCheckArgs): { mobile: string; code: string } {
  return { mobile: mobile(args.mobile, 'mobile'), code: smsCode(args.code, 'code') };
}

export function resetPasswordBody(input: ResetPasswordInput): RouteInput<typeof resetPassword> {
  const expired = RESET_TICKET_EXPIRED;
  return {
    mobile: mobile(input.mobile, 'input.mobile'),
    validCode: oneTimeValue(input.validCode, 'input.validCode', expired, expired),
    password: passwordDigest(newPassword(input.password, 'input.password')),
  };
}

export function modifyPasswordBody(args: MutationModifyPasswordArgs): RouteInput<typeof modifyPassword> {
  const oldPassword = currentPassword(args.oldPassword, 'oldPassword', PASSWORD_MESSAGES.oldRequired);
  const next = newPassword(args.newPassword, 'newPassword', PASSWORD_MESSAGES.newRequired);
  if (next === oldPassword) throw new InvalidArgumentError('新密码不能与原密码相同', 'newPassword');
  return { oldPassword: passwordDigest(oldPassword), newPassword: passwordDigest(next) };
}

export function resetMobileBody(input: ResetMobileInput): RouteInput<typeof resetMobile> {
  return {
    mobile: mobile(input.mobile, 'input.mobile'),
    code: smsCode(input.code, 'input.code'),
    password: passwordDigest(currentPassword(input.password, 'input.password')),
  };
}

/** The protocols a user has read: 1-20 distinct ids. */
export function protocolIdsArg(protocolIds: ReadonlyArray<string | number>): number[] {
  if (protocolIds.length === 0) throw new InvalidArgumentError('请选择已阅读的协议', 'protocolIds');
  if (protocolIds.length > MAX_PROTOCOLS_PER_RECORD) {
    throw new InvalidArgumentError(`一次最多记录${MAX_PROTOCOLS_PER_RECORD}个协议`, 'protocolIds');
  }
  const ids = protocolIds.map((id, index) => positiveId(id, '协议编号', `protocolIds.${index}`));
  return [...new Set(ids)];
}
