const BEIJING_OFFSET_MS = 8 * 3_600_000;
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

/** Today's date in Beijing as YYYY-MM-DD. */
export function beijingDate(now: Date): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Beijing midnight that starts a YYYY-MM-DD date. */
export function beijingMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}
