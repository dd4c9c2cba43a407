import { formatWan } from '../format/amount';

const MONEY_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * What a money input shows (spec §2 "money inputs"): the text as typed while focused; otherwise a valid amount with
 * thousands separators and two decimals ("1,234.50"), and anything invalid as typed so its message makes sense.
 */
export function moneyInputDisplay(raw: string, focused: boolean): string {
  const text = raw.trim();
  if (focused || !MONEY_PATTERN.test(text)) return raw;
  return formatWan(Number(text));
}
