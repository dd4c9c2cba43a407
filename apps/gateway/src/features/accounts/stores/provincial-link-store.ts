import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The account linked to a provincial subject (a deleted account's link counts as none). */
export function findLinkedUser(db: Kysely<DB>, subject: string) {
  return db
    .selectFrom('provincial_link as l')
    .innerJoin('app_user as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.disabled', 'u.deleted_at'])
    .where('l.subject', '=', subject)
    .executeTakeFirst();
}

/** The subject linked to an account, if any. */
export async function findSubjectOfUser(db: Kysely<DB>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('provincial_link').select('subject').where('user_id', '=', userId).executeTakeFirst();
  return row?.subject;
}

export async function deleteLink(db: Kysely<DB>, subject: string): Promise<void> {
  await db.deleteFrom('provincial_link').where('subject', '=', subject).execute();
}

/** Links a subject to an account; throws the driver's unique violation when either is linked already. */
export async function insertLink(
  db: Kysely<DB>,
  link: { subject: string; userId: number; level: number },
  now: Date,
): Promise<void> {
  await db
    .insertInto('provincial_link')
    .values({ subject: link.subject, user_id: link.userId, level: link.level, created_at: now, last_login_at: now })
    .execute();
}

export async function touchLink(db: Kysely<DB>, subject: string, level: number, now: Date): Promise<void> {
  await db.updateTable('provincial_link').set({ level, last_login_at: now }).where('subject', '=', subject).execute();
}
