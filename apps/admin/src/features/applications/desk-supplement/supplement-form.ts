import { SUPPLEMENT_LIMITS, SUPPLEMENT_MESSAGES } from '@sme/contract/routes/desk-supplement-texts';
import type { FormCheck } from '#shared/forms/use-checked-form.ts';

export interface SupplementValues {
  content: string;
  replyBy: string;
}

export type SupplementErrors = Partial<Record<keyof SupplementValues, string>>;

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date `days` after `date`. */
export function daysAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The request as the gateway checks it: what is missing (1-500 characters), a reply-by date from today to 90 days on. */
export function checkSupplement(
  id: string,
  values: SupplementValues,
  today: string,
): FormCheck<{ id: string; content: string; replyBy: string }, SupplementErrors> {
  const errors: SupplementErrors = {};
  const content = values.content.trim();
  if (!content) errors.content = SUPPLEMENT_MESSAGES.contentRequired.replace('（content）', '');
  else if ([...content].length > SUPPLEMENT_LIMITS.textMax) {
    errors.content = `补充材料要求不能超过${SUPPLEMENT_LIMITS.textMax}个字符`;
  }
  if (!values.replyBy) errors.replyBy = SUPPLEMENT_MESSAGES.replyByRequired.replace('（replyBy）', '');
  else if (values.replyBy < today) errors.replyBy = SUPPLEMENT_MESSAGES.replyByPast;
  else if (values.replyBy > daysAfter(today, SUPPLEMENT_LIMITS.replyByMaxDays)) {
    errors.replyBy = SUPPLEMENT_MESSAGES.replyByTooLate;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { id, content, replyBy: values.replyBy } };
}
