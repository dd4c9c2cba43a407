/** Amounts arrive in 万元 (ten thousand yuan) with at most two decimals; portal and workbench write them alike (spec §9). */

export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 万元 with thousands separators and exactly two decimals: 1234.5 → "1,234.50". */
export function formatWan(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}${groupThousands(String(whole))}.${fraction}`;
}
