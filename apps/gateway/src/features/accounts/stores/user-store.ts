import type { Kysely, Selectable } from 'kysely';
import type { AppUserTable, DB } from '#db/schema.ts';

export type UserRow = Selectable<AppUserTable>;

/** The live (not deleted) account of a mobile. */
export function findUserByMobile(db: Kysely<DB>, mobile: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  mobile: string;
  passwordHash: string | null;
  source?: number;
  channelCode?: string | undefined;
  managerId?: string | undefined;
}

/** Creates an account; throws the driver's unique violation when the mobile is taken (see isUniqueViolation). */
export async function insertUser(trx: Kysely<DB>, user: NewUser, now: Date): Promise<number> {
  const row = await trx
    .insertInto('app_user')
    .values({
      mobile: user.mobile,
      password_hash: user.passwordHash,
      dept_id: null,
      source: user.source ?? 0,
      channel_code: user.channelCode ?? '',
      manager_id: user.managerId ?? '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  db: Kysely<DB>,
  id: number,
  change: { password_hash?: string; mobile?: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A first login's display name, from the outside identity's claims. */
export async function setUserName(trx: Kysely<DB>, id: number, name: string): Promise<void> {
  await trx.updateTable('app_user').set({ name }).where('id', '=', id).execute();
}

/** Marks an account an import created, with the import's source. */
export async function markUserImported(trx: Kysely<DB>, id: number, source: string): Promise<void> {
  await trx.updateTable('app_user').set({ if_import: true, import_source: source }).where('id', '=', id).execute();
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
