import { type Kysely, sql } from 'kysely';

/**
 * The institution's material settings (issue 20, the decision desk): whether its staff may download an application's
 * materials, not only read them in the workbench's viewers. Off until the institution's administrator switches it on
 * (docs/decisions.md, 2026-11-27 "Material downloads off by default"); an institution without a row has it off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE org_material_setting (
      org_id integer PRIMARY KEY REFERENCES financial_org(id),
      staff_may_download boolean NOT NULL DEFAULT false,
      updated_by integer NOT NULL REFERENCES staff_account(id),
      updated_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE org_material_setting`.execute(db);
}
