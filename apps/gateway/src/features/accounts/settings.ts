import { positiveSetting } from '#shared/positive-setting.ts';
import { type PasswordHashCost, PRODUCTION_HASH_COST, TEST_HASH_COST } from './domain/passwords.ts';

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
  /**
   * PASSWORD_HASH_COST [production]: argon2id's cost for new hashes. `test` (1 MiB, 1 pass) keeps test runs quick;
   * refused in production, which always hashes at OWASP's baseline (domain/passwords.ts).
   */
  passwordHashCost: PasswordHashCost;
}

export function readAccountSettings(
  env: NodeJS.ProcessEnv,
  { production, cpus }: { production: boolean; cpus: number },
): AccountSettings {
  const rateLimitFactor = positiveSetting(env.RATE_LIMIT_FACTOR, 1, 'RATE_LIMIT_FACTOR');
  if (production && rateLimitFactor !== 1) {
    throw new Error('RATE_LIMIT_FACTOR is a test budget setting and cannot be changed in production');
  }
  return {
    sessionIdleMs: positiveSetting(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES') * 60_000,
    sessionAbsoluteMs: positiveSetting(env.SESSION_MAX_HOURS, 168, 'SESSION_MAX_HOURS') * 3_600_000,
    rateLimitFactor,
    hashConcurrency: Math.floor(
      positiveSetting(env.PASSWORD_HASH_CONCURRENCY, Math.max(1, cpus), 'PASSWORD_HASH_CONCURRENCY'),
    ),
    passwordHashCost: readPasswordHashCost(env.PASSWORD_HASH_COST, production),
  };
}

function readPasswordHashCost(value: string | undefined, production: boolean): PasswordHashCost {
  if (!value || value === 'production') return PRODUCTION_HASH_COST;
  if (value !== 'test') throw new Error(`Invalid PASSWORD_HASH_COST: ${value} (production or test)`);
  if (production) throw new Error('PASSWORD_HASH_COST=test is a test setting and cannot be used in production');
  return TEST_HASH_COST;
}
