import { type Kysely, sql } from 'kysely';

/**
 * Issue 20, slice desk-rest. A thread message's attachments (up to 5 files the enterprise uploaded; each is also
 * attached to the application as a material, so the institution opens it as one, with the ledger entry).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE application_thread_file (
      message_id integer NOT NULL REFERENCES application_thread_message(id),
      file_id integer NOT NULL REFERENCES stored_file(id),
      PRIMARY KEY (message_id, file_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE application_thread_file`.execute(db);
}
