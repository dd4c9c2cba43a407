import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { logger } from '#http/logger.ts';
import { loginFailures, loginLockouts } from '#http/metrics.ts';
import type { AccountContext } from '../context.ts';
import { PASSWORD_LOCKOUT } from '../domain/limits.ts';
import { failuresLeft, lockedUntil, lockoutHorizon, minutesUntil } from '../domain/lockout.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import {
  clearEvents,
  countEvents,
  deleteEvents,
  lockBuckets,
  moveEvents,
  recentEventTimes,
  recordEvents,
} from '../stores/rate-event-store.ts';
import { enforceLimits } from './rate-limiter.ts';

/**
 * Whose passwords are counted: a login mobile, a logged-in account re-authenticating, or a workbench username from
 * one client address (whose wrong TOTP codes count in the same series). Workbench usernames are predictable, so a
 * series per username alone would let anyone lock any staff member out.
 */
export type AttemptSubject = { mobile: string } | { userId: number } | { staff: string; ip: string };

function bucketOf(subject: AttemptSubject): string {
  if ('staff' in subject) return `password:fail:staff:${subject.staff}:ip:${subject.ip}`;
  return 'mobile' in subject ? `password:fail:mobile:${subject.mobile}` : `password:fail:user:${subject.userId}`;
}

/** Attempts being verified are kept apart from failures: only a judged wrong password counts towards a lock. */
function pendingBucketOf(bucket: string): string {
  return `${bucket}:pending`;
}

/** An attempt still in flight after this long belongs to a request that died: it no longer holds a place. */
const PENDING_TTL_MS = 60_000;
/**
 * How long an attempt waits for the attempts in flight before it, and how often it looks again when no attempt of
 * this process ends meanwhile (those of other instances are only seen by looking).
 */
const WAIT_LIMIT_MS = 30_000;
const WAIT_STEP_MS = 250;

/** Attempts of this process waiting for a place in a bucket, woken when an attempt of that bucket ends. */
const waiters = new Map<string, Set<() => void>>();

function waitForPlace(bucket: string): Promise<void> {
  return new Promise((resolve) => {
    const set = waiters.get(bucket) ?? new Set();
    waiters.set(bucket, set);
    const done = () => {
      clearTimeout(timer);
      set.delete(done);
      if (set.size === 0) waiters.delete(bucket);
      resolve();
    };
    const timer = setTimeout(done, WAIT_STEP_MS);
    set.add(done);
  });
}

function placeFreed(bucket: string): void {
  for (const wake of [...(waiters.get(bucket) ?? [])]) wake();
}

/** Clears the subject's series of failures (a workbench login clears it once the second factor passed too). */
export async function clearAttemptFailures(ctx: AccountContext, subject: AttemptSubject): Promise<void> {
  await clearEvents(ctx.db, bucketOf(subject));
}

function lockedError(until: Date, now: Date): ApiError {
  return new ApiError(
    GatewayCode.RATE_LIMITED,
    `密码错误次数过多，账号已锁定，请${minutesUntil(until, now)}分钟后再试`,
  );
}

/** The operator's alert: a staff username locked from one address is someone guessing (or a colleague's typos). */
function alertStaffLock(subject: { staff: string; ip: string }, until: Date): void {
  logger.warn({ at: 'staff-login:locked', username: subject.staff, ip: subject.ip, until: until.toISOString() });
}

/** One password attempt that was let through: report how it ended. */
export interface PasswordAttempt {
  /** The password was right: the attempt is taken back and the subject's series of failures cleared. */
  succeeded(): Promise<void>;
  /** The password was wrong: answers the error to throw (tries left, or the lock this failure completed). */
  failed(wrongMessage: string, code?: number): Promise<ApiError>;
  /** The attempt was not judged after all (e.g. the account has no password, or a step comes next). */
  withdrawn(): Promise<void>;
}

