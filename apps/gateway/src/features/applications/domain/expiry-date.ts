import { beijingDay } from '@sme/contract/beijing-time';

/** A need's expiry date must be a real date after today and at most one year from today (Beijing calendar). */
export function isValidExpiryDate(value: string, now: Date): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return false;
  const today = beijingDay(now);
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  return value > today && value <= limit.toISOString().slice(0, 10);
}
