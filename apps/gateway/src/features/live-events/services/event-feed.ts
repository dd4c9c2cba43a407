import type { Kysely } from 'kysely';
import type { ChangeSignal } from '#db/database.ts';
import { LongPoll } from '#db/long-poll.ts';
import type { DB } from '#db/schema.ts';
import type { LiveViewer, PlatformEventRow } from '../domain/audience.ts';
import { eventsAfter, newestEventId } from '../stores/event-store.ts';

/** The most rows one read takes; a busier moment answers in several calls (the cursor moves on). */
const READ_LIMIT = 200;

/** What one caller reads of the rows: a viewer's events, or the instance feed's deliveries. */
export interface FeedReader<T> {
  /** The viewer whose rows alone the SQL reads (none: every row). */
  narrow?: LiveViewer;
  pick: (rows: readonly PlatformEventRow[]) => T[];
}

export interface FeedAnswer<T> {
  cursor: number;
  items: T[];
}

interface Waiter {
  reader: FeedReader<unknown>;
  /** Moves past rows the reader does not pick, so the next read starts after them. */
  after: number;
}

/**
 * The live events feed (docs/gateway-api.md, "Live events"): `next` answers at once with what the reader picks of
 * the rows after the cursor, or holds until a committed event it may see (one read of the new rows per change for all held
 * calls), the hold ends, the caller goes away or the gateway stops. While changes cannot be heard (a server's LISTEN
 * connection is down) it answers at once, so the graph's loop asks again rather than wait unheard.
 */
export class LiveEventFeed {
  readonly #poll: LongPoll<Waiter, FeedAnswer<unknown>>;

  constructor(
    private readonly db: Kysely<DB>,
    signal: ChangeSignal,
  ) {
    const empty = (waiter: Waiter) => ({ cursor: waiter.after, items: [] });
    this.#poll = new LongPoll<Waiter, FeedAnswer<unknown>>(signal, {
      quiet: empty,
      timedOut: empty,
      // Reads the new rows once for every held call.
      check: async (waiters, answer) => {
        const from = Math.min(...[...waiters].map((waiter) => waiter.after));
        const rows = await eventsAfter(this.db, from, READ_LIMIT);
        const last = rows.at(-1)?.id;
        if (last === undefined) return false;
        for (const waiter of waiters) {
          const items = waiter.reader.pick(rows.filter((row) => row.id > waiter.after));
          waiter.after = Math.max(waiter.after, last);
          if (items.length > 0) answer(waiter, { cursor: waiter.after, items });
        }
        return rows.length === READ_LIMIT;
      },
    });
  }

  get waiting(): number {
    return this.#poll.waiting;
  }

  /** The newest event's id: where a new follower starts. */
  newest(): Promise<number> {
    return newestEventId(this.db);
  }

  async next<T>(reader: FeedReader<T>, after: number, holdMs: number, gone: AbortSignal): Promise<FeedAnswer<T>> {
    const answer = await this.#poll.next(
      async () => {
        const rows = await eventsAfter(this.db, after, READ_LIMIT, reader.narrow);
        const items = reader.pick(rows);
        const cursor = rows.at(-1)?.id ?? after;
        if (items.length > 0 || holdMs <= 0 || !this.#poll.heard) return { now: { cursor, items } };
        return { hold: { reader: reader as FeedReader<unknown>, after: cursor } };
      },
      holdMs,
      gone,
    );
    return answer as FeedAnswer<T>;
  }

  /** Answers every held call and stops listening: for a gateway that shuts down. */
  close() {
    this.#poll.close();
  }
}
