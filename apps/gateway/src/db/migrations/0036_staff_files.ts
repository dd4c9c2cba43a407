import { type Kysely, sql } from 'kysely';

/**
 * Issue 20, slice staff-files: a file a staff member uploads for a thread message belongs to the staff account (and
 * through it the institution), not to an enterprise account: `uploader_staff_id` names it, `uploader_id` is then
 * null, and exactly one of the two is set. The staff file is never a material of the application (docs/decisions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stored_file ALTER COLUMN uploader_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE stored_file ADD COLUMN uploader_staff_id integer REFERENCES staff_account(id)`.execute(db);
  await sql`
    ALTER TABLE stored_file ADD CONSTRAINT stored_file_one_uploader
      CHECK ((uploader_id IS NULL) <> (uploader_staff_id IS NULL))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM application_thread_file WHERE file_id IN (SELECT id FROM stored_file WHERE uploader_staff_id IS NOT NULL)`.execute(
    db,
  );
  await sql`DELETE FROM stored_file WHERE uploader_staff_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE stored_file DROP CONSTRAINT stored_file_one_uploader`.execute(db);
  await sql`ALTER TABLE stored_file DROP COLUMN uploader_staff_id`.execute(db);
  await sql`ALTER TABLE stored_file ALTER COLUMN uploader_id SET NOT NULL`.execute(db);
}
