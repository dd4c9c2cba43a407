import { type Kysely, sql } from 'kysely';

/**
 * Each application's response-time steps kept on its row: the first 'viewed' (11), the first acceptance decision
 * (4 or 5) and the first credit decision (6 or 7) of its timeline. The response times (the workbench's /loan/org/sla
 * and the government dashboard) read them instead of aggregating the events of every application again: at a
 * province's size that walk was two thirds of each statement (docs/decisions/0157-response-time-steps-kept-on-the-application.md).
 *
 * A trigger keeps them in the transaction that writes the event, whichever service, seed or operator writes it; the
 * earliest wins, so an event written late with an earlier time still counts as the step's first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE loan_application
      ADD COLUMN viewed_at timestamptz,
      ADD COLUMN accept_decided_at timestamptz,
      ADD COLUMN credit_decided_at timestamptz`.execute(db);
  await sql`
    UPDATE loan_application a
    SET viewed_at = s.viewed_at, accept_decided_at = s.accept_decided_at, credit_decided_at = s.credit_decided_at
    FROM (
      SELECT application_id,
             min(at) FILTER (WHERE to_status = 11) AS viewed_at,
             min(at) FILTER (WHERE to_status IN (4, 5)) AS accept_decided_at,
             min(at) FILTER (WHERE to_status IN (6, 7)) AS credit_decided_at
      FROM loan_application_event
      WHERE to_status IN (11, 4, 5, 6, 7)
      GROUP BY application_id
    ) s
    WHERE s.application_id = a.id`.execute(db);
  await sql`
    CREATE FUNCTION application_step_from_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.to_status = 11 THEN
        UPDATE loan_application SET viewed_at = NEW.at
        WHERE id = NEW.application_id AND (viewed_at IS NULL OR viewed_at > NEW.at);
      ELSIF NEW.to_status IN (4, 5) THEN
        UPDATE loan_application SET accept_decided_at = NEW.at
        WHERE id = NEW.application_id AND (accept_decided_at IS NULL OR accept_decided_at > NEW.at);
      ELSE
        UPDATE loan_application SET credit_decided_at = NEW.at
        WHERE id = NEW.application_id AND (credit_decided_at IS NULL OR credit_decided_at > NEW.at);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER application_step AFTER INSERT ON loan_application_event
    FOR EACH ROW WHEN (NEW.to_status IN (11, 4, 5, 6, 7)) EXECUTE FUNCTION application_step_from_event()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER application_step ON loan_application_event`.execute(db);
  await sql`DROP FUNCTION application_step_from_event()`.execute(db);
  await sql`
    ALTER TABLE loan_application DROP COLUMN viewed_at, DROP COLUMN accept_decided_at, DROP COLUMN credit_decided_at`.execute(
    db,
  );
}
