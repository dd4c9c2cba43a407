import { type Kysely, sql } from 'kysely';

/**
 * Real-name certification and the face check (issue 7). A confirmation holds the legal representative's ID number
 * only until the face check starts (then it is wiped; housekeeping deletes unused ones at expiry); a face check keeps
 * the masked number, an argon2id hash of it, the consent time and the result with its time — never a picture.
 * Tokens handed to browsers (userCode, certToken, face keys, simulator pages) are stored as SHA-256 only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE identity_confirmation (
      id bigserial PRIMARY KEY,
      code_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
      company_id integer NOT NULL REFERENCES company(id) ON DELETE CASCADE,
      legal_name text NOT NULL,
      id_number text,
      face_consent_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX identity_confirmation_member_idx ON identity_confirmation (user_id, company_id)`.execute(db);
  await sql`CREATE INDEX identity_confirmation_expiry_idx ON identity_confirmation (expires_at)`.execute(db);

  await sql`
    CREATE TABLE face_check (
      id bigserial PRIMARY KEY,
      cert_token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
      company_id integer NOT NULL REFERENCES company(id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_token text NOT NULL,
      check_type text NOT NULL DEFAULT '',
      legal_name text NOT NULL,
      id_number_masked text NOT NULL,
      id_number_hash text NOT NULL,
      face_consent_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'passed', 'failed')),
      fail_reason text,
      started_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX face_check_member_idx ON face_check (user_id, company_id, started_at DESC)`.execute(db);

  await sql`
    CREATE TABLE face_redirect_key (
      key_hash text PRIMARY KEY,
      face_check_id bigint NOT NULL REFERENCES face_check(id) ON DELETE CASCADE,
      target text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX face_redirect_key_expiry_idx ON face_redirect_key (expires_at)`.execute(db);

  // The development face-check simulator's sessions (FACE_PROVIDER=simulator); empty wherever it is not used.
  await sql`
    CREATE TABLE face_simulation (
      id bigserial PRIMARY KEY,
      provider_token text NOT NULL UNIQUE,
      page_token_hash text NOT NULL UNIQUE,
      masked_name text NOT NULL,
      masked_id_number text NOT NULL,
      return_url text NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'passed', 'failed')),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      decided_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX face_simulation_expiry_idx ON face_simulation (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['face_simulation', 'face_redirect_key', 'face_check', 'identity_confirmation']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
