import type { ChangeSignal } from '#db/database.ts';
import { LongPoll } from '#db/long-poll.ts';
import type { CatalogVersionReader } from './catalog-version.ts';

/** What the feed answers: the catalogue version now, and whether changes are being heard (see `live`). */
export interface FeedAnswer {
  version: string;
  /**
   * False while this gateway cannot hear changes (a server's LISTEN connection is down): the version is the one just
   * read, but a change may follow unannounced, so the graph must not rely on the feed until it is live again.
   */
  live: boolean;
}

/** A held request: the version it already has. */
interface Waiter {
  after: string;
}

/**
 * The catalogue version feed (docs/gateway-api.md, "Catalogue version feed"): `next(after)` answers at once when
 * the version differs from `after` (or changes are not heard), otherwise holds until a committed change raises it,
 * the hold ends (same version, still live) or the caller goes away. One version read per change for all waiters.
 */
export class CatalogVersionFeed {
  readonly #poll: LongPoll<Waiter, FeedAnswer>;

  constructor(
    private readonly read: CatalogVersionReader,
    private readonly signal: ChangeSignal,
  ) {
    this.#poll = new LongPoll<Waiter, FeedAnswer>(signal, {
      quiet: (waiter) => ({ version: waiter.after, live: false }),
      timedOut: (waiter) => ({ version: waiter.after, live: this.signal.live }),
      // Reads the version once for every waiter.
      check: async (waiters, answer) => {
        const version = await this.read();
        for (const waiter of waiters) {
          if (waiter.after !== version) answer(waiter, { version, live: this.signal.live });
        }
        return false;
      },
    });
  }

  get waiting(): number {
    return this.#poll.waiting;
  }

  next(after: string | undefined, holdMs: number, gone: AbortSignal): Promise<FeedAnswer> {
    return this.#poll.next(
      async () => {
        const version = await this.read();
        if (!this.#poll.heard) return { now: { version, live: false } };
        if (version !== after || holdMs <= 0) return { now: { version, live: true } };
        return { hold: { after: version } };
      },
      holdMs,
      gone,
    );
  }

  /** Answers every held request (not live) and stops listening: for a gateway that shuts down. */
  close() {
    this.#poll.close();
  }
}
