import { type Kysely, sql } from 'kysely';

/**
 * The institution and government workbench (issue 9): staff logins with a TOTP second factor, their sessions and
 * the one-time tickets between the password and the code; needs claimed by an institution (claimed_at), the index
 * of the institutions' queues; the database-backed job schedule (one runner per tick) and the escalations of
 * applications waiting past their response-time target. Institution roles are keyed by org_user (docs/decisions/0045-workbench-in-the-gateway-staff-accounts-totp-roles-claims.md, "Staff accounts").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_account (
      id serial PRIMARY KEY,
      username text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9_.-]{3,32}$'),
      password_hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('operator', 'org_staff', 'org_admin', 'gov_viewer')),
      display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 50),
      org_user_id integer UNIQUE REFERENCES org_user(id),
      totp_secret text,
      totp_enrolled_at timestamptz,
      totp_last_step bigint,
      disabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      CHECK ((role IN ('org_staff', 'org_admin')) = (org_user_id IS NOT NULL)),
      CHECK (totp_enrolled_at IS NULL OR totp_secret IS NOT NULL)
    )`.execute(db);
  await sql`
    CREATE TABLE staff_session (
      id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      staff_id integer NOT NULL REFERENCES staff_account(id),
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      ended_at timestamptz,
      end_reason text
    )`.execute(db);
  await sql`CREATE INDEX staff_session_staff_idx ON staff_session (staff_id) WHERE ended_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE staff_login_ticket (
      ticket_hash text PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff_account(id),
      pending_secret text,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`ALTER TABLE loan_application ADD COLUMN claimed_at timestamptz`.execute(db);
  await sql`
    CREATE INDEX loan_application_org_idx
    ON loan_application (org_id, created_at DESC, id DESC) WHERE org_id IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX loan_application_open_need_idx
    ON loan_application (created_at DESC, id DESC) WHERE source = 2 AND loan_status = 2 AND org_id IS NULL`.execute(db);
  await sql`
    CREATE TABLE scheduled_job (
      name text PRIMARY KEY,
      every_ms integer NOT NULL CHECK (every_ms > 0),
      next_run_at timestamptz NOT NULL,
      last_run_at timestamptz,
      last_runner text,
      runs integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`
    CREATE TABLE application_escalation (
      id serial PRIMARY KEY,
      application_id integer NOT NULL REFERENCES loan_application(id),
      stage text NOT NULL CHECK (stage IN ('view', 'decide')),
      org_id integer NOT NULL REFERENCES financial_org(id),
      escalated_at timestamptz NOT NULL,
      runner text NOT NULL,
      UNIQUE (application_id, stage)
    )`.execute(db);
  await sql`
    CREATE INDEX loan_application_waiting_idx
    ON loan_application (created_at) WHERE loan_status IN (1, 2, 4, 11) AND org_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX application_escalation_org_idx ON application_escalation (org_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE application_escalation`.execute(db);
  await sql`DROP INDEX loan_application_waiting_idx`.execute(db);
  await sql`DROP TABLE scheduled_job`.execute(db);
  await sql`DROP INDEX loan_application_open_need_idx`.execute(db);
  await sql`DROP INDEX loan_application_org_idx`.execute(db);
  await sql`ALTER TABLE loan_application DROP COLUMN claimed_at`.execute(db);
  await sql`DROP TABLE staff_login_ticket`.execute(db);
  await sql`DROP TABLE staff_session`.execute(db);
  await sql`DROP TABLE staff_account`.execute(db);
}
