import type { Request } from 'express';
import type { GatewayDeps } from '../../app.ts';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';
import { AccountCode, SESSION_ENDED_MESSAGE } from '../../shared/account-codes.ts';
import { sha256Hex, TOKEN_PATTERN } from '../../shared/secrets.ts';
import { accountContext } from '../accounts/context.ts';
import { endSession } from './session-store.ts';

/** Who is calling: the account and the company it acts for (null while the account has no company). */
export interface SessionContext {
  sessionId: number;
  userId: number;
  companyId: number | null;
}

/**
 * Reads the caller's session from `Authorization: Bearer <token>`. No token, or an ended, expired or unknown one,
 * throws HTTP 403 (code -1403); a live session of a disabled or deleted account is ended and throws -3001 (the
 * client logs out). Usage in a route: `const session = await requireSession(req);`
 */
export type SessionGuard = (req: Request) => Promise<SessionContext>;

/** Refreshing last_seen_at at most once a minute keeps reads from turning into writes. */
const TOUCH_EVERY_MS = 60_000;

export function createSessionGuard(deps: GatewayDeps): SessionGuard {
  const { db, clock, settings } = accountContext(deps);
  return async (req) => {
    const token = bearerToken(req);
    if (!token) throw sessionEnded();
    const row = await db
      .selectFrom('user_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.user_id',
        's.company_id',
        's.created_at',
        's.last_seen_at',
        's.ended_at',
        'u.disabled',
        'u.deleted_at',
      ])
      .where('s.token_hash', '=', sha256Hex(token))
      .executeTakeFirst();
    if (!row || row.ended_at) throw sessionEnded();
    const now = clock.now();
    const idle = now.getTime() - new Date(row.last_seen_at).getTime();
    const age = now.getTime() - new Date(row.created_at).getTime();
    if (idle >= settings.sessionIdleMs || age >= settings.sessionAbsoluteMs) {
      await endSession(db, row.id, now, 'expired');
      throw sessionEnded();
    }
    if (row.disabled || row.deleted_at) {
      await endSession(db, row.id, now, 'account_closed');
      throw new ApiError(ErrorCode.FORCE_LOGOUT, '账号已停用或已注销，请重新登录');
    }
    if (idle >= TOUCH_EVERY_MS) {
      await db.updateTable('user_session').set({ last_seen_at: now }).where('id', '=', row.id).execute();
    }
    return { sessionId: Number(row.id), userId: row.user_id, companyId: row.company_id };
  };
}

export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export function sessionEnded(): ApiError {
  return new ApiError(AccountCode.SESSION_ENDED, SESSION_ENDED_MESSAGE, 403);
}
