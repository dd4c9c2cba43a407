import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { RATE_EVENT_KEEP_MS } from './rate-event-store.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long dead rows stay (for audits and per-key counts) before housekeeping deletes them. */
export const KEEP = {
  /** One-time codes, puzzles and captcha tokens after they expired. */
  expiredOneTime: HOUR,
  /** SMS codes after they expired; the development outbox after it was written. */
  smsCodes: DAY,
  /** Sessions after they ended or could last be used. */
  sessions: 30 * DAY,
  /** Behaviour tracking events: 13 months, so the dashboard can compare a month with the same month a year ago. */
  trackingEvents: 400 * DAY,
  /** Events without an account (visitors, dead sessions; anyone can send them): 30 days, enough for a month's view. */
  anonymousTrackingEvents: 30 * DAY,
} as const;

/**
 * Deletes what can never matter again: expired codes, tickets, puzzles and tokens, old rate events, old outbox
 * messages, sessions long ended. Idempotent plain deletes, so every gateway instance may run it. Answers how many
 * rows each table lost.
 */
export async function deleteExpired(
  db: Kysely<DB>,
  now: Date,
  absoluteSessionMs: number,
): Promise<Record<string, number>> {
  const before = (ms: number) => addMs(now, -ms);
  const counts: Record<string, number> = {};
  const run = async (table: string, query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) => {
    counts[table] = Number((await query.executeTakeFirst()).numDeletedRows);
  };
  await run('login_code', db.deleteFrom('login_code').where('expires_at', '<', before(KEEP.expiredOneTime)));
  await run('reset_ticket', db.deleteFrom('reset_ticket').where('expires_at', '<', before(KEEP.expiredOneTime)));
  await run(
    'captcha_challenge',
    db.deleteFrom('captcha_challenge').where('expires_at', '<', before(KEEP.expiredOneTime)),
  );
  await run('captcha_token', db.deleteFrom('captcha_token').where('expires_at', '<', before(KEEP.expiredOneTime)));
  await run('sms_code', db.deleteFrom('sms_code').where('expires_at', '<', before(KEEP.smsCodes)));
  await run('sms_outbox', db.deleteFrom('sms_outbox').where('created_at', '<', before(KEEP.smsCodes)));
  await run('rate_event', db.deleteFrom('rate_event').where('at', '<', before(RATE_EVENT_KEEP_MS)));
  await run('canteen_session', db.deleteFrom('canteen_session').where('expires_at', '<', before(KEEP.smsCodes)));
  await run('import_invitation', db.deleteFrom('import_invitation').where('expires_at', '<', before(KEEP.sessions)));
  // An unused confirmation holds a plain ID number: it goes at expiry, not an hour later.
  await run('identity_confirmation', db.deleteFrom('identity_confirmation').where('expires_at', '<', now));
  await run(
    'face_redirect_key',
    db.deleteFrom('face_redirect_key').where('expires_at', '<', before(KEEP.expiredOneTime)),
  );
  await run(
    'outside_login_request',
    db.deleteFrom('outside_login_request').where('expires_at', '<', before(KEEP.expiredOneTime)),
  );
  await run('wechat_ticket', db.deleteFrom('wechat_ticket').where('expires_at', '<', before(KEEP.expiredOneTime)));
  await run(
    'tracking_event',
    db
      .deleteFrom('tracking_event')
      .where((eb) =>
        eb.or([
          eb('created_at', '<', before(KEEP.trackingEvents)),
          eb.and([eb('user_id', 'is', null), eb('created_at', '<', before(KEEP.anonymousTrackingEvents))]),
        ]),
      ),
  );
  await run('face_simulation', db.deleteFrom('face_simulation').where('expires_at', '<', before(KEEP.smsCodes)));
  await run(
    'user_session',
    db
      .deleteFrom('user_session')
      .where((eb) =>
        eb.or([
          eb('ended_at', '<', before(KEEP.sessions)),
          eb('created_at', '<', before(KEEP.sessions + absoluteSessionMs)),
        ]),
      ),
  );
  return counts;
}
