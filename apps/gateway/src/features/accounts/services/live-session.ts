import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import type { Clock } from '#shared/clock.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { type SessionLimits, sessionTiming } from '../domain/session-timing.ts';

export function sessionEnded(): ApiError {
  return new ApiError(GatewayCode.SESSION_ENDED, ACCOUNT_MESSAGES.sessionEnded, 403);
}

interface SessionRow {
  id: number;
  created_at: Date | string;
  last_seen_at: Date | string;
  ended_at: Date | string | null;
}

/** How one kind of session (an enterprise's or a staff member's) is found, ended and touched, and when it is closed. */
export interface SessionKind<Row extends SessionRow> {
  find: (token: string) => Promise<Row | undefined>;
  end: (sessionId: number, now: Date, reason: 'expired' | 'account_closed') => Promise<void>;
  touch: (sessionId: number, now: Date) => Promise<void>;
  /** Whether the session's account may no longer use it (disabled, deleted, left the institution). */
  accountClosed: (row: Row) => boolean;
  /** The -3001 answer's text for a closed account (the client logs out). */
  accountClosedMessage: string;
}

/**
 * The live session of a token. No token, an unknown, ended or expired one throws HTTP 403 (-1403), an expired one
 * being ended; one of a closed account is ended and throws -3001; one unseen for a minute has last_seen_at refreshed.
 */
export async function liveSession<Row extends SessionRow>(
  token: string | null,
  kind: SessionKind<Row>,
  clock: Clock,
  limits: SessionLimits,
): Promise<Row> {
  if (!token) throw sessionEnded();
  const row = await kind.find(token);
  if (!row || row.ended_at) throw sessionEnded();
  const now = clock.now();
  const timing = sessionTiming(row, now, limits);
  if (timing === 'expired') {
    await kind.end(row.id, now, 'expired');
    throw sessionEnded();
  }
  if (kind.accountClosed(row)) {
    await kind.end(row.id, now, 'account_closed');
    throw new ApiError(GatewayCode.FORCE_LOGOUT, kind.accountClosedMessage);
  }
  if (timing === 'touch') await kind.touch(row.id, now);
  return row;
}
