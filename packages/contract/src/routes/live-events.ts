/**
 * Issue 22, slice live: "what happened since my cursor" for the signed-in session (docs/gateway-api.md, "Live
 * events"). A graph instance follows every event once (instanceLiveFeed, with LIVE_FEED_SECRET) and fans it out to its
 * subscriptions, or without the secret holds one such call per open subscription (a long poll); either way several
 * graph instances see the same events: they come from the database's outbox (platform_event), written in the move's
 * own transaction.
 */
import { MAX_ID } from '../fields.ts';
import { int, jsonObject, optional, orEmpty } from './input-fields.ts';
import { route } from './route.ts';

/** The longest hold of one call, in seconds: under the graph's 20 s request limit with room to spare. */
export const LIVE_HOLD_SECONDS_MAX = 15;

/**
 * What happened: a new application or need (application.new), a status move (application.status), a claim
 * (application.claimed), a 补件 request or answer (supplement.asked, supplement.answered), a thread message
 * (thread.message), a message-centre message (message.new); a government viewer sees only dashboard.changed.
 */
export type LiveTopic =
  | 'application.new'
  | 'application.status'
  | 'application.claimed'
  | 'supplement.asked'
  | 'supplement.answered'
  | 'thread.message'
  | 'message.new'
  | 'dashboard.changed';

export interface LiveEventRecord {
  id: number;
  topic: LiveTopic;
  /** Null for message-centre messages without an application and for dashboard.changed. */
  applicationId: number | null;
}

export interface LiveEventsRecord {
  /** Pass it as `after` next time: the newest event id seen (the newest of all when `after` was left out). */
  cursor: number;
  events: LiveEventRecord[];
  /**
   * Only when `after` was left out: the audiences the caller belongs to (e.g. `company:12`; an institution's staff
   * `org:3` and `institutions`), the keys of the instance feed's deliveries it may receive.
   */
  audience?: string[];
}

/** One event as one audience may learn it (the government viewer's as dashboard.changed). */
export interface LiveDeliveryRecord {
  audience: string;
  event: LiveEventRecord;
}

export interface LiveFeedRecord {
  cursor: number;
  /** Oldest first; one event may reach several audiences, each in its own form. */
  deliveries: LiveDeliveryRecord[];
}

/** The header that carries LIVE_FEED_SECRET on the instance feed's calls. */
export const LIVE_FEED_SECRET_HEADER = 'X-Live-Feed-Secret';

/** What the gateway and the graph use when LIVE_FEED_SECRET is unset outside production (never in production). */
export const DEVELOPMENT_LIVE_FEED_SECRET = 'development-live-feed-secret';

const liveInput = orEmpty(
  jsonObject({
    /** Left out: answers at once with the current cursor and no events (where a new subscription starts). */
    after: optional(int('游标（after）', 0, MAX_ID)),
    /** Seconds to hold while nothing new is there (default and most: LIVE_HOLD_SECONDS_MAX; 0 answers at once). */
    wait: optional(int('等待秒数（wait）', 0, LIVE_HOLD_SECONDS_MAX)),
  }),
);

/** The enterprise's events: its current company's applications and messages (a certified member). */
export const enterpriseLiveEvents = route<LiveEventsRecord>()({
  method: 'GET',
  path: '/loan/pc/live/events',
  inputIn: 'query',
  input: liveInput,
});

/** The workbench's events: an institution's own applications and open needs; the government viewer's dashboard. */
export const staffLiveEvents = route<LiveEventsRecord>()({
  method: 'GET',
  path: '/loan/org/live/events',
  inputIn: 'query',
  input: liveInput,
});

/**
 * Every event with its audiences, for a graph instance that fans one feed out to all its subscriptions (the
 * header LIVE_FEED_SECRET_HEADER, not a session: no person may call it).
 */
export const instanceLiveFeed = route<LiveFeedRecord>()({
  method: 'GET',
  path: '/loan/live/feed',
  inputIn: 'query',
  input: liveInput,
});
