import {
  LIVE_HOLD_SECONDS_MAX,
  type LiveDeliveryRecord,
  type LiveEventRecord,
  type LiveFeedRecord,
} from '@sme/contract/routes/live-events';
import { pauseIfUnheard } from './unheard-pause.ts';

/** One long poll of the gateway's instance feed (GET /loan/live/feed, with LIVE_FEED_SECRET). */
export type FeedPoll = (input: { after?: number; wait?: number }) => Promise<LiveFeedRecord>;

/** A subscription as the hub sees it: whose events it may receive, from where. */
export interface Follower {
  /** The audiences its session belongs to, as the gateway named them when it subscribed. */
  audience: readonly string[];
  /** Only events with a greater id reach it; moves on with each one delivered. */
  after: number;
  deliver: (event: LiveEventRecord) => void;
  /** The feed refuses this instance (a wrong LIVE_FEED_SECRET): the follower must end. */
  abandon: () => void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;
/** Deliveries kept for a subscription that starts behind the hub's cursor (its first read raced the feed's). */
const RECENT_KEPT = 1_000;

/**
 * The live feed of one graph instance (docs/decisions/0145-one-live-feed-per-graph-instance.md): while any
 * subscription is open, one long poll after another of every event with its audiences, each delivery handed to the
 * subscriptions of its audience. The gateway decides the audiences, as for a session's own call. A busy gateway
 * is asked again with back-off, one that cannot hear new events once a second; a refusal (a wrong secret) ends every
 * subscription and the hub (`refused`), so the instance falls back to one poll per subscription.
 */
export class LiveHub {
  readonly #byAudience = new Map<string, Set<Follower>>();
  readonly #all = new Set<Follower>();
  #cursor = 0;
  #recent: LiveDeliveryRecord[] = [];
  #running = false;
  #refused = false;
  #closed = false;

  constructor(
    private readonly poll: FeedPoll,
    private readonly isRefusal: (error: unknown) => boolean,
    private readonly onFailure: (error: unknown, refused: boolean) => void,
  ) {}

  get refused(): boolean {
    return this.#refused;
  }

  get followers(): number {
    return this.#all.size;
  }

  /** Adds a subscription; answers its stop. */
  follow(follower: Follower): () => void {
    if (this.#refused || this.#closed) {
      follower.abandon();
      return () => {};
    }
    if (this.#running) {
      for (const delivery of this.#recent) this.#offer(follower, delivery);
    } else {
      this.#cursor = follower.after;
      this.#recent = [];
    }
    for (const audience of follower.audience) {
      const followers = this.#byAudience.get(audience) ?? new Set();
      followers.add(follower);
      this.#byAudience.set(audience, followers);
    }
    this.#all.add(follower);
    if (!this.#running) void this.#run();
    return () => {
      if (!this.#all.delete(follower)) return;
      for (const audience of follower.audience) {
        const followers = this.#byAudience.get(audience);
        followers?.delete(follower);
        if (followers?.size === 0) this.#byAudience.delete(audience);
      }
    };
  }

  /** Stops polling once the call in flight returns, and ends every subscription. */
  close() {
    this.#closed = true;
    this.#abandonAll();
  }

  async #run() {
    this.#running = true;
    let retryMs = FIRST_RETRY_MS;
    try {
      while (this.#all.size > 0 && !this.#closed) {
        let answer: LiveFeedRecord;
        const asked = Date.now();
        try {
          answer = await this.poll({ after: this.#cursor, wait: LIVE_HOLD_SECONDS_MAX });
          retryMs = FIRST_RETRY_MS;
        } catch (error) {
          const refused = this.isRefusal(error);
          this.onFailure(error, refused);
          if (refused) {
            this.#refused = true;
            this.#abandonAll();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, retryMs));
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          continue;
        }
        this.#cursor = Math.max(this.#cursor, answer.cursor);
        this.#recent = [...this.#recent, ...answer.deliveries].slice(-RECENT_KEPT);
        for (const delivery of answer.deliveries) {
          for (const follower of this.#byAudience.get(delivery.audience) ?? []) this.#offer(follower, delivery);
        }
        await pauseIfUnheard(asked, answer.deliveries.length === 0);
      }
    } finally {
      this.#running = false;
    }
  }

  #offer(follower: Follower, { audience, event }: LiveDeliveryRecord) {
    if (event.id <= follower.after || !follower.audience.includes(audience)) return;
    follower.after = event.id;
    follower.deliver(event);
  }

  #abandonAll() {
    const all = [...this.#all];
    this.#all.clear();
    this.#byAudience.clear();
    for (const follower of all) follower.abandon();
  }
}
