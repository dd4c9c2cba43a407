import { DAY_PATTERN, hasAtMostTwoDecimals, isCalendarDay, MAX_ID } from '@sme/contract/fields';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import { isKnownCode, type LookupList } from '#lookups/lookup.ts';

/** Argument checks shared by resolvers; messages match the gateway's wording (apps/gateway/src/http/validate.ts). */

const POSITIVE_INTEGER = /^[1-9]\d*$/;

export const MAX_PAGE_SIZE = 50;
export const MAX_PAGE_NUM = 100_000;
export const MAX_KEYWORD_LENGTH = 50;
/** 万元; far above any real loan and within the database's numeric(14, 2). */
export const MAX_AMOUNT = 100_000_000;

/** An argument GraphQL may leave out or pass as null. */
export type Optional<T> = T | null | undefined;

/** An ID argument that must be a positive integer (the gateway's serial ids). */
export function positiveId(value: string | number, label: string, argument: string): number {
  const text = String(value).trim();
  if (!POSITIVE_INTEGER.test(text)) throw new InvalidArgumentError(`${label}必须是正整数`, argument);
  const id = Number(text);
  if (id > MAX_ID) throw new InvalidArgumentError(`${label}超出范围`, argument);
  return id;
}

/** An application's id as the argument `id` (申请ID). */
export function applicationIdArg(id: string): number {
  return positiveId(id, '申请ID', 'id');
}

export function optionalPositiveId(value: Optional<string | number>, label: string, argument: string) {
  return value === null || value === undefined ? undefined : positiveId(value, label, argument);
}

/** An integer within [min, max]; null or absent means "not given". */
export function optionalInt(value: Optional<number>, label: string, min: number, max: number, argument: string) {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value)) throw new InvalidArgumentError(`${label}必须是整数`, argument);
  if (value < min) throw new InvalidArgumentError(`${label}不能小于${min}`, argument);
  if (value > max) throw new InvalidArgumentError(`${label}不能大于${max}`, argument);
  return value;
}

/** A code that must belong to a lookup list of spec §3. */
export function optionalCode(list: LookupList, value: Optional<number>, label: string, argument: string) {
  if (value === null || value === undefined) return undefined;
  if (!isKnownCode(list, value)) throw new InvalidArgumentError(`${label}不正确`, argument);
  return value;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must find.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Trimmed text of at most `max` characters; empty text means "not given". Control characters (NUL and the like,
 * which PostgreSQL cannot store and no search term contains) are refused with the gateway's wording.
 */
export function optionalText(value: Optional<string>, label: string, max: number, argument: string) {
  const text = value?.trim();
  if (!text) return undefined;
  if (CONTROL_CHARACTERS.test(text)) throw new InvalidArgumentError(`${label}含有不允许的字符`, argument);
  if ([...text].length > max) throw new InvalidArgumentError(`${label}不能超过${max}个字符`, argument);
  return text;
}

/** An amount in 万元: a number >= 0 with at most two decimals (spec §5 money rule). */
export function optionalAmount(value: Optional<number>, label: string, argument: string) {
  if (value === null || value === undefined) return undefined;
  if (!hasAtMostTwoDecimals(value)) {
    throw new InvalidArgumentError(`${label}必须为数字，且最多保留2位小数`, argument);
  }
  if (value < 0) throw new InvalidArgumentError(`${label}不能小于0`, argument);
  if (value > MAX_AMOUNT) throw new InvalidArgumentError(`${label}不能大于${MAX_AMOUNT}`, argument);
  return Math.round(value * 100) / 100;
}

export interface PageArgs {
  pageNum?: number | null;
  pageSize?: number | null;
}

/** Paging: pageNum from 1, pageSize 1-50, defaults 1 and 10. */
export function paging(page: Optional<PageArgs>, argument = 'page'): { pageNum: number; pageSize: number } {
  return {
    pageNum: optionalInt(page?.pageNum, '页码', 1, MAX_PAGE_NUM, `${argument}.pageNum`) ?? 1,
    pageSize: optionalInt(page?.pageSize, '每页条数', 1, MAX_PAGE_SIZE, `${argument}.pageSize`) ?? 10,
  };
}

/** A day written YYYY-MM-DD that the calendar has, refused in the caller's wording; null or blank means not given. */
export function optionalDay(
  value: Optional<string>,
  argument: string,
  wording: { malformed: string; notADay: string },
): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!DAY_PATTERN.test(text)) throw new InvalidArgumentError(wording.malformed, argument);
  if (!isCalendarDay(text)) throw new InvalidArgumentError(wording.notADay, argument);
  return text;
}

/** The wording the gateway gives a day field named `label` (startDate: 开始日期（startDate）…). */
const dayWording = (label: string) => ({ malformed: `${label}格式须为 YYYY-MM-DD`, notADay: `${label}不是有效日期` });

/**
 * An optional 开始日期–结束日期 pair (`startDate`, `endDate` under `argumentPrefix`, e.g. `filter.`), each checked as
 * optionalDay does, a start after the end refused; in the gateway's wording.
 */
export function startEndDays(
  days: { startDate?: Optional<string>; endDate?: Optional<string> } | null | undefined,
  argumentPrefix = '',
): { startDate: string | undefined; endDate: string | undefined } {
  const startDate = optionalDay(days?.startDate, `${argumentPrefix}startDate`, dayWording('开始日期（startDate）'));
  const endDate = optionalDay(days?.endDate, `${argumentPrefix}endDate`, dayWording('结束日期（endDate）'));
  if (startDate && endDate && startDate > endDate) {
    throw new InvalidArgumentError('开始日期不能晚于结束日期', `${argumentPrefix}startDate`);
  }
  return { startDate, endDate };
}

/** The input refused with the gateway's own wording (the contract route's schema), before any call. */
export function checkedByContract<T>(
  schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
  },
  value: T,
  argument: string,
): T {
  const parsed = schema.safeParse(value);
  const issue = parsed.error?.issues[0];
  if (!parsed.success && issue) {
    throw new InvalidArgumentError(issue.message, [argument, ...issue.path.map(String)].join('.'));
  }
  return value;
}
