import { type Kysely, sql } from 'kysely';

/**
 * Uploaded files (issue 7):
 * - `stored_file`: one uploaded file — the path the clients use (`f/<yyyymm>/<32 hex>.<ext>`, never derived from the
 *   client's name), the storage key, who uploaded it and the company it acted for (null: the account alone), the type
 *   detected from its content, its size and SHA-256, the client's name (sanitised, display only), and when it was
 *   attached to something (files never attached are swept a day after upload) or deleted;
 * - `revocation_document`: the sealed termination documents of a data authorisation revocation (spec §1), linked to
 *   every authorisation the revocation ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stored_file (
      id serial PRIMARY KEY,
      path text NOT NULL UNIQUE,
      storage_key text NOT NULL UNIQUE,
      uploader_id integer NOT NULL REFERENCES app_user(id),
      company_id integer REFERENCES company(id),
      kind text NOT NULL,
      content_type text NOT NULL,
      size_bytes integer NOT NULL CHECK (size_bytes > 0),
      sha256 text NOT NULL,
      original_name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      attached_at timestamptz,
      attached_purpose text,
      attached_ref text,
      deleted_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX stored_file_unattached_idx ON stored_file (created_at) WHERE attached_at IS NULL`.execute(db);
  await sql`CREATE INDEX stored_file_uploader_idx ON stored_file (uploader_id)`.execute(db);
  await sql`
    CREATE TABLE revocation_document (
      authorisation_id integer NOT NULL REFERENCES data_authorisation(id),
      file_id integer NOT NULL REFERENCES stored_file(id),
      position integer NOT NULL,
      PRIMARY KEY (authorisation_id, file_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE revocation_document`.execute(db);
  await sql`DROP TABLE stored_file`.execute(db);
}