/**
 * Lets one password attempt through, or throws when the subject is locked or the client address has failed too
 * often. The check and the counting are one atomic step under a lock on the subject's buckets (across instances):
 * the attempt is recorded as in flight before the password is verified, and no more attempts are in flight than
 * failures are left, so a burst of parallel attempts can never verify more than the lockout allows. An attempt
 * finding every place taken waits for one to end instead of failing: parallel right passwords never lock.
 */
export async function beginPasswordAttempt(
  ctx: AccountContext,
  subject: AttemptSubject,
  ip: string,
): Promise<PasswordAttempt> {
  const bucket = bucketOf(subject);
  const pending = pendingBucketOf(bucket);
  const ipRule = ctx.limits.wrongPasswordsFromIp(ip);
  const started = Date.now();
  let recorded: { attempt: number[]; ids: number[] } | null = null;
  while (!recorded) {
    const now = ctx.clock.now();
    recorded = await ctx.db.transaction().execute(async (trx) => {
      await lockBuckets(trx, [bucket, ipRule.bucket]);
      await enforceLimits(trx, now, [ipRule]);
      const horizon = lockoutHorizon(now, PASSWORD_LOCKOUT);
      const failures = await recentEventTimes(trx, bucket, horizon, PASSWORD_LOCKOUT.maxFailures);
      const until = lockedUntil(failures, now, PASSWORD_LOCKOUT);
      if (until) throw lockedError(until, now);
      const inFlight = await countEvents(trx, pending, new Date(now.getTime() - PENDING_TTL_MS));
      if (inFlight >= failuresLeft(failures, now, PASSWORD_LOCKOUT)) return null;
      const attempt = await recordEvents(trx, now, [pending]);
      return { attempt, ids: [...attempt, ...(await recordEvents(trx, now, [ipRule.bucket]))] };
    });
    if (!recorded) {
      if (Date.now() - started > WAIT_LIMIT_MS) throw new ApiError(GatewayCode.RATE_LIMITED, ACCOUNT_MESSAGES.busy);
      await waitForPlace(bucket);
    }
  }
  const { attempt, ids } = recorded;
  // An attempt ends under the subject's lock too: the check above reads the failures and the attempts in flight in
  // two statements, and a move from one to the other between them would hide the attempt from both (on PostgreSQL a
  // burst of 20 then verified 6 passwords instead of 5).
  const underLock = (change: (trx: typeof ctx.db) => Promise<void>) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockBuckets(trx, [bucket]);
      await change(trx);
    });
  return {
    succeeded: async () => {
      await underLock(async (trx) => {
        await deleteEvents(trx, ids);
        await clearEvents(trx, bucket);
      });
      placeFreed(bucket);
    },
    withdrawn: async () => {
      await underLock((trx) => deleteEvents(trx, ids));
      placeFreed(bucket);
    },
    failed: async (wrongMessage, code = GatewayCode.BAD_CREDENTIALS) => {
      await underLock((trx) => moveEvents(trx, attempt, bucket));
      placeFreed(bucket);
      const later = ctx.clock.now();
      const failures = await recentEventTimes(
        ctx.db,
        bucket,
        lockoutHorizon(later, PASSWORD_LOCKOUT),
        PASSWORD_LOCKOUT.maxFailures,
      );
      const until = lockedUntil(failures, later, PASSWORD_LOCKOUT);
      const kind = 'staff' in subject ? 'staff' : 'enterprise';
      loginFailures.inc({ kind });
      if (until) {
        loginLockouts.inc({ kind });
        if ('staff' in subject) alertStaffLock(subject, until);
        return lockedError(until, later);
      }
      const left = failuresLeft(failures, later, PASSWORD_LOCKOUT);
      return new ApiError(code, `${wrongMessage}，还可尝试${left}次`);
    },
  };
}

/** After a password reset: the login mobile's and the account's failures no longer count. */
export async function clearPasswordFailures(ctx: AccountContext, mobile: string, userId: number): Promise<void> {
  await clearEvents(ctx.db, bucketOf({ mobile }));
  await clearEvents(ctx.db, bucketOf({ userId }));
}
