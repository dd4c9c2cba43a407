import { type Kysely, sql } from 'kysely';

/**
 * Short links and behaviour tracking (issue 7):
 * - `short_link`: a key (url-safe, made by the operator command or given) and the portal route it opens
 *   (`/product/12`, never another site), with an optional expiry and a hit count;
 * - `tracking_event`: visit, click and share events as the portal sends them, with the session's account and company
 *   when a live session came along (null for visitors); never the client's address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE short_link (
      key text PRIMARY KEY,
      target text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz,
      hits integer NOT NULL DEFAULT 0
    )`.execute(db);

  await sql`
    CREATE TABLE tracking_event (
      id bigserial PRIMARY KEY,
      event_type text NOT NULL CHECK (event_type IN ('visit', 'click', 'share')),
      page_url text NOT NULL,
      page_name text NOT NULL,
      client_type text NOT NULL,
      button_name text,
      user_id integer REFERENCES app_user(id) ON DELETE SET NULL,
      company_id integer REFERENCES company(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX tracking_event_created_idx ON tracking_event (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tracking_event`.execute(db);
  await sql`DROP TABLE short_link`.execute(db);
}
