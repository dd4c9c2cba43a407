import { type Kysely, sql } from 'kysely';

/**
 * Institution account managers (spec §3 manager info, §7 /org/financial/user/detail/{id}) and the apply entry of a
 * product (spec §3 apply-method record). org_user is the institution's people: the workbench's staff logins (issue 9)
 * add their credentials and roles to it rather than a second table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE org_user (
      id serial PRIMARY KEY,
      org_id integer NOT NULL REFERENCES financial_org(id),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
      mobile text NOT NULL CHECK (mobile ~ '^1[0-9]{10}$'),
      role text NOT NULL DEFAULT 'manager',
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      UNIQUE (mobile)
    )`.execute(db);
  await sql`CREATE INDEX org_user_org_idx ON org_user (org_id, id)`.execute(db);
  await sql`ALTER TABLE loan_application ADD COLUMN manager_id integer REFERENCES org_user(id)`.execute(db);
  await sql`
    ALTER TABLE loan_product
      ADD COLUMN apply_url_type smallint NOT NULL DEFAULT 1 CHECK (apply_url_type BETWEEN 1 AND 9),
      ADD COLUMN apply_redirect_url text,
      ADD CONSTRAINT loan_product_apply_entry_check CHECK ((apply_url_type = 1) = (apply_redirect_url IS NULL))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE loan_product
      DROP CONSTRAINT loan_product_apply_entry_check,
      DROP COLUMN apply_redirect_url,
      DROP COLUMN apply_url_type`.execute(db);
  await sql`ALTER TABLE loan_application DROP COLUMN manager_id`.execute(db);
  await sql`DROP TABLE org_user`.execute(db);
}
