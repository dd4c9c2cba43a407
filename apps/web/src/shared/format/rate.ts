/** Annual interest rates arrive as percentages (3.45 means 3.45 %). */

export const RATE_UNPUBLISHED = '以机构审批为准';

/** A rate as a percentage with two decimals: 3.4 → "3.40%". */
export function formatRate(value: number): string {
  return `${value.toFixed(2)}%`;
}

/** "3.45%~4.80%", "3.45%" when both ends agree, "3.45%起" / "最高4.80%" with one end, otherwise unpublished. */
export function formatRateRange(rateMin: number | null | undefined, rateMax: number | null | undefined): string {
  if (rateMin != null && rateMax != null) {
    return rateMin === rateMax ? formatRate(rateMin) : `${formatRate(rateMin)}~${formatRate(rateMax)}`;
  }
  if (rateMin != null) return `${formatRate(rateMin)}起`;
  if (rateMax != null) return `最高${formatRate(rateMax)}`;
  return RATE_UNPUBLISHED;
}
