/** Account settings read from the environment (all optional; defaults in brackets). */
export interface AccountSettings {
  /** SESSION_IDLE_MINUTES [120]: a session unused this long has expired. */
  sessionIdleMs: number;
  /** SESSION_MAX_HOURS [168]: a session older than this has expired, used or not. */
  sessionAbsoluteMs: number;
  /** SMS_PROVIDER [outbox]: which SmsSender delivers codes (features/sms/sms-sender.ts). */
  smsProvider: string;
}

export function readAccountSettings(env: NodeJS.ProcessEnv = process.env): AccountSettings {
  return {
    sessionIdleMs: positive(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES') * 60_000,
    sessionAbsoluteMs: positive(env.SESSION_MAX_HOURS, 168, 'SESSION_MAX_HOURS') * 3_600_000,
    smsProvider: env.SMS_PROVIDER || 'outbox',
  };
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Invalid ${name}: ${value}`);
  return number;
}
