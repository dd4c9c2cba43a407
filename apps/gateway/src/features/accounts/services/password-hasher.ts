import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { hashPassword, type PasswordHashCost, PRODUCTION_HASH_COST, verifyPassword } from '../domain/passwords.ts';

/**
 * argon2id with a bound on how many run at once, so a flood of sign-ups cannot take every CPU. Logins have a
 * share of their own (verifyLogin): sign-ups, password changes and resets can fill theirs, never the logins'.
 */
export interface PasswordHasher {
  hash(wirePassword: string): Promise<string>;
  verify(storedHash: string | null | undefined, wirePassword: string): Promise<boolean>;
  /** verify for a login (enterprise or workbench), in the logins' own share. */
  verifyLogin(storedHash: string | null | undefined, wirePassword: string): Promise<boolean>;
}

/**
 * At most `concurrency` hashes run at once; up to `maxWaiting` more wait their turn, and beyond that a request is
 * refused at once (-1029 系统繁忙) instead of queueing without end.
 */
function createGate(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= maxWaiting) throw new ApiError(GatewayCode.RATE_LIMITED, ACCOUNT_MESSAGES.busy);
    // The slot is handed over by release(): `running` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return async function bounded<T>(work: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/**
 * Two gates of `concurrency` slots and `maxWaiting` places each: one for logins, one for every other hash. This
 * bounds this process's CPU only, which is what it is for: nothing here needs to agree across instances. New
 * hashes (and the dummy of an unknown account) are of `cost` (PASSWORD_HASH_COST).
 */
export function createPasswordHasher(
  concurrency: number,
  { maxWaiting = concurrency * 16, cost = PRODUCTION_HASH_COST }: { maxWaiting?: number; cost?: PasswordHashCost } = {},
): PasswordHasher {
  const others = createGate(concurrency, maxWaiting);
  const logins = createGate(concurrency, maxWaiting);
  return {
    hash: (wirePassword) => others(() => hashPassword(wirePassword, cost)),
    verify: (storedHash, wirePassword) => others(() => verifyPassword(storedHash, wirePassword, cost)),
    verifyLogin: (storedHash, wirePassword) => logins(() => verifyPassword(storedHash, wirePassword, cost)),
  };
}
