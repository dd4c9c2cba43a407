import { type Kysely, sql } from 'kysely';

/**
 * Accounts (issue 3): users, companies and membership, sessions, one-time codes, slider captchas, SMS codes and
 * their outbox, rate-limit events, protocols and read records. Everything that several gateway instances must
 * agree on lives here, never in process memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE company (
      id serial PRIMARY KEY,
      company_name text NOT NULL,
      uniform_code text NOT NULL CHECK (char_length(uniform_code) = 18),
      legal_person text NOT NULL DEFAULT '',
      certified boolean NOT NULL DEFAULT false,
      identify_status smallint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX company_uniform_code_key ON company (uniform_code)`.execute(db);

  await sql`
    CREATE TABLE app_user (
      id serial PRIMARY KEY,
      mobile text NOT NULL,
      password_hash text,
      name text NOT NULL DEFAULT '',
      dept_id integer,
      if_import boolean NOT NULL DEFAULT false,
      disabled boolean NOT NULL DEFAULT false,
      deleted_at timestamptz,
      source smallint NOT NULL DEFAULT 0,
      channel_code text NOT NULL DEFAULT '',
      manager_id text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A deleted account frees its mobile for a new registration.
  await sql`CREATE UNIQUE INDEX app_user_mobile_key ON app_user (mobile) WHERE deleted_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE user_company (
      user_id integer NOT NULL REFERENCES app_user(id),
      company_id integer NOT NULL REFERENCES company(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, company_id)
    )`.execute(db);
  await sql`CREATE INDEX user_company_company_idx ON user_company (company_id)`.execute(db);

  await sql`
    CREATE TABLE user_session (
      id bigserial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES app_user(id),
      company_id integer REFERENCES company(id),
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      ended_at timestamptz,
      end_reason text
    )`.execute(db);
  // One active session per account, even when two logins race.
  await sql`CREATE UNIQUE INDEX user_session_one_active ON user_session (user_id) WHERE ended_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE login_code (
      code_hash text PRIMARY KEY,
      batch text NOT NULL,
      user_id integer NOT NULL REFERENCES app_user(id),
      company_id integer REFERENCES company(id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX login_code_batch_idx ON login_code (batch)`.execute(db);
  await sql`CREATE INDEX login_code_expires_idx ON login_code (expires_at)`.execute(db);

  await sql`
    CREATE TABLE reset_ticket (
      ticket_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES app_user(id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX reset_ticket_expires_idx ON reset_ticket (expires_at)`.execute(db);

  await sql`
    CREATE TABLE captcha_challenge (
      captcha_key text PRIMARY KEY,
      x smallint NOT NULL,
      y smallint NOT NULL,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'passed', 'failed')),
      attempts smallint NOT NULL DEFAULT 0,
      client_ip text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX captcha_challenge_expires_idx ON captcha_challenge (expires_at)`.execute(db);

  await sql`
    CREATE TABLE captcha_token (
      token_hash text PRIMARY KEY,
      client_ip text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      used_for text
    )`.execute(db);
  await sql`CREATE INDEX captcha_token_expires_idx ON captcha_token (expires_at)`.execute(db);

  await sql`
    CREATE TABLE sms_code (
      id bigserial PRIMARY KEY,
      mobile text NOT NULL,
      method text NOT NULL,
      code_hash text NOT NULL,
      salt text NOT NULL,
      attempts smallint NOT NULL DEFAULT 0,
      client_ip text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX sms_code_lookup_idx ON sms_code (mobile, method, id DESC)`.execute(db);

  await sql`
    CREATE TABLE sms_outbox (
      id bigserial PRIMARY KEY,
      mobile text NOT NULL,
      method text NOT NULL,
      code text NOT NULL,
      content text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, id DESC)`.execute(db);

  await sql`
    CREATE TABLE rate_event (
      id bigserial PRIMARY KEY,
      bucket text NOT NULL,
      at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX rate_event_bucket_idx ON rate_event (bucket, at)`.execute(db);
  await sql`CREATE INDEX rate_event_at_idx ON rate_event (at)`.execute(db);

  await sql`
    CREATE TABLE protocol (
      id integer PRIMARY KEY,
      type smallint NOT NULL,
      version text NOT NULL,
      title text NOT NULL,
      is_pop_up boolean NOT NULL DEFAULT false,
      content text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE protocol_read_record (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES app_user(id),
      company_id integer REFERENCES company(id),
      protocol_id integer NOT NULL REFERENCES protocol(id),
      version text NOT NULL,
      source text NOT NULL,
      read_at timestamptz NOT NULL,
      UNIQUE (user_id, protocol_id, version)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'protocol_read_record',
    'protocol',
    'rate_event',
    'sms_outbox',
    'sms_code',
    'captcha_token',
    'captcha_challenge',
    'reset_ticket',
    'login_code',
    'user_session',
    'user_company',
    'app_user',
    'company',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
