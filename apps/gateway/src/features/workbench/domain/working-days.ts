import { BEIJING_OFFSET_MS } from '@sme/contract/beijing-time';

const DAY_MS = 86_400_000;

/** Whether the Beijing calendar day of `at` is a Saturday or Sunday. */
function isWeekend(at: number): boolean {
  const day = new Date(at + BEIJING_OFFSET_MS).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The instant `workingDays` working days before `now`: stepping back a day at a time, weekend days (Beijing
 * calendar) do not count. Something submitted before it has waited longer than the target. Public holidays are not
 * known to the platform and count as working days (docs/decisions/0045-workbench-in-the-gateway-staff-accounts-totp-roles-claims.md, "Response-time targets").
 */
export function workingDaysBefore(now: Date, workingDays: number): Date {
  let cursor = now.getTime();
  let whole = Math.floor(workingDays);
  while (whole > 0) {
    cursor -= DAY_MS;
    if (!isWeekend(cursor)) whole -= 1;
  }
  cursor -= (workingDays - Math.floor(workingDays)) * DAY_MS;
  return new Date(cursor);
}
