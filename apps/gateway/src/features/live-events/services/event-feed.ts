import type { Kysely } from 'kysely';
import type { ChangeSignal } from '#db/database.ts';
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
  resolve: (answer: FeedAnswer<unknown>) => void;
}

/**
 * The live events feed (docs/gateway-api.md, "Live events"): `next` answers at once with what the reader picks of
 * the rows after the cursor, or holds until a committed event it may see (one read of the new rows per change for all held
 * calls), the hold ends, the caller goes away or the gateway stops. While changes cannot be heard (a server's LISTEN
 * connection is down) it answers at once, so the graph's loop asks again rather than wait unheard.
 */
export class LiveEventFeed {
  readonly #waiters = new Set<Waiter>();
  readonly #unsubscribe: () => void;
  /** Raised by every change, so a change between a read and the wait is not missed. */
  #changes = 0;
  #checking: Promise<void> | null = null;
  #checkAgain = false;
  #closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly signal: ChangeSignal,
  ) {
    this.#unsubscribe = signal.subscribe((event) => {
      if (event.kind === 'live' && !event.live) {
        for (const waiter of this.#waiters) this.#settle(waiter, { cursor: waiter.after, items: [] });
        return;
      }
      this.#changes++;
      this.#check();
    });
  }

  get waiting(): number {
    return this.#waiters.size;
  }

  /** The newest event's id: where a new follower starts. */
  newest(): Promise<number> {
    return newestEventId(this.db);
  }

  async next<T>(reader: FeedReader<T>, after: number, holdMs: number, gone: AbortSignal): Promise<FeedAnswer<T>> {
    for (;;) {
      const changesBefore = this.#changes;
      const rows = await eventsAfter(this.db, after, READ_LIMIT, reader.narrow);
      const items = reader.pick(rows);
      const cursor = rows.at(-1)?.id ?? after;
      if (items.length > 0 || holdMs <= 0 || !this.signal.live || this.#closed) return { cursor, items };
      if (changesBefore !== this.#changes) continue;
      return this.#wait(reader, cursor, holdMs, gone);
    }
  }

  #wait<T>(reader: FeedReader<T>, after: number, holdMs: number, gone: AbortSignal): Promise<FeedAnswer<T>> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        reader: reader as FeedReader<unknown>,
        after,
        resolve: (answer) => {
          clearTimeout(timer);
          gone.removeEventListener('abort', onGone);
          resolve(answer as FeedAnswer<T>);
        },
      };
      const timer = setTimeout(() => this.#settle(waiter, { cursor: waiter.after, items: [] }), holdMs);
      const onGone = () => this.#settle(waiter, { cursor: waiter.after, items: [] });
      gone.addEventListener('abort', onGone);
      this.#waiters.add(waiter);
      if (gone.aborted) onGone();
    });
  }

  #settle(waiter: Waiter, answer: FeedAnswer<unknown>) {
    if (!this.#waiters.delete(waiter)) return;
    waiter.resolve(answer);
  }

  /** Reads the new rows once for every held call; a change during the read makes one more read after it. */
  #check() {
    if (this.#checking) {
      this.#checkAgain = true;
      return;
    }
    if (this.#waiters.size === 0) return;
    this.#checking = (async () => {
      try {
        do {
          this.#checkAgain = false;
          const from = Math.min(...[...this.#waiters].map((waiter) => waiter.after));
          const rows = await eventsAfter(this.db, from, READ_LIMIT);
          const last = rows.at(-1)?.id;
          if (last === undefined) continue;
          for (const waiter of this.#waiters) {
            const items = waiter.reader.pick(rows.filter((row) => row.id > waiter.after));
            waiter.after = Math.max(waiter.after, last);
            if (items.length > 0) this.#settle(waiter, { cursor: waiter.after, items });
          }
          if (rows.length === READ_LIMIT) this.#checkAgain = true;
        } while (this.#checkAgain && this.#waiters.size > 0);
      } catch {
        // A failed read cannot tell what happened: answer empty at the cursor, and the graph asks again.
        for (const waiter of this.#waiters) this.#settle(waiter, { cursor: waiter.after, items: [] });
      } finally {
        this.#checking = null;
      }
    })();
  }

  /** Answers every held call and stops listening: for a gateway that shuts down. */
  close() {
    this.#closed = true;
    this.#unsubscribe();
    for (const waiter of this.#waiters) this.#settle(waiter, { cursor: waiter.after, items: [] });
  }
}
