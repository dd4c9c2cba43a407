import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The institution's active people (account managers and staff members) with the name and mobile the enterprise sees. */
function activePeople(db: Kysely<DB>, orgId: number) {
  return db
    .selectFrom('org_user')
    .select(['id', 'name', 'mobile', 'role'])
    .where('org_id', '=', orgId)
    .where('active', '=', true);
}

/** An active person of the institution (account manager or staff member). */
export function findAssignee(db: Kysely<DB>, orgId: number, orgUserId: number) {
  return activePeople(db, orgId).where('id', '=', orgUserId).executeTakeFirst();
}

/** The institution's active people an application can be assigned to: account managers first, then staff. */
export function listAssignees(db: Kysely<DB>, orgId: number) {
  return activePeople(db, orgId).orderBy('role').orderBy('id').execute();
}

/**
 * Makes the person the handler of an application of the institution; false when it is not the institution's or, for
 * a claim (`onlyUnassigned`), has a handler already. ONE conditional UPDATE, so of two claims at once exactly one
 * matches (the other waits for the row, re-reads it, finds manager_id set and matches nothing).
 */
export async function writeHandler(
  db: Kysely<DB>,
  change: { id: number; orgId: number; orgUserId: number; now: Date; onlyUnassigned: boolean },
): Promise<boolean> {
  let update = db
    .updateTable('loan_application')
    .set({ manager_id: change.orgUserId, updated_at: change.now })
    .where('id', '=', change.id)
    .where('org_id', '=', change.orgId);
  if (change.onlyUnassigned) update = update.where('manager_id', 'is', null);
  return (await update.returning('id').executeTakeFirst()) !== undefined;
}

/** The handler of an application of the institution (undefined: not the institution's; manager null: nobody yet). */
export function findHandler(db: Kysely<DB>, id: number, orgId: number) {
  return db
    .selectFrom('loan_application as a')
    .leftJoin('org_user as m', 'm.id', 'a.manager_id')
    .select(['a.id', 'a.manager_id', 'm.name as manager_name'])
    .where('a.id', '=', id)
    .where('a.org_id', '=', orgId)
    .executeTakeFirst();
}

export interface NoteRow {
  id: number;
  application_id: number;
  body: string;
  author_name: string;
  created_at: Date;
}

/** The columns of a NoteRow. */
const noteColumns = ['id', 'application_id', 'body', 'author_name', 'created_at'] as const;

export function insertNote(
  db: Kysely<DB>,
  note: { applicationId: number; orgId: number; staffId: number; authorName: string; body: string; now: Date },
): Promise<NoteRow> {
  return db
    .insertInto('application_note')
    .values({
      application_id: note.applicationId,
      org_id: note.orgId,
      staff_id: note.staffId,
      author_name: note.authorName,
      body: note.body,
      created_at: note.now,
    })
    .returning(noteColumns)
    .executeTakeFirstOrThrow();
}

/** The institution's notes on an application, newest first (another institution's are never read). */
export function listNotes(db: Kysely<DB>, applicationId: number, orgId: number): Promise<NoteRow[]> {
  return db
    .selectFrom('application_note')
    .select(noteColumns)
    .where('application_id', '=', applicationId)
    .where('org_id', '=', orgId)
    .orderBy('id', 'desc')
    .execute();
}
