import { type Kysely, sql } from 'kysely';

/**
 * The audit log of staff and operator actions (issue 21 §3). Each row keeps who acted as they were then (account,
 * name, role, institution), the action, the call, what it named and the address, so it reads the same after the
 * account changes. Append-only: a trigger refuses UPDATE, TRUNCATE and DELETE, except the retention job's delete,
 * which marks its own transaction (sme.audit_purge).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_audit (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      staff_id integer NOT NULL,
      username text NOT NULL,
      staff_name text NOT NULL,
      role text NOT NULL,
      org_id integer,
      org_name text,
      action text NOT NULL,
      route text NOT NULL,
      target text NOT NULL,
      address text NOT NULL,
      request_id text
    )`.execute(db);
  await sql`CREATE INDEX staff_audit_at_idx ON staff_audit (at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX staff_audit_username_idx ON staff_audit (username, at DESC)`.execute(db);
  await sql`
    CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND current_setting('sme.audit_purge', true) = 'on' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'staff_audit is append-only (%)', TG_OP;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
    FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
    FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE staff_audit`.execute(db);
  await sql`DROP FUNCTION staff_audit_append_only()`.execute(db);
}
