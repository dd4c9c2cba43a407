import { MOBILE_MESSAGES, MOBILE_PATTERN, stripCommasAndSpaces } from '@sme/contract/fields';
import { z } from 'zod';
import { CONTROL_CHARACTERS } from '#http/validate.ts';
import { TOKEN_PATTERN } from '#shared/secrets.ts';

/**
 * Fields of the account calls with the exact messages of spec §5. The messages are complete sentences, so
 * parseInput (http/validate.ts) shows them as they are.
 */

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

export const smsCodeField = requiredMatching(/^\d{6}$/, '请输入验证码', '请输入正确格式的验证码');

/** A password on the wire: the lowercase hex SHA-256 of its UTF-8 text (the graph checks the rules and hashes). */
export function passwordField(required = '请输入密码') {
  return requiredMatching(/^[0-9a-f]{64}$/, required, '密码格式不正确，请使用 SHA-256 摘要传输', (s) => s);
}

export const captchaTokenField = requiredMatching(TOKEN_PATTERN, '请先完成图形验证', '图形验证已失效，请重新验证');

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
      {
        error: '请阅读并同意协议',
      },
    )
    .optional()
    .refine((value) => value === undefined || value === true || value === 1 || value === 'true' || value === '1', {
      error: '请阅读并同意协议',
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
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(2_147_483_647, { error: message }),
  );
}
