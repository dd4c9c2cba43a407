/** Amounts arrive in 万元 (ten thousand yuan) with at most two decimals; the two-decimal form is shared with the workbench. */

import { formatWan, groupThousands } from '@sme/ui/format-amount';

export { formatWan };

/** An amount with its unit, the portal's one way to write money (spec §9): 1234.5 → "1,234.50万元". */
export const wanText = (value: number): string => `${formatWan(value)}万元`;

/** A product's amount range: "10.00万元-500.00万元", "10.00万元起", "最高500.00万元", "面议". */
export function amountRangeText(min: number | null | undefined, max: number | null | undefined): string {
  if (min != null && max != null) return `${wanText(min)}-${wanText(max)}`;
  if (min != null) return `${wanText(min)}起`;
  if (max != null) return `最高${wanText(max)}`;
  return '面议';
}

/** A short figure for the amount helper's "最高N万" (spec §9 wording): at most two decimals, trailing zeros dropped: 300 → "300", 12.5 → "12.5". */
export function formatWanShort(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return groupThousands(String(Math.trunc(rounded))) + fractionOf(rounded);
}

function fractionOf(rounded: number): string {
  const text = rounded.toFixed(2);
  const fraction = text.slice(text.indexOf('.') + 1).replace(/0+$/, '');
  return fraction ? `.${fraction}` : '';
}

export const AMOUNT_DECIDED_BY_INSTITUTION = '额度以机构审批为准';

/**
 * The amount helper of spec §9: "最高N万" when a ceiling is published, "N万以上" when only a floor is,
 * and "额度以机构审批为准" when the institution sets the amount case by case.
 */
export function amountHelperText(minAmount: number | null | undefined, maxAmount: number | null | undefined): string {
  if (maxAmount != null) return `最高${formatWanShort(maxAmount)}万`;
  if (minAmount != null) return `${formatWanShort(minAmount)}万以上`;
  return AMOUNT_DECIDED_BY_INSTITUTION;
}

export interface AmountHeadline {
  figure: string;
  /** 万元 under a ceiling; 万元起 under a floor alone, so a minimum never reads as a maximum. */
  unit: '万元' | '万元起';
}

/** The headline of a product card: the ceiling, else the floor with 起; null when neither is published. */
export function amountHeadline(
  minAmount: number | null | undefined,
  maxAmount: number | null | undefined,
): AmountHeadline | null {
  if (maxAmount != null) return { figure: formatWan(maxAmount), unit: '万元' };
  if (minAmount != null) return { figure: formatWan(minAmount), unit: '万元起' };
  return null;
}
