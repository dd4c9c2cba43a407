/**
 * Input fields of the account calls (docs/gateway-api.md, "Accounts"), with the exact texts of spec §5. The texts are
 * whole sentences, so the gateway's parseInput shows them as they are.
 */
import { z } from 'zod';
import {
  AGREEMENT_MESSAGE,
  CAPTCHA_TOKEN_MESSAGES,
  MAX_ID,
  MOBILE_MESSAGES,
  MOBILE_PATTERN,
  PASSWORD_MESSAGES,
  SMS_CODE_MESSAGES,
  SMS_CODE_PATTERN,
  stripCommasAndSpaces,
  TOKEN_PATTERN,
} from '../fields.ts';
import { CONTROL_CHARACTERS, optional } from './input-fields.ts';

/** "" and null count as not given; numbers become text (loose JSON clients send 13800000001 as a number). */
function looseText(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return value;
}

/** Text that must be present and match `pattern`; `required` when absent, `malformed` otherwise. */
export function requiredMatching(
  pattern: RegExp,
  required: string,
  malformed: string,
  clean = (s: string) => s.trim(),
) {
  return z.preprocess(
    (value) => {
      const loose = looseText(value);
      return typeof loose === 'string' ? clean(loose) || undefined : loose;
    },
    z
      .string({ error: (issue) => (issue.input === undefined ? required : malformed) })
      .max(200, { error: malformed })
      .regex(pattern, { error: malformed }),
  );
}

/** Spec §5: commas and spaces are stripped from a phone number. */
export const mobileField = requiredMatching(
  MOBILE_PATTERN,
  MOBILE_MESSAGES.required,
  MOBILE_MESSAGES.malformed,
  stripCommasAndSpaces,
);

export const smsCodeField = requiredMatching(SMS_CODE_PATTERN, SMS_CODE_MESSAGES.required, SMS_CODE_MESSAGES.malformed);

/** A password on the wire: the lowercase hex SHA-256 of its UTF-8 text (the graph checks the rules and hashes). */
export function passwordField(required: string = PASSWORD_MESSAGES.required) {
  return requiredMatching(/^[0-9a-f]{64}$/, required, '密码格式不正确，请使用 SHA-256 摘要传输', (s) => s);
}

export const captchaTokenField = requiredMatching(
  TOKEN_PATTERN,
  CAPTCHA_TOKEN_MESSAGES.required,
  CAPTCHA_TOKEN_MESSAGES.malformed,
);

/** A one-time code of ours (loginCode, validCode): 43 base64url characters. */
export function oneTimeCodeField(required: string, malformed: string) {
  return requiredMatching(TOKEN_PATTERN, required, malformed);
}

/** Optional free text of at most `max` characters (channel codes, manager ids…). */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => {
      const loose = looseText(value);
      return typeof loose === 'string' ? loose.trim() || undefined : loose;
    },
    z
      .string({ error: `${label}格式不正确` })
      .max(max, { error: `${label}不能超过${max}个字符` })
      .refine((text) => !CONTROL_CHARACTERS.test(text), { error: `${label}格式不正确` })
      .optional(),
  );
}

/** The agreement checkbox: when sent it must be ticked (true, 1 or "true"). */
export const agreementField = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .union(
      [z.boolean(), z.literal(1), z.literal(0), z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0')],
      { error: AGREEMENT_MESSAGE },
    )
    .optional()
    .refine((value) => value === undefined || value === true || value === 1 || value === 'true' || value === '1', {
      error: AGREEMENT_MESSAGE,
    }),
);

/** A small integer code from `allowed` (login type, register source…), given as number or numeric text. */
export function codeField(allowed: readonly number[], message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).refine((n) => allowed.includes(n), { error: message }),
  );
}

/** A positive database id in a path or body. */
export function idField(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message }),
  );
}

/** An optional id: "" and null count as not given. */
export function optionalIdField(message: string) {
  return optional(idField(message));
}
