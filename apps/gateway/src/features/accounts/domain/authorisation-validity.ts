/**
 * Spec §5 / §9: the authorisation end date the applicant picks is at least 31,536,000,000 ms (about 1 year) and by
 * default 157,680,000,000 ms (about 5 years) ahead. The picker offers nothing later than the default, so the
 * gateway takes 5 years as the maximum. Both bounds are widened by one day: the page computes them when it opens,
 * the server checks them at submission (docs/decisions.md, "Data authorisation").
 */
export const MIN_AUTHORISATION_MS = 31_536_000_000;
export const MAX_AUTHORISATION_MS = 157_680_000_000;
export const AUTHORISATION_TOLERANCE_MS = 86_400_000;

export const AUTHORISATION_END_DATE_MESSAGE = '授权截止日期须在一年后至五年内';
export const AUTHORISATION_REQUIRED_MESSAGE = '请先阅读并同意企业数据授权书';

/** Whether an end date (epoch ms) chosen at `now` is inside the allowed window. */
export function isValidAuthorisationEnd(endMs: number, now: Date): boolean {
  const from = now.getTime() + MIN_AUTHORISATION_MS - AUTHORISATION_TOLERANCE_MS;
  const to = now.getTime() + MAX_AUTHORISATION_MS + AUTHORISATION_TOLERANCE_MS;
  return Number.isFinite(endMs) && endMs >= from && endMs <= to;
}

/**
 * Spec §1: revocation is refused while an institution handles the company's business — viewed (11), accepted (4)
 * or credit granted and awaiting the loan (6). Submitted (1) and platform-approved needs (2) are with no institution
 * yet, and final statuses are over.
 */
export const BUSINESS_IN_PROGRESS_STATUSES: readonly number[] = [11, 4, 6];

/** The refusal naming the institutions (a need held without a recorded institution reads 金融机构). */
export function businessInProgressMessage(institutions: readonly (string | null)[]): string {
  const names = [...new Set(institutions.map((name) => name ?? '金融机构'))].map((name) => `「${name}」`).join('、');
  return `贵企业在${names}的融资业务尚在办理中，暂不能撤销授权`;
}
