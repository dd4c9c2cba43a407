import type { Kysely, Selectable } from 'kysely';
import type { AppUserTable, DB } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';

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

/** Creates an account; a mobile registered meanwhile by a concurrent request is -4009 like any other. */
export async function createUser(trx: Kysely<DB>, user: NewUser, now: Date): Promise<number> {
  try {
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
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken('该手机号已注册，请直接登录');
    throw error;
  }
}

export function mobileTaken(message: string): ApiError {
  return new ApiError(ErrorCode.MOBILE_CONFLICT, message);
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
