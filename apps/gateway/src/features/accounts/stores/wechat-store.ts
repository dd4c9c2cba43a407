import type { Kysely } from 'kysely';
import { useUpLive } from '#db/one-time-secrets.ts';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { randomToken, sha256Hex } from '#shared/secrets.ts';

export interface WeChatIdentity {
  appId: string;
  openId: string;
  unionId: string | null;
  nickname: string | null;
}

/** Keeps what a code exchange found out behind a one-time ticket; answers the ticket (only its SHA-256 is stored). */
export async function insertTicket(
  db: Kysely<DB>,
  identity: WeChatIdentity,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const ticket = randomToken(32);
  await db
    .insertInto('wechat_ticket')
    .values({
      ticket_hash: sha256Hex(ticket),
      app_id: identity.appId,
      open_id: identity.openId,
      union_id: identity.unionId,
      nickname: identity.nickname,
      created_at: now,
      expires_at: addMs(now, ttlMs),
    })
    .execute();
  return ticket;
}

/** The columns of a ticket's identity, as identityOf reads them. */
const identityColumns = ['app_id', 'open_id', 'union_id', 'nickname'] as const;

function identityOf(row: { app_id: string; open_id: string; union_id: string | null; nickname: string | null }) {
  return { appId: row.app_id, openId: row.open_id, unionId: row.union_id, nickname: row.nickname };
}

/** The identity behind a live ticket of this app (not used, not expired), without using it up. */
export async function findTicket(
  db: Kysely<DB>,
  appId: string,
  ticket: string,
  now: Date,
): Promise<WeChatIdentity | null> {
  const row = await db
    .selectFrom('wechat_ticket')
    .select(identityColumns)
    .where('ticket_hash', '=', sha256Hex(ticket))
    .where('app_id', '=', appId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? identityOf(row) : null;
}

/** Uses up a live ticket of this app (one atomic update); null when unknown, expired, used or another app's. */
export async function useTicket(
  db: Kysely<DB>,
  appId: string,
  ticket: string,
  now: Date,
): Promise<WeChatIdentity | null> {
  const row = await useUpLive(db, 'wechat_ticket', now)
    .where('ticket_hash', '=', sha256Hex(ticket))
    .where('app_id', '=', appId)
    .returning(identityColumns)
    .executeTakeFirst();
  return row ? identityOf(row) : null;
}

/** The live account an open id is bound to, if any. */
export function findBoundUser(db: Kysely<DB>, appId: string, openId: string) {
  return db
    .selectFrom('wechat_binding as b')
    .innerJoin('app_user as u', 'u.id', 'b.user_id')
    .select(['u.id', 'u.disabled'])
    .where('b.app_id', '=', appId)
    .where('b.open_id', '=', openId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The binding of an account in one app, if any. */
export function findBindingOfUser(db: Kysely<DB>, appId: string, userId: number) {
  return db
    .selectFrom('wechat_binding')
    .select(['nickname', 'created_at'])
    .where('app_id', '=', appId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Binds an open id to an account, moving it: an earlier binding of the same open id (to another account) and the
 * account's earlier binding (of another open id) in this app are replaced. Run inside a transaction.
 */
export async function bindOpenId(db: Kysely<DB>, identity: WeChatIdentity, userId: number, now: Date): Promise<void> {
  await db
    .deleteFrom('wechat_binding')
    .where('app_id', '=', identity.appId)
    .where((eb) => eb.or([eb('open_id', '=', identity.openId), eb('user_id', '=', userId)]))
    .execute();
  await db
    .insertInto('wechat_binding')
    .values({
      app_id: identity.appId,
      open_id: identity.openId,
      user_id: userId,
      union_id: identity.unionId,
      nickname: identity.nickname,
      created_at: now,
    })
    .execute();
}

export async function touchBinding(db: Kysely<DB>, identity: WeChatIdentity, now: Date): Promise<void> {
  await db
    .updateTable('wechat_binding')
    .set({ last_login_at: now, nickname: identity.nickname, union_id: identity.unionId })
    .where('app_id', '=', identity.appId)
    .where('open_id', '=', identity.openId)
    .execute();
}
