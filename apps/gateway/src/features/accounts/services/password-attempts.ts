import { GatewayCode } from '../../../contract/gateway-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { PASSWORD_LOCKOUT } from '../domain/limits.ts';
import { failuresLeft, lockedUntil, lockoutHorizon, minutesUntil } from '../domain/lockout.ts';
import { clearEvents, deleteEvents, lockBuckets, recentEventTimes, recordEvents } from '../stores/rate-event-store.ts';
import { enforceLimits } from './rate-limiter.ts';

/**
 * Whose passwords are counted: a login mobile, a logged-in account re-authenticating, or a workbench username
 * (whose wrong TOTP codes count in the same series).
 */
export type AttemptSubject = { mobile: string } | { userId: number } | { staff: string };

function bucketOf(subject: AttemptSubject): string {
  if ('staff' in subject) return `password:fail:staff:${subject.staff}`;
  return 'mobile' in subject ? `password:fail:mobile:${subject.mobile}` : `password:fail:user:${subject.userId}`;
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

/** One password attempt that was let through: report how it ended. */
export interface PasswordAttempt {
  /** The password was right: the attempt is taken back and the subject's series of failures cleared. */
  succeeded(): Promise<void>;
  /** The password was wrong: answers the error to throw (tries left, or the lock this failure completed). */
  failed(wrongMessage: string, code?: number): Promise<ApiError>;
  /** The attempt was not judged after all (e.g. the account has no password): it is taken back. */
  withdrawn(): Promise<void>;
}

/**
 * Lets one password attempt through, or throws when the subject is locked or the client address has failed too
 * often. The check and the counting are one atomic step: under a lock on the subject's buckets (across
 * instances), the attempt is recorded as a failure before the password is verified, so a burst of parallel
 * attempts can never verify more than the lockout allows; a right password takes its failure back.
 */
export async function beginPasswordAttempt(
  ctx: AccountContext,
  subject: AttemptSubject,
  ip: string,
): Promise<PasswordAttempt> {
  const now = ctx.clock.now();
  const bucket = bucketOf(subject);
  const ipRule = ctx.limits.wrongPasswordsFromIp(ip);
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    await lockBuckets(trx, [bucket, ipRule.bucket]);
    await enforceLimits(trx, now, [ipRule]);
    const failures = await recentEventTimes(
      trx,
      bucket,
      lockoutHorizon(now, PASSWORD_LOCKOUT),
      PASSWORD_LOCKOUT.maxFailures,
    );
    const until = lockedUntil(failures, now, PASSWORD_LOCKOUT);
    if (until) throw lockedError(until, now);
    return recordEvents(trx, now, [bucket, ipRule.bucket]);
  });
  return {
    succeeded: async () => {
      await deleteEvents(ctx.db, recorded);
      await clearEvents(ctx.db, bucket);
    },
    withdrawn: () => deleteEvents(ctx.db, recorded),
    failed: async (wrongMessage, code = GatewayCode.BAD_CREDENTIALS) => {
      const later = ctx.clock.now();
      const failures = await recentEventTimes(
        ctx.db,
        bucket,
        lockoutHorizon(later, PASSWORD_LOCKOUT),
        PASSWORD_LOCKOUT.maxFailures,
      );
      const until = lockedUntil(failures, later, PASSWORD_LOCKOUT);
      if (until) return lockedError(until, later);
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
