import { type Kysely, sql } from 'kysely';

const CONTENT_TABLES = ['enterprise_policy', 'content_article'] as const;

/**
 * Published content (issue 10):
 * - `enterprise_policy`: 惠企政策 of the region's departments (spec §7 policy/queryPage and queryDetail);
 * - `content_article`: our one content model for the other information pages, by kind — news (/news/{id}),
 *   regional finance (/regionalFinance), financing risk compensation (/compensate) and re-loan policy (/reloanPolicy).
 * Both hold their body as sections of plain-text paragraphs (never HTML: nothing a page has to sanitise). Both are
 * public answers cached like the catalogue, so every write raises the catalogue version (migration 0014).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE enterprise_policy (
      id serial PRIMARY KEY,
      title text NOT NULL,
      department text NOT NULL,
      document_no text NOT NULL DEFAULT '',
      publish_date date NOT NULL,
      summary text NOT NULL,
      sections jsonb NOT NULL CHECK (jsonb_typeof(sections) = 'array'),
      published boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX enterprise_policy_date_idx ON enterprise_policy (publish_date DESC, id DESC)`.execute(db);

  await sql`
    CREATE TABLE content_article (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('news', 'regional', 'compensation', 'reloan')),
      title text NOT NULL,
      summary text NOT NULL,
      source text NOT NULL,
      district text,
      publish_date date NOT NULL,
      sections jsonb NOT NULL CHECK (jsonb_typeof(sections) = 'array'),
      published boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX content_article_kind_date_idx ON content_article (kind, publish_date DESC, id DESC)`.execute(
    db,
  );

  for (const table of CONTENT_TABLES) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_bumps_catalog_version`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE content_article`.execute(db);
  await sql`DROP TABLE enterprise_policy`.execute(db);
}
