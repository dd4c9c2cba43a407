/** The result pages after a submission (spec §2 /financeApplyStatus/{status}, /financeApplyStatusFromClass/{status}). */
export function statusPath(fromClass: boolean, success: boolean, id?: string): string {
  const base = fromClass ? '/financeApplyStatusFromClass' : '/financeApplyStatus';
  const query = id ? `?id=${encodeURIComponent(id)}` : '';
  return `${base}/${success ? 1 : 0}${query}`;
}

/** The query value of /financeApply's `from` when the form was opened from the estimate's matching products. */
export const FROM_RATE = 'rate';

/**
 * Where a successful application lands: /rateApplySucess?id= when the form was opened from the estimate's matching
 * products (spec §2), otherwise the product or class result page.
 */
export function appliedPath(fromClass: boolean, from: string | null, id: string): string {
  if (from === FROM_RATE) return `/rateApplySucess?id=${encodeURIComponent(id)}`;
  return statusPath(fromClass, true, id);
}

/** My applications in the personal centre, or one of them opened (its progress view). */
export const myApplicationsPath = (id?: string | null): string =>
  id ? `/account/2?id=${encodeURIComponent(id)}` : '/account/2';
export const myNeedsPath = (id?: string | null): string =>
  id ? `/account/3?id=${encodeURIComponent(id)}` : '/account/3';
