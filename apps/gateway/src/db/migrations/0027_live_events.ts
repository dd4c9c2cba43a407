import { type Kysely, sql } from 'kysely';

/** The channel every committed platform event is announced on (payload empty: listeners read the outbox). */
export const PLATFORM_EVENTS_CHANNEL = 'platform_events';

/**
 * Issue 22, slice live (docs/gateway-api.md, "Live events"): the outbox of platform events. Triggers on the tables
 * the moves write (a timeline entry, a claim, a 补件 round, a thread message, a message-centre message) add one row
 * in the move's own transaction, whichever service or seed made it, and pg_notify wakes every gateway at commit
 * (nothing for a rollback). Each row names its audience: the company and the institution of the application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE platform_event (
      id bigserial PRIMARY KEY,
      topic text NOT NULL,
      application_id integer,
      company_id integer,
      org_id integer,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX platform_event_company ON platform_event (company_id, id)`.execute(db);
  await sql`CREATE INDEX platform_event_org ON platform_event (org_id, id)`.execute(db);
  await sql`
    CREATE FUNCTION record_application_event(event_topic text, application integer) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO platform_event (topic, application_id, company_id, org_id)
      SELECT event_topic, a.id, a.company_id, a.org_id FROM loan_application a WHERE a.id = application
    $$`.execute(db);
  await sql`
    CREATE FUNCTION platform_event_from_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'loan_application_event' THEN
        PERFORM record_application_event(
          CASE WHEN NEW.from_status IS NULL THEN 'application.new' ELSE 'application.status' END, NEW.application_id);
      ELSIF TG_TABLE_NAME = 'loan_application' THEN
        PERFORM record_application_event('application.claimed', NEW.id);
      ELSIF TG_TABLE_NAME = 'application_supplement' THEN
        PERFORM record_application_event(
          CASE WHEN TG_OP = 'INSERT' THEN 'supplement.asked' ELSE 'supplement.answered' END, NEW.application_id);
      ELSIF TG_TABLE_NAME = 'application_thread_message' THEN
        PERFORM record_application_event('thread.message', NEW.application_id);
      ELSIF TG_TABLE_NAME = 'enterprise_message' THEN
        INSERT INTO platform_event (topic, application_id, company_id) VALUES ('message.new', NEW.application_id, NEW.company_id);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER platform_event_timeline AFTER INSERT ON loan_application_event
    FOR EACH ROW EXECUTE FUNCTION platform_event_from_move()`.execute(db);
  await sql`
    CREATE TRIGGER platform_event_claim AFTER UPDATE OF org_id ON loan_application
    FOR EACH ROW WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id) EXECUTE FUNCTION platform_event_from_move()`.execute(db);
  await sql`
    CREATE TRIGGER platform_event_supplement_asked AFTER INSERT ON application_supplement
    FOR EACH ROW EXECUTE FUNCTION platform_event_from_move()`.execute(db);
  await sql`
    CREATE TRIGGER platform_event_supplement_answered AFTER UPDATE OF answered_at ON application_supplement
    FOR EACH ROW WHEN (OLD.answered_at IS NULL AND NEW.answered_at IS NOT NULL)
    EXECUTE FUNCTION platform_event_from_move()`.execute(db);
  await sql`
    CREATE TRIGGER platform_event_thread AFTER INSERT ON application_thread_message
    FOR EACH ROW EXECUTE FUNCTION platform_event_from_move()`.execute(db);
  await sql`
    CREATE TRIGGER platform_event_message AFTER INSERT ON enterprise_message
    FOR EACH ROW EXECUTE FUNCTION platform_event_from_move()`.execute(db);
  // One notification per transaction: PostgreSQL folds identical payloads of one transaction into one.
  await sql`
    CREATE FUNCTION announce_platform_event() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('platform_events', '');
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER platform_event_announce AFTER INSERT ON platform_event
    FOR EACH STATEMENT EXECUTE FUNCTION announce_platform_event()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['platform_event_timeline', 'loan_application_event'],
    ['platform_event_claim', 'loan_application'],
    ['platform_event_supplement_asked', 'application_supplement'],
    ['platform_event_supplement_answered', 'application_supplement'],
    ['platform_event_thread', 'application_thread_message'],
    ['platform_event_message', 'enterprise_message'],
  ] as const) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)} ON ${sql.id(table)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS platform_event`.execute(db);
  await sql`DROP FUNCTION IF EXISTS platform_event_from_move()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS record_application_event(text, integer)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS announce_platform_event()`.execute(db);
}
