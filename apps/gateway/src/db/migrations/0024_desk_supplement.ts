import { type Kysely, sql } from 'kysely';

/**
 * 补充材料 (issue 20, slice supplement): an institution's requests for missing materials on an application, one
 * open round at a time, each answered by the enterprise with a text and files (attached to the application as
 * materials, listed per answer); the application's response-time clock paused while a round is open
 * (sla_paused_since, and the seconds of the closed pauses), and the queue's 有补件 marker (supplement_answered_at,
 * set by an answer until the institution opens the requests).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE application_supplement (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES loan_application(id),
      org_id integer NOT NULL REFERENCES financial_org(id),
      round integer NOT NULL CHECK (round > 0),
      content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
      reply_by date NOT NULL,
      asked_by integer NOT NULL REFERENCES staff_account(id),
      asked_at timestamptz NOT NULL,
      answer_text text CHECK (answer_text IS NULL OR char_length(answer_text) <= 500),
      answered_by integer REFERENCES app_user(id),
      answered_at timestamptz,
      UNIQUE (application_id, round),
      CHECK ((answered_at IS NULL) = (answered_by IS NULL))
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX application_supplement_open_idx
    ON application_supplement (application_id) WHERE answered_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE application_supplement_file (
      supplement_id integer NOT NULL REFERENCES application_supplement(id),
      file_id integer NOT NULL REFERENCES stored_file(id),
      PRIMARY KEY (supplement_id, file_id)
    )`.execute(db);
  await sql`ALTER TABLE loan_application ADD COLUMN sla_paused_since timestamptz`.execute(db);
  await sql`
    ALTER TABLE loan_application ADD COLUMN sla_paused_seconds integer NOT NULL DEFAULT 0
    CHECK (sla_paused_seconds >= 0)`.execute(db);
  await sql`ALTER TABLE loan_application ADD COLUMN supplement_answered_at timestamptz`.execute(db);
  await sql`
    CREATE INDEX loan_application_supplement_answered_idx
    ON loan_application (org_id, created_at DESC, id DESC) WHERE supplement_answered_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX loan_application_supplement_answered_idx`.execute(db);
  await sql`ALTER TABLE loan_application DROP COLUMN supplement_answered_at`.execute(db);
  await sql`ALTER TABLE loan_application DROP COLUMN sla_paused_seconds`.execute(db);
  await sql`ALTER TABLE loan_application DROP COLUMN sla_paused_since`.execute(db);
  await sql`DROP TABLE application_supplement_file`.execute(db);
  await sql`DROP TABLE application_supplement`.execute(db);
}
