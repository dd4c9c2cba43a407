/**
 * Spec §5 / §9: the authorisation end date the applicant picks is at least 31,536,000,000 ms (about 1 year) and by
 * default 157,680,000,000 ms (about 5 years) ahead. The picker offers nothing later than the default, so the
 * gateway takes 5 years as the maximum. Both bounds are widened by one day: the page computes them when it opens,
 * the server checks them at submission (docs/decisions/0029-data-authorisation-end-date-window-ledger-credit-commitment.md, "Data authorisation").
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
 * Spec §1: revocation is refused while the company's business runs — submitted (1: a product application waits in
 * the institution's queue, a need in the platform's review), a need an institution claimed (2 with an institution),
 * viewed (11), accepted (4) or credit granted and awaiting the loan (6). A need listed but not claimed (2 without an
 * institution) does not hold it back: once revoked, the need leaves the institutions' list. Final statuses are over.
 */
export const BUSINESS_IN_PROGRESS_STATUSES: readonly number[] = [1, 11, 4, 6];
export const CLAIMED_NEED_STATUS = 2;

/** Who handles a need still in the platform's review (no institution yet), as the refusal names it. */
export const PLATFORM_REVIEW_NAME = '平台运营方（融资需求审核）';

/** The refusal naming the institutions, each once (a need in the platform's review names the platform). */
export function businessInProgressMessage(institutions: readonly (string | null)[]): string {
  const names = [...new Set(institutions.map((name) => name ?? PLATFORM_REVIEW_NAME))].join('、');
  return `以下机构正在办理贵企业的业务：${names}，业务结束前无法撤销授权`;
}
