import { type Kysely, sql } from 'kysely';

/**
 * Issue 6: accounts imported from a partner platform (one-time invitation tokens, the "invitation seen" mark), the
 * canteen's own sessions derived from a portal login, and the enterprise data authorisation that
 * `/user/user/v1/auth/cancel` revokes (spec §1; granted by the applications of a later issue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ADD COLUMN import_source text`.execute(db);
  await sql`ALTER TABLE app_user ADD COLUMN import_alerted_at timestamptz`.execute(db);

  await sql`
    CREATE TABLE import_invitation (
      id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES app_user(id),
      company_id integer NOT NULL REFERENCES company(id),
      source text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX import_invitation_user_idx ON import_invitation (user_id)`.execute(db);

  await sql`
    CREATE TABLE canteen_session (
      id bigserial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES app_user(id),
      company_id integer REFERENCES company(id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      ended_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX canteen_session_user_idx ON canteen_session (user_id)`.execute(db);

  await sql`
    CREATE TABLE data_authorisation (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES company(id),
      granted_by integer NOT NULL REFERENCES app_user(id),
      granted_at timestamptz NOT NULL,
      auth_end_date timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_by integer REFERENCES app_user(id),
      revoke_reason text
    )`.execute(db);
  await sql`CREATE INDEX data_authorisation_company_idx ON data_authorisation (company_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['data_authorisation', 'canteen_session', 'import_invitation']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`ALTER TABLE app_user DROP COLUMN import_alerted_at`.execute(db);
  await sql`ALTER TABLE app_user DROP COLUMN import_source`.execute(db);
}
