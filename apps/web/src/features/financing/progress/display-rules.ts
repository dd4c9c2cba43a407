import { wanText } from '#shared/format/amount.ts';
import { formatRate } from '#shared/format/rate.ts';
import { beijingDate, beijingDateTime } from '#shared/format/time.ts';

/** Spec §4 display rules of the progress view and the cards. */
export const NONE = '无';
export const NO_REMARK = '无备注';

/** An empty remark or expiry shows 无. */
export const orNone = (text: string | null | undefined): string =>
  text === null || text === undefined || text.trim() === '' ? NONE : text;

/** A zero or empty rate shows 无; otherwise a percent. */
export const rateText = (rate: number | null | undefined): string =>
  rate === null || rate === undefined || rate === 0 ? NONE : formatRate(rate);

/** Amounts in 万元 with two decimals (spec §9): the portal's one helper. */
export { wanText };

/** First loan or not: 是 / 否 / - when unknown. */
export const firstLoanText = (isFirstLoan: boolean | null | undefined): string =>
  isFirstLoan === true ? '是' : isFirstLoan === false ? '否' : '-';

/** The need view's expiry row is shown only for statuses 1, 2, 3, 4, 5 and 10. */
export const EXPIRY_ROW_STATUSES: readonly number[] = [1, 2, 3, 4, 5, 10];
export const showsExpiryRow = (statusCode: number): boolean => EXPIRY_ROW_STATUSES.includes(statusCode);

/** Failure statuses 3/5/7/9 show the failure reason and note. */
export const FAILURE_STATUSES: readonly number[] = [3, 5, 7, 9];

/** An ISO time as Beijing's date "YYYY-MM-DD"; 无 when absent. */
export function dateText(iso: string | null | undefined): string {
  return (iso && beijingDate(iso)) || NONE;
}

/** An ISO time as Beijing's "YYYY-MM-DD HH:mm". */
export const dateTimeText = (iso: string): string => beijingDateTime(iso) ?? iso;

/** Labels of lookups joined for display ("抵押、保证"); 无 when empty. */
export const labelsText = (entries: readonly { label: string }[]): string =>
  entries.length === 0 ? NONE : entries.map((entry) => entry.label).join('、');

/** A file size as people read it: bytes under 1 KB, then KB or MB with one decimal. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
