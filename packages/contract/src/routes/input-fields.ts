/**
 * The zod pieces a route's input is built of, with the gateway's Chinese texts: loose numbers (query strings and
 * loose JSON clients send numbers as text), bounded integers, paging, text, optional fields, a JSON object. The gateway's http/validate.ts
 * builds its own params from the same pieces.
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS, DAY_PATTERN, hasAtMostTwoDecimals, isCalendarDay, MAX_ID } from '../fields.ts';

export const NOT_AN_OBJECT = '请求参数必须是 JSON 对象';

export { CONTROL_CHARACTERS, MAX_ID };

const numeric = /^-?\d+(\.\d+)?$/;

/** Query strings and loose JSON clients send numbers as text; "" and null mean "not given". */
export function looseNumber(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && numeric.test(value.trim())) return Number(value.trim());
  return value;
}

/** An integer within [min, max], named `label` in messages. */
export function int(label: string, min: number, max: number) {
  return z.preprocess(
    looseNumber,
    z
      .number({ error: `${label}必须是整数` })
      .int({ error: `${label}必须是整数` })
      .min(min, { error: `${label}不能小于${min}` })
      .max(max, { error: `${label}不能大于${max}` }),
  );
}

/** Standard paging: pageNum from 1, pageSize 1-50 (default 10). */
export const paging = {
  pageNum: int('页码', 1, 100000).default(1),
  pageSize: int('每页条数', 1, 50).default(10),
};

export const KEYWORD_MAX = 50;

/** The search words a list may be filtered by. */
export const keyword = text('关键词', KEYWORD_MAX).optional();

/** A JSON object of these fields (anything else: 请求参数必须是 JSON 对象). */
export const jsonObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: NOT_AN_OBJECT });

/** A body that may be absent: undefined and null read as `{}`. */
export const orEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);

/** Trimmed text of at most `max` characters, without control characters; empty text counts as not given. */
export function text(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value),
    z
      .string({ error: `${label}必须是文本` })
      .max(max, { error: `${label}不能超过${max}个字符` })
      .refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${label}含有不允许的字符` }),
  );
}

/** Trimmed text that must be filled in (`请填写…` otherwise), of at most `max` characters, without control characters. */
export function filledText(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `请填写${label}` })
      .min(1, { error: `请填写${label}` })
      .max(max, { error: `${label}不能超过${max}个字符` })
      .refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${label}含有不允许的字符` }),
  );
}

/** Makes a field optional where "", null and a missing key all mean "not given". */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/** A number with at most two decimals within [min, max]. */
export function money(label: string, min: number, max: number) {
  return z.preprocess(
    looseNumber,
    z
      .number({ error: `${label}必须为数字` })
      .min(min, { error: `${label}不能小于${min}` })
      .max(max, { error: `${label}不能大于${max}` })
      .refine(hasAtMostTwoDecimals, { error: `${label}必须为数字，且最多保留2位小数` }),
  );
}

/** A field that must be given (`缺少…` otherwise), then checked by `schema`. */
export function required<S extends z.ZodType>(label: string, schema: S) {
  return z
    .unknown()
    .refine((value): boolean => value !== undefined, { error: `缺少${label}` })
    .pipe(schema);
}

/** A field that must be given and not blank ('' or null count as not given), `message` otherwise, then `schema`. */
export function given<S extends z.ZodType>(message: string, schema: S) {
  return z
    .unknown()
    .refine((value): boolean => value !== undefined && value !== null && value !== '', { error: message })
    .pipe(schema);
}

/** A submission's idempotency key: a double click or a retry makes one submission. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_KEY_MESSAGE = '缺少或无效的提交标识（8-64位字母、数字、-或_）';
export const idempotencyKey = given(
  IDEMPOTENCY_KEY_MESSAGE,
  z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).regex(IDEMPOTENCY_KEY_PATTERN, { error: IDEMPOTENCY_KEY_MESSAGE }),
);

/** An integer code of the list `codes`. */
export function oneOf(label: string, codes: readonly number[]) {
  return int(label, Math.min(...codes), Math.max(...codes)).refine((code) => codes.includes(code), {
    error: `${label}取值无效`,
  });
}

/** Blank values ('' or whitespace, null) count as "not given", as form-encoded and query-string clients send them. */
function dropBlankValues(input: unknown): unknown {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && !(typeof value === 'string' && value.trim() === '')),
  );
}

/** `schema` read with blank values left out (its types kept, so the caller's input stays typed). */
export function blanksDropped<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, z.input<S>> {
  return z.preprocess(dropBlankValues, schema) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}

/** A calendar day written YYYY-MM-DD. */
export function calendarDay(label: string) {
  return z
    .string({ error: `${label}格式须为 YYYY-MM-DD` })
    .regex(DAY_PATTERN, { error: `${label}格式须为 YYYY-MM-DD` })
    .refine(isCalendarDay, { error: `${label}不是有效日期` });
}

/**
 * Input whose fields depend on one of them (the login's type): `kind` parses that field first, so its own text answers
 * a missing or unknown kind; then the schema of that kind parses the input, with the kind as `kind` parsed it.
 */
export function byKind<const Key extends string, Kind extends PropertyKey, Choices extends Record<Kind, z.ZodType>>(
  kind: z.ZodType<Record<Key, Kind>>,
  key: Key,
  choices: Choices,
): z.ZodType<z.output<Choices[keyof Choices]>, z.input<Choices[keyof Choices]>> {
  return z.unknown().transform((value, ctx) => {
    const picked = kind.safeParse(value);
    if (!picked.success) {
      ctx.issues.push(...(picked.error.issues as z.core.$ZodRawIssue[]));
      return z.NEVER;
    }
    const chosen = choices[picked.data[key]].safeParse({ ...(value as object), [key]: picked.data[key] });
    if (!chosen.success) {
      ctx.issues.push(...(chosen.error.issues as z.core.$ZodRawIssue[]));
      return z.NEVER;
    }
    return chosen.data as z.output<Choices[keyof Choices]>;
  }) as unknown as z.ZodType<z.output<Choices[keyof Choices]>, z.input<Choices[keyof Choices]>>;
}
