import { positiveSetting } from '#shared/positive-setting.ts';
import { wholeNumberSetting } from '#shared/whole-number-setting.ts';

/** Workbench settings read from the environment (all optional; defaults in brackets). */
export interface WorkbenchSettings {
  /** CREDIT_AMOUNT_CAP_WAN [10000]: the largest credit an institution can record, in 万元 (a typing-error guard). */
  creditCapWan: number;
  /** SLA_VIEW_TARGET_WORKING_DAYS [1]: working days from submission to the institution viewing it. */
  viewTargetWorkingDays: number;
  /** SLA_DECIDE_TARGET_WORKING_DAYS [3]: working days from submission to the credit decision (6 or 7). */
  decideTargetWorkingDays: number;
  /** TOTP_ISSUER [区域中小企业融资服务平台]: the issuer authenticator apps show. */
  totpIssuer: string;
  /** THREAD_SMS_EVERY_MINUTES [60]: an application thread texts each side at most once in this many minutes. */
  threadSmsEveryMinutes: number;
  /**
   * DASHBOARD_LIVE_LIMIT_MS [1000]: a dashboard view (one set of filters) that takes this long or longer to compute is
   * kept and served from what was kept, computed again in the background (0 keeps every view). The page's goal is an
   * answer within a second: a view computed live in more would cost every reader that long.
   */
  dashboardLiveLimitMs: number;
  /** DASHBOARD_REFRESH_MINUTES [10]: how often the kept dashboard views are computed again, on one instance. */
  dashboardRefreshMinutes: number;
}

export function readWorkbenchSettings(env: NodeJS.ProcessEnv): WorkbenchSettings {
  return {
    creditCapWan: positiveSetting(env.CREDIT_AMOUNT_CAP_WAN, 10_000, 'CREDIT_AMOUNT_CAP_WAN'),
    viewTargetWorkingDays: wholeDays(env.SLA_VIEW_TARGET_WORKING_DAYS, 1, 'SLA_VIEW_TARGET_WORKING_DAYS'),
    decideTargetWorkingDays: wholeDays(env.SLA_DECIDE_TARGET_WORKING_DAYS, 3, 'SLA_DECIDE_TARGET_WORKING_DAYS'),
    totpIssuer: env.TOTP_ISSUER || '区域中小企业融资服务平台',
    threadSmsEveryMinutes: positiveSetting(env.THREAD_SMS_EVERY_MINUTES, 60, 'THREAD_SMS_EVERY_MINUTES'),
    dashboardLiveLimitMs: wholeNumberSetting(env, 'DASHBOARD_LIVE_LIMIT_MS', 1_000, { min: 0, max: 600_000 }),
    dashboardRefreshMinutes: wholeNumberSetting(env, 'DASHBOARD_REFRESH_MINUTES', 10, { min: 1, max: 1_440 }),
  };
}

/** A whole number of working days from 1 to 30. */
function wholeDays(value: string | undefined, fallback: number, name: string): number {
  const days = positiveSetting(value, fallback, name);
  if (!Number.isInteger(days) || days > 30) throw new Error(`Invalid ${name}: ${value} (a whole number from 1 to 30)`);
  return days;
}
