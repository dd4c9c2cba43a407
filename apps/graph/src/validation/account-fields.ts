import {
  AGREEMENT_MESSAGE,
  CAPTCHA_TOKEN_MESSAGES,
  CONTROL_CHARACTERS,
  isMobile,
  MOBILE_MESSAGES,
  meetsPasswordRuleA,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_B_PATTERN,
  SMS_CODE_MESSAGES,
  SMS_CODE_PATTERN,
  stripCommasAndSpaces,
} from '@sme/contract/fields';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { Optional } from './arguments.ts';

/** Account form fields with the exact texts of spec §5, checked before any gateway call. */

/** Our one-time values (captcha token, loginCode, validCode): base64url. */
const ONE_TIME_VALUE = /^[A-Za-z0-9_-]{16,128}$/;

export const MOBILE_REQUIRED = MOBILE_MESSAGES.required;
export const MOBILE_MALFORMED = MOBILE_MESSAGES.malformed;
/** Spec §5: what an invalid number warns before a code is sent. */
export const MOBILE_MALFORMED_BEFORE_SEND = MOBILE_MESSAGES.malformedBeforeSend;
export const NEW_PASSWORD_RULE = PASSWORD_MESSAGES.ruleB;
export const CURRENT_PASSWORD_RULE = PASSWORD_MESSAGES.ruleA;

export function mobile(value: Optional<string>, argument: string, malformed: string = MOBILE_MALFORMED): string {
  const text = stripCommasAndSpaces(value ?? '');
  if (!text) throw new InvalidArgumentError(MOBILE_REQUIRED, argument);
  if (!isMobile(text)) throw new InvalidArgumentError(malformed, argument);
  return text;
}

export function smsCode(value: Optional<string>, argument: string): string {
  const text = (value ?? '').trim();
  if (!text) throw new InvalidArgumentError(SMS_CODE_MESSAGES.required, argument);
  if (!SMS_CODE_PATTERN.test(text)) throw new InvalidArgumentError(SMS_CODE_MESSAGES.malformed, argument);
  return text;
}

/** A typed password, commas and spaces taken out: required, then the rule it must meet. */
function password(
  value: Optional<string>,
  argument: string,
  required: string,
  meetsRule: (text: string) => boolean,
  rule: string,
): string {
  const text = stripCommasAndSpaces(value ?? '');
  if (!text) throw new InvalidArgumentError(required, argument);
  if (!meetsRule(text)) throw new InvalidArgumentError(rule, argument);
  return text;
}

const meetsPasswordRuleB = (text: string) => PASSWORD_RULE_B_PATTERN.test(text);

/** A password being set (register, reset, new password): answers the text to hash. */
export function newPassword(
  value: Optional<string>,
  argument: string,
  required: string = PASSWORD_MESSAGES.required,
): string {
  return password(value, argument, required, meetsPasswordRuleB, NEW_PASSWORD_RULE);
}

/**
 * A password being proven (login, old password, re-authentication): 6-18 characters of any kind (spec §5 rule A),
 * so an account whose password predates the letters-and-digits rule can still log in.
 */
export function currentPassword(
  value: Optional<string>,
  argument: string,
  required: string = PASSWORD_MESSAGES.required,
): string {
  return password(value, argument, required, meetsPasswordRuleA, CURRENT_PASSWORD_RULE);
}

/** The agreement checkbox. */
export function agreed(value: Optional<boolean>, argument: string): true {
  if (value !== true) throw new InvalidArgumentError(AGREEMENT_MESSAGE, argument);
  return true;
}

/** A one-time value the gateway issued (captcha token, loginCode, validCode); `message` says what to do. */
export function oneTimeValue(value: Optional<string>, argument: string, required: string, malformed: string) {
  const text = (value ?? '').trim();
  if (!text) throw new InvalidArgumentError(required, argument);
  if (!ONE_TIME_VALUE.test(text)) throw new InvalidArgumentError(malformed, argument);
  return text;
}

export function captchaToken(value: Optional<string>, argument: string): string {
  return oneTimeValue(value, argument, CAPTCHA_TOKEN_MESSAGES.required, CAPTCHA_TOKEN_MESSAGES.malformed);
}

/** Optional plain text from a local setting (channel code, manager id): trimmed, blank means not given. */
export function optionalSetting(value: Optional<string>, label: string, argument: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if ([...text].length > 64) throw new InvalidArgumentError(`${label}不能超过64个字符`, argument);
  if (CONTROL_CHARACTERS.test(text)) throw new InvalidArgumentError(`${label}格式不正确`, argument);
  return text;
}
