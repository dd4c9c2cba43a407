import { type Kysely, sql } from 'kysely';

/**
 * Provincial unified identity (OpenID Connect) and WeChat logins (issue 4 of the outside services):
 * - `outside_login_request`: a login begun at the provincial provider or WeChat, between the redirect and the
 *   callback — the state (SHA-256 only), the browser binding (SHA-256 only), the callback address and, for the
 *   provincial provider, the nonce and PKCE verifier `finish` needs back in plain (useless without the code, which
 *   only the browser gets); used once, 10 minutes;
 * - `provincial_link`: the provider's subject of a person linked to one account (one subject, one account);
 * - `wechat_ticket`: what a WeChat code exchange found out (open id, union id, nickname), handed to the browser as a
 *   one-time ticket stored as SHA-256 — the raw open id never leaves the gateway;
 * - `wechat_binding`: an open id of one WeChat app bound to one account (made only by a normal login).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE outside_login_request (
      state_hash text PRIMARY KEY,
      provider text NOT NULL CHECK (provider IN ('provincial', 'wechat')),
      browser_hash text NOT NULL,
      redirect_uri text NOT NULL,
      nonce text,
      code_verifier text,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX outside_login_request_expiry_idx ON outside_login_request (expires_at)`.execute(db);

  await sql`
    CREATE TABLE provincial_link (
      subject text PRIMARY KEY,
      user_id integer NOT NULL UNIQUE REFERENCES app_user(id) ON DELETE CASCADE,
      level smallint NOT NULL,
      created_at timestamptz NOT NULL,
      last_login_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE wechat_ticket (
      ticket_hash text PRIMARY KEY,
      app_id text NOT NULL,
      open_id text NOT NULL,
      union_id text,
      nickname text,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX wechat_ticket_expiry_idx ON wechat_ticket (expires_at)`.execute(db);

  await sql`
    CREATE TABLE wechat_binding (
      app_id text NOT NULL,
      open_id text NOT NULL,
      user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
      union_id text,
      nickname text,
      created_at timestamptz NOT NULL,
      last_login_at timestamptz,
      PRIMARY KEY (app_id, open_id),
      UNIQUE (app_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wechat_binding', 'wechat_ticket', 'provincial_link', 'outside_login_request']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
