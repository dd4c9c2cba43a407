import type { Kysely } from 'kysely';
import { endLiveSessions } from '#db/live-sessions.ts';
import type { DB } from '#db/schema.ts';
import { randomToken, sha256Hex } from '#shared/secrets.ts';

export function findStaffByUsername(db: Kysely<DB>, username: string) {
  return db.selectFrom('staff_account').selectAll().where('username', '=', username).executeTakeFirst();
}

/** The staff member locked until the transaction ends (TOTP steps are checked and written under this lock). */
export function lockStaff(trx: Kysely<DB>, staffId: number) {
  return trx.selectFrom('staff_account').selectAll().where('id', '=', staffId).forUpdate().executeTakeFirstOrThrow();
}

export async function confirmTotp(
  trx: Kysely<DB>,
  staffId: number,
  change: { secret?: string; step: number; now: Date },
): Promise<void> {
  await trx
    .updateTable('staff_account')
    .set({
      totp_last_step: change.step,
      ...(change.secret ? { totp_secret: change.secret, totp_enrolled_at: change.now } : {}),
    })
    .where('id', '=', staffId)
    .execute();
}

/** A ticket between the password and the code; answers the ticket (only its SHA-256 is stored). */
export async function insertTicket(
  db: Kysely<DB>,
  ticket: { staffId: number; pendingSecret: string | null; now: Date; ttlMs: number },
): Promise<string> {
  const value = randomToken(32);
  await db
    .insertInto('staff_login_ticket')
    .values({
      ticket_hash: sha256Hex(value),
      staff_id: ticket.staffId,
      pending_secret: ticket.pendingSecret,
      created_at: ticket.now,
      expires_at: new Date(ticket.now.getTime() + ticket.ttlMs),
    })
    .execute();
  return value;
}

/** The ticket, locked, when it is live (not used, not expired, tries left). */
export function lockLiveTicket(trx: Kysely<DB>, ticket: string, now: Date, maxAttempts: number) {
  return trx
    .selectFrom('staff_login_ticket')
    .selectAll()
    .where('ticket_hash', '=', sha256Hex(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .forUpdate()
    .executeTakeFirst();
}

export async function countTicketAttempt(db: Kysely<DB>, ticketHash: string): Promise<void> {
  await db
    .updateTable('staff_login_ticket')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('ticket_hash', '=', ticketHash)
    .execute();
}

export async function useTicket(trx: Kysely<DB>, ticketHash: string, now: Date): Promise<void> {
  await trx.updateTable('staff_login_ticket').set({ used_at: now }).where('ticket_hash', '=', ticketHash).execute();
}

/** Starts the staff member's only session, ending earlier ones ("replaced"); answers the token. */
export async function startStaffSession(trx: Kysely<DB>, staffId: number, now: Date): Promise<string> {
  await endStaffSessions(trx, staffId, now, 'replaced');
  const token = randomToken(32);
  await trx
    .insertInto('staff_session')
    .values({ token_hash: sha256Hex(token), staff_id: staffId, created_at: now, last_seen_at: now })
    .execute();
  return token;
}

export async function endStaffSessions(db: Kysely<DB>, staffId: number, now: Date, reason: string): Promise<void> {
  await endLiveSessions(db, 'staff_session', now, reason).where('staff_id', '=', staffId).execute();
}

export async function endStaffSession(db: Kysely<DB>, sessionId: number, now: Date, reason: string): Promise<void> {
  await endLiveSessions(db, 'staff_session', now, reason).where('id', '=', sessionId).execute();
}

export async function touchStaffSession(db: Kysely<DB>, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('staff_session').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

/** A session by its token with the staff member, the institution person and the institution. */
export function findStaffSession(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('staff_account as a', 'a.id', 's.staff_id')
    .leftJoin('org_user as u', 'u.id', 'a.org_user_id')
    .leftJoin('financial_org as o', 'o.id', 'u.org_id')
    .select([
      's.id',
      's.staff_id',
      's.created_at',
      's.last_seen_at',
      's.ended_at',
      'a.username',
      'a.role',
      'a.display_name',
      'a.disabled',
      'a.org_user_id',
      'u.org_id',
      'u.active as org_user_active',
      'o.org_name',
    ])
    .where('s.token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
}

/** Inserts a staff account unless its username exists (the demo seed). */
export async function insertStaffAccount(
  trx: Kysely<DB>,
  row: {
    username: string;
    passwordHash: string;
    role: 'operator' | 'org_staff' | 'org_admin' | 'gov_viewer' | 'gov_reviewer';
    displayName: string;
    orgUserId: number | null;
    totpSecret: string | null;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('staff_account')
    .values({
      username: row.username,
      password_hash: row.passwordHash,
      role: row.role,
      display_name: row.displayName,
      org_user_id: row.orgUserId,
      totp_secret: row.totpSecret,
      totp_enrolled_at: row.totpSecret ? row.now : null,
      created_at: row.now,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
}
