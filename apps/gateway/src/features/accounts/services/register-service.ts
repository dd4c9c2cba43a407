import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { startSession } from '../stores/session-store.ts';
import { findUserByMobile, insertUser, type NewUser } from '../stores/user-store.ts';
import { mobileRaceAsConflict } from './login-service.ts';
import { spendBudget } from './rate-limiter.ts';
import { useSmsCode } from './sms-codes.ts';

export interface Registration extends Omit<NewUser, 'passwordHash'> {
  /** The wire password (SHA-256 hex of the typed one). */
  password: string;
  smsCode: string;
  ip: string;
}

/**
 * Registers and logs in. Cheap checks come first — the client address's budget, then the REGISTER code (used up
 * whatever follows) — and only then the costly argon2 hash, so an anonymous flood cannot buy CPU time.
 */
export async function register(ctx: AccountContext, registration: Registration): Promise<{ token: string }> {
  await spendBudget(ctx.db, ctx.clock.now(), [ctx.limits.credentialWrites(registration.ip)]);
  await useSmsCode(
    ctx.db,
    { mobile: registration.mobile, method: 'REGISTER', code: registration.smsCode },
    ctx.clock.now(),
  );
  if (await findUserByMobile(ctx.db, registration.mobile)) {
    throw new ApiError(GatewayCode.MOBILE_CONFLICT, ACCOUNT_MESSAGES.alreadyRegistered);
  }
  const passwordHash = await ctx.hasher.hash(registration.password);
  const now = ctx.clock.now();
  const token = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const userId = await insertUser(
        trx,
        {
          mobile: registration.mobile,
          passwordHash,
          source: registration.source,
          channelCode: registration.channelCode,
          managerId: registration.managerId,
        },
        now,
      );
      return startSession(trx, { userId, companyId: null }, now);
    })
    .catch(mobileRaceAsConflict);
  return { token };
}
