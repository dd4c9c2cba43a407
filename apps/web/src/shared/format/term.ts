/** Loan terms arrive in months. */

export const TERM_UNPUBLISHED = '以机构审批为准';

/** "3~36个月", "12个月" when both ends agree, "3个月起" / "最长36个月" with one end, otherwise unpublished. */
export function formatTermRange(minTerm: number | null | undefined, maxTerm: number | null | undefined): string {
  if (minTerm != null && maxTerm != null) {
    return minTerm === maxTerm ? `${minTerm}个月` : `${minTerm}~${maxTerm}个月`;
  }
  if (minTerm != null) return `${minTerm}个月起`;
  if (maxTerm != null) return `最长${maxTerm}个月`;
  return TERM_UNPUBLISHED;
}
