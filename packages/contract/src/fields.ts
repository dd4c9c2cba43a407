/**
 * Field rules every app checks the same way, each defined once: pure predicates, limits and the server's Chinese
 * texts. No imports (the web's first load takes them), no zod: the gateway composes these into its zod params, the
 * graph into its argument checks, the web and admin into their form rules (keeping their own texts where spec §5
 * gives the form a different one).
 */

/** Largest value of a PostgreSQL integer id: the upper limit of every id a caller sends. */
export const MAX_ID = 2_147_483_647;

/** Spec §5: 11 digits, 1 then 3-9 — for every mobile, an account's or an application's contact (docs/decisions.md). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/**
 * Spec §2: a mobile as shown to others and written to logs: the first 3 and last 4 digits around four asterisks
 * (138****0001); anything that is not 11 digits is hidden whole.
 */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** Spec §5: commas (ASCII and full-width) and spaces are stripped from phone and password input as typed. */
export function stripCommasAndSpaces(value: string): string {
  return value.replace(/[\s,，]/g, '');
}

/** Spec §5 texts of the mobile field. */
export const MOBILE_MESSAGES = {
  required: '请输入手机号',
  malformed: '请输入正确的手机号',
  /** What an invalid number warns before a code is sent. */
  malformedBeforeSend: '请输入正确手机号',
} as const;

/**
 * Our tokens and one-time codes (sessions, captcha tokens, loginCode, validCode, tickets): 32 random bytes in
 * base64url, 43 characters.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Control characters (C0 and DEL): part of no text field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must find.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Spec §5: an SMS code is six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** Spec §5 texts of the SMS code field. */
export const SMS_CODE_MESSAGES = {
  required: '请输入验证码',
  malformed: '请输入正确格式的验证码',
} as const;

/** The slider captcha's one-time token: not yet solved, or no longer valid. */
export const CAPTCHA_TOKEN_MESSAGES = {
  required: '请先完成图形验证',
  malformed: '图形验证已失效，请重新验证',
} as const;

/** Spec §5: the agreement checkbox left unticked. */
export const AGREEMENT_MESSAGE = '请阅读并同意协议';

/** Spec §5 texts of the password fields. */
export const PASSWORD_MESSAGES = {
  required: '请输入密码',
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  /** Rule A, a password being proven (login, old password). */
  ruleA: '请输入6-18位字母、数字组合',
  /** Rule B, a password being set (register, reset, change). */
  ruleB: '请输入8~18位字母、数字组合，字母区分大小写',
} as const;

/**
 * Spec §5 rule A, a password being proven: 6-18 characters of any kind (counted as characters, not UTF-16 units), so
 * a password set under an older rule still reaches the server's verdict.
 */
export function meetsPasswordRuleA(password: string): boolean {
  const length = [...password].length;
  return length >= 6 && length <= 18;
}

/** Spec §5 rule B, a password being set: 8-18 letters and digits, case-sensitive (one kind alone is allowed, 弱). */
export const PASSWORD_RULE_B_PATTERN = /^[A-Za-z0-9]{8,18}$/;

/** Spec §5 money text as typed: digits with at most two decimals. */
export const MONEY_TEXT_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * A number with at most two decimals, checked on its decimal text: n * 100 is inexact in binary
 * (1.1 * 100 = 110.00000000000001).
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && /^-?\d+(\.\d{1,2})?$/.test(String(value));
}

/** Characters of an application's remark, and of the notes staff write on it (受理备注, 失败说明). */
export const REMARK_MAX = 500;

/** 万元: 10 亿元, above any loan the platform brokers; the cap of an application's, credit's and loan's amount. */
export const APPLY_AMOUNT_MAX = 100_000;

/** The server's texts of an application's amount (申请金额). */
export const APPLY_AMOUNT_MESSAGES = {
  required: '请填写申请金额',
  format: '申请金额必须为数字，且最多保留2位小数',
  positive: '申请金额必须大于0',
  max: `申请金额不能超过${APPLY_AMOUNT_MAX}万元`,
} as const;

/** Which of APPLY_AMOUNT_MESSAGES an amount breaks, or null when it is a valid 申请金额. */
export function applyAmountIssue(value: number): keyof typeof APPLY_AMOUNT_MESSAGES | null {
  if (!hasAtMostTwoDecimals(value)) return 'format';
  if (!(value > 0)) return 'positive';
  if (value > APPLY_AMOUNT_MAX) return 'max';
  return null;
}

/** 万元: the largest single pre-credit limit (the workbench's credit cap, a guard against typing errors). */
export const PRE_CREDIT_AMOUNT_MAX = 10_000;

/** The server's texts of a pre-credit limit (预授信额度), typed in a form or a CSV row. */
export const PRE_CREDIT_AMOUNT_MESSAGES = {
  required: '请填写预授信额度（万元）',
  invalid: `预授信额度须为大于0且不超过${PRE_CREDIT_AMOUNT_MAX}的数字（万元，最多2位小数）`,
} as const;

/** A pre-credit limit as typed (trimmed): money text above 0 and at most PRE_CREDIT_AMOUNT_MAX. */
export function isPreCreditAmountText(text: string): boolean {
  const amount = Number(text);
  return MONEY_TEXT_PATTERN.test(text) && amount > 0 && amount <= PRE_CREDIT_AMOUNT_MAX;
}

/** Months: an application's term (借款期限). */
export const LOAN_PERIOD_MIN = 1;
export const LOAN_PERIOD_MAX = 360;

/** The server's texts of an application's term. */
export const LOAN_PERIOD_MESSAGES = {
  required: '请填写借款期限',
  integer: '借款期限必须为整数',
  range: `借款期限须在${LOAN_PERIOD_MIN}至${LOAN_PERIOD_MAX}个月之间`,
} as const;

/** Which of LOAN_PERIOD_MESSAGES a term breaks, or null when it is a valid 借款期限. */
export function loanPeriodIssue(value: number): keyof typeof LOAN_PERIOD_MESSAGES | null {
  if (!Number.isSafeInteger(value)) return 'integer';
  if (value < LOAN_PERIOD_MIN || value > LOAN_PERIOD_MAX) return 'range';
  return null;
}

/** A day written YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text names a day the calendar has (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** A stored file's path as the file routes name it: `f/<yyyymm>/<32 lowercase hex>.<kind>` (never the client's name). */
export const STORED_FILE_PATH = /^f\/\d{6}\/[0-9a-f]{32}\.(?:jpg|png|gif|pdf|docx?|xlsx?|zip|rar)$/;
