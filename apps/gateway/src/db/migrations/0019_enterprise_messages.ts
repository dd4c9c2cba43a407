import { type Kysely, sql } from 'kysely';

/**
 * The portal's message centre (issue 9): one message to the enterprise for every move an institution or the
 * operator makes on its application, written in the move's transaction by the transition service.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE enterprise_message (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES company(id),
      application_id integer REFERENCES loan_application(id),
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL,
      read_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX enterprise_message_company_idx ON enterprise_message (company_id, id DESC)`.execute(db);
  await sql`
    CREATE INDEX enterprise_message_unread_idx ON enterprise_message (company_id) WHERE read_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE enterprise_message`.execute(db);
}
