import { beijingDay, beijingDayTime } from '@sme/contract/beijing-time';
import { formatWan } from '@sme/ui/format-amount';

/** An amount in 万元 as spec §9 writes it, without the unit (the portal's formatter): 1234.5 → 1,234.50. */
export { formatWan };

/** The workbench's one way to write money: 1,234.50万元; a missing amount is shown as 无. */
export function formatAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '无';
  return `${formatWan(amount)}万元`;
}

/** An ISO 8601 time as Beijing's YYYY-MM-DD HH:mm; a missing or unreadable one as 无. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '无';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return beijingDayTime(time);
}

/** Today in Beijing as YYYY-MM-DD (the gateway's calendar). */
export function beijingToday(now: Date = new Date()): string {
  return beijingDay(now);
}

/** Hours with one decimal; null as —. */
export function formatHours(hours: number | null | undefined): string {
  return hours === null || hours === undefined ? '—' : `${hours.toFixed(1)}小时`;
}

/** A 0-1 share as a percentage; null as —. */
export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${(share * 100).toFixed(1)}%`;
}
