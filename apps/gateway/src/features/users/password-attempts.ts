import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';
import { AccountCode } from '../../shared/account-codes.ts';
import { failuresLeft, type LockoutRule, lockedUntil, minutesUntil } from '../rate-limit/lockout.ts';
import { clearEvents, enforceLimits, type LimitRule, recordEvents } from '../rate-limit/rate-events.ts';

/** 5 wrong passwords within 15 minutes lock that login (or that account's re-authentication) for 15 minutes. */
export const PASSWORD_LOCKOUT: LockoutRule = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** Wrong passwords from one client address within an hour before it must wait. */
function ipRule(ip: string): LimitRule {
  return {
    bucket: `password:fail:ip:${ip}`,
    max: 30,
    windowMs: 60 * 60_000,
    message: '当前网络密码错误次数过多，请稍后再试',
  };
}

/** Whose passwords are counted: a login mobile, or a logged-in account re-authenticating. */
export type AttemptSubject = { mobile: string } | { userId: number };

function bucketOf(subject: AttemptSubject): string {
  return 'mobile' in subject ? `password:fail:mobile:${subject.mobile}` : `password:fail:user:${subject.userId}`;
}

function lockedError(until: Date, now: Date): ApiError {
  return new ApiError(ErrorCode.RATE_LIMITED, `密码错误次数过多，账号已锁定，请${minutesUntil(until, now)}分钟后再试`);
}

/** Throws when the subject is locked or the client address has failed too often. */
export async function ensurePasswordAttemptAllowed(
  db: Kysely<DB>,
  subject: AttemptSubject,
  ip: string,
  now: Date,
): Promise<void> {
  await enforceLimits(db, now, [ipRule(ip)]);
  const until = await lockedUntil(db, bucketOf(subject), now, PASSWORD_LOCKOUT);
  if (until) throw lockedError(until, now);
}

/** Counts a wrong password and answers the error to throw: tries left, or the lock it has just caused. */
export async function countWrongPassword(
  db: Kysely<DB>,
  subject: AttemptSubject,
  ip: string,
  now: Date,
  wrongMessage: string,
): Promise<ApiError> {
  const bucket = bucketOf(subject);
  await recordEvents(db, now, [bucket, ipRule(ip).bucket]);
  const until = await lockedUntil(db, bucket, now, PASSWORD_LOCKOUT);
  if (until) return lockedError(until, now);
  const left = await failuresLeft(db, bucket, now, PASSWORD_LOCKOUT);
  return new ApiError(AccountCode.BAD_CREDENTIALS, `${wrongMessage}，还可尝试${left}次`);
}

export async function clearWrongPasswords(db: Kysely<DB>, subject: AttemptSubject): Promise<void> {
  await clearEvents(db, bucketOf(subject));
}
