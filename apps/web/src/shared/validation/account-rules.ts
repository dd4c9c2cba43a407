/**
 * The account form rules of spec §5 with their exact texts, shared by every login, register, reset and change
 * form. A rule answers the message to show, or null when the value passes.
 */
import {
  AGREEMENT_MESSAGE,
  isMobile,
  MOBILE_MESSAGES,
  meetsPasswordRuleA,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_B_PATTERN,
  SMS_CODE_MESSAGES,
  SMS_CODE_PATTERN,
} from '@sme/contract/fields';

export { stripCommasAndSpaces } from '@sme/contract/fields';

export type Rule<T = string> = (value: T) => string | null;

export const VALIDATION_TEXTS = {
  mobileRequired: MOBILE_MESSAGES.required,
  mobileInvalid: MOBILE_MESSAGES.malformed,
  mobileInvalidBeforeSend: MOBILE_MESSAGES.malformedBeforeSend,
  smsCodeRequired: SMS_CODE_MESSAGES.required,
  smsCodeInvalid: SMS_CODE_MESSAGES.malformed,
  passwordRequired: PASSWORD_MESSAGES.required,
  /** The personal centre's current password (修改密码). */
  oldPasswordRequired: PASSWORD_MESSAGES.oldRequired,
  /** Rule A (the login form; docs/decisions/0014-accounts-in-the-portal-session-remembered-mobile-guards.md). */
  passwordRuleA: PASSWORD_MESSAGES.ruleA,
  /** Rule B (register, reset, change). */
  passwordRuleB: PASSWORD_MESSAGES.ruleB,
  passwordPlaceholder: '8-18位字母、数字组合',
  passwordLoginPreCheck: '请正确输入密码',
  confirmRequired: '请再次确认密码',
  confirmMismatch: '两次输入密码不一致',
  agreementRequired: AGREEMENT_MESSAGE,
  formInvalid: '没有填写完必填项或填写有格式错误！',
} as const;

export const isValidMobile = isMobile;

export const mobileRule: Rule = (value) => {
  if (value === '') return VALIDATION_TEXTS.mobileRequired;
  return isValidMobile(value) ? null : VALIDATION_TEXTS.mobileInvalid;
};

/** The warning before a code is sent (a different text from the field's own). */
export const mobileBeforeSendRule: Rule = (value) =>
  isValidMobile(value) ? null : VALIDATION_TEXTS.mobileInvalidBeforeSend;

export const smsCodeRule: Rule = (value) => {
  if (value === '') return VALIDATION_TEXTS.smsCodeRequired;
  return SMS_CODE_PATTERN.test(value) ? null : VALIDATION_TEXTS.smsCodeInvalid;
};

/**
 * Rule A, a password being proven (login, old password): 6-18 characters of any kind, so a password set under an
 * older rule still reaches the server's verdict (docs/decisions/0011-accounts-in-the-graph-httponly-session-cookie-token-source.md).
 */
export const loginPasswordRule: Rule = (value) => {
  if (value === '') return VALIDATION_TEXTS.passwordRequired;
  return meetsPasswordRuleA(value) ? null : VALIDATION_TEXTS.passwordRuleA;
};

/** The old password of the personal centre's password change: rule A, and 请输入原密码 when empty (as the graph says). */
export const oldPasswordRule: Rule = (value) =>
  value === '' ? VALIDATION_TEXTS.oldPasswordRequired : loginPasswordRule(value);

/** Rule B, every new password (register, reset, change). */
export const newPasswordRule: Rule = (value) => {
  if (value === '') return VALIDATION_TEXTS.passwordRequired;
  return PASSWORD_RULE_B_PATTERN.test(value) ? null : VALIDATION_TEXTS.passwordRuleB;
};

export function confirmPasswordRule(password: string): Rule {
  return (confirmation) => {
    if (confirmation === '') return VALIDATION_TEXTS.confirmRequired;
    return confirmation === password ? null : VALIDATION_TEXTS.confirmMismatch;
  };
}

export const agreementRule: Rule<boolean> = (agreed) => (agreed ? null : VALIDATION_TEXTS.agreementRequired);

/** Strength levels of spec §4: digits, lowercase and uppercase letters each count as one kind. */
export type PasswordStrength = 0 | 1 | 2 | 3;

export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/\d/, /[a-z]/, /[A-Z]/].filter((kind) => kind.test(password)).length;
  return kinds as PasswordStrength;
}

export const STRENGTH_LEVELS = {
  1: { label: '弱', color: 'red' },
  2: { label: '中', color: 'orange' },
  3: { label: '强', color: 'green' },
} as const;

/** Field name → message (null when it passes), in the order the form shows the fields. */
export type FieldErrors<K extends string> = Record<K, string | null>;

/** Checks every field; answers each field's message. */
export function validateFields<K extends string>(checks: Record<K, () => string | null>): FieldErrors<K> {
  const errors = {} as FieldErrors<K>;
  for (const key of Object.keys(checks) as K[]) errors[key] = checks[key]();
  return errors;
}

/** The first message in field order, or null when every field passes. */
export function firstFieldError<K extends string>(errors: FieldErrors<K>): string | null {
  for (const message of Object.values<string | null>(errors)) if (message) return message;
  return null;
}

/** What a refused submit shows (spec §5): the first field's message, else the generic form text. */
export function submitFailureMessage<K extends string>(errors: FieldErrors<K>): string {
  return firstFieldError(errors) ?? VALIDATION_TEXTS.formInvalid;
}
