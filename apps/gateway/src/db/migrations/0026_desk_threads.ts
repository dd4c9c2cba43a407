import { type Kysely, sql } from 'kysely';

/**
 * Issue 20, slice threads: per application, the messages between the enterprise and the institution handling it.
 * A sent message is never changed or deleted (no call does either); read_at is set once, by the other side reading
 * the thread. The SMS notice of a thread goes to the other side at most once per interval: application_thread_sms
 * keeps when each side was last texted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE application_thread_message (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES loan_application(id),
      side text NOT NULL CHECK (side IN ('enterprise', 'institution')),
      author_user_id integer REFERENCES app_user(id),
      author_staff_id integer REFERENCES staff_account(id),
      author_name text NOT NULL,
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL,
      read_at timestamptz,
      CHECK ((side = 'enterprise') = (author_user_id IS NOT NULL)),
      CHECK ((side = 'institution') = (author_staff_id IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE INDEX application_thread_message_idx ON application_thread_message (application_id, id)
  `.execute(db);
  await sql`
    CREATE INDEX application_thread_unread_idx ON application_thread_message (application_id, side)
    WHERE read_at IS NULL
  `.execute(db);
  await sql`
    CREATE TABLE application_thread_sms (
      application_id integer NOT NULL REFERENCES loan_application(id),
      recipient_side text NOT NULL CHECK (recipient_side IN ('enterprise', 'institution')),
      last_sent_at timestamptz NOT NULL,
      PRIMARY KEY (application_id, recipient_side)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE application_thread_sms`.execute(db);
  await sql`DROP TABLE application_thread_message`.execute(db);
}
