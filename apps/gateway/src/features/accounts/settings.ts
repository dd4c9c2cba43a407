/** Account settings read from the environment (all optional; defaults in brackets). */
export interface AccountSettings {
  /** SESSION_IDLE_MINUTES [120]: a session unused this long has expired. */
  sessionIdleMs: number;
  /** SESSION_MAX_HOURS [168]: a session older than this has expired, used or not. */
  sessionAbsoluteMs: number;
  /**
   * RATE_LIMIT_FACTOR [1]: multiplies every count budget (SMS sends, captcha draws, password tries, sign-ups…).
   * Test set-ups raise it so browser tests never wait out production limits; refused above 1 in production.
   */
  rateLimitFactor: number;
  /** PASSWORD_HASH_CONCURRENCY [CPU count]: argon2 hashes run at once; more wait, and a long queue is refused. */
  hashConcurrency: number;
}

export function readAccountSettings(
  env: NodeJS.ProcessEnv,
  { production, cpus }: { production: boolean; cpus: number },
): AccountSettings {
  const rateLimitFactor = positive(env.RATE_LIMIT_FACTOR, 1, 'RATE_LIMIT_FACTOR');
  if (production && rateLimitFactor !== 1) {
    throw new Error('RATE_LIMIT_FACTOR is a test budget setting and cannot be changed in production');
  }
  return {
    sessionIdleMs: positive(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES') * 60_000,
    sessionAbsoluteMs: positive(env.SESSION_MAX_HOURS, 168, 'SESSION_MAX_HOURS') * 3_600_000,
    rateLimitFactor,
    hashConcurrency: Math.floor(
      positive(env.PASSWORD_HASH_CONCURRENCY, Math.max(1, cpus), 'PASSWORD_HASH_CONCURRENCY'),
    ),
  };
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Invalid ${name}: ${value}`);
  return number;
}
