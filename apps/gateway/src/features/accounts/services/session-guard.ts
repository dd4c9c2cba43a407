import { TOKEN_PATTERN } from '@sme/contract/fields';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { noteCaller } from '#http/request-log.ts';
import type { Clock } from '#shared/clock.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import type { AccountSettings } from '../settings.ts';
import { endSession, findSessionByToken, touchSession } from '../stores/session-store.ts';
import { liveSession } from './live-session.ts';

/** Who is calling: the account and the company it acts for (null while the account has no company). */
export interface SessionContext {
  sessionId: number;
  userId: number;
  companyId: number | null;
}

/**
 * Reads the caller's session from `Authorization: Bearer <token>`. No token, or an ended, expired or unknown one,
 * throws HTTP 403 (code -1403); a live session of a disabled or deleted account is ended and throws -3001 (the
 * client logs out). Usage in a route: `const session = await ctx.requireSession(req);`
 */
export type SessionGuard = (req: Request) => Promise<SessionContext>;

export function createSessionGuard(
  db: Kysely<DB>,
  clock: Clock,
  settings: Pick<AccountSettings, 'sessionIdleMs' | 'sessionAbsoluteMs'>,
  readToken: (req: Request) => string | null = bearerToken,
): SessionGuard {
  const kind = {
    find: (token: string) => findSessionByToken(db, token),
    end: (sessionId: number, now: Date, reason: string) => endSession(db, sessionId, now, reason),
    touch: (sessionId: number, now: Date) => touchSession(db, sessionId, now),
    accountClosed: (row: { disabled: boolean; deleted_at: Date | null }) => Boolean(row.disabled || row.deleted_at),
    accountClosedMessage: ACCOUNT_MESSAGES.accountClosed,
  };
  return async (req) => {
    const row = await liveSession(readToken(req), kind, clock, settings);
    noteCaller(req, { userId: row.user_id, companyId: row.company_id });
    return { sessionId: Number(row.id), userId: row.user_id, companyId: row.company_id };
  };
}

export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** The session token of the `/gw92/...` calls: the header named GW92, `Bearer <token>` or the bare token. */
export function gw92Token(req: Request): string | null {
  const match = /^(?:Bearer\s+)?(\S+)\s*$/i.exec(req.get('gw92') ?? '');
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}
