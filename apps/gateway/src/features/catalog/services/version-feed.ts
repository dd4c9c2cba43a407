import type { ChangeSignal } from '#db/database.ts';
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

interface Waiter {
  after: string;
  resolve: (answer: FeedAnswer) => void;
}

/**
 * The catalogue version feed (docs/gateway-api.md, "Catalogue version feed"): `next(after)` answers at once when
 * the version differs from `after` (or changes are not heard), otherwise holds until a committed change raises it,
 * the hold ends (same version, still live) or the caller goes away. One version read per change for all waiters.
 */
export class CatalogVersionFeed {
  readonly #waiters = new Set<Waiter>();
  readonly #unsubscribe: () => void;
  /** Raised by every change event, so a change between a read and the wait is not missed. */
  #changes = 0;
  #checking: Promise<void> | null = null;
  #checkAgain = false;
  #closed = false;

  constructor(
    private readonly read: CatalogVersionReader,
    private readonly signal: ChangeSignal,
  ) {
    this.#unsubscribe = signal.subscribe((event) => {
      if (event.kind === 'live' && !event.live) {
        for (const waiter of this.#waiters) this.#settle(waiter, { version: waiter.after, live: false });
        return;
      }
      this.#changes++;
      this.#check();
    });
  }

  get waiting(): number {
    return this.#waiters.size;
  }

  async next(after: string | undefined, holdMs: number, gone: AbortSignal): Promise<FeedAnswer> {
    for (;;) {
      const changesBefore = this.#changes;
      const version = await this.read();
      if (!this.signal.live || this.#closed) return { version, live: false };
      if (version !== after || holdMs <= 0) return { version, live: true };
      if (changesBefore !== this.#changes) continue;
      return this.#wait(version, holdMs, gone);
    }
  }

  #wait(after: string, holdMs: number, gone: AbortSignal): Promise<FeedAnswer> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        after,
        resolve: (answer) => {
          clearTimeout(timer);
          gone.removeEventListener('abort', onGone);
          resolve(answer);
        },
      };
      const timer = setTimeout(() => this.#settle(waiter, { version: after, live: this.signal.live }), holdMs);
      const onGone = () => this.#settle(waiter, { version: after, live: false });
      gone.addEventListener('abort', onGone);
      this.#waiters.add(waiter);
      if (gone.aborted) onGone();
    });
  }

  #settle(waiter: Waiter, answer: FeedAnswer) {
    if (!this.#waiters.delete(waiter)) return;
    waiter.resolve(answer);
  }

  /** Reads the version once for every waiter; a change during the read makes one more read after it. */
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
          const version = await this.read();
          for (const waiter of this.#waiters) {
            if (waiter.after !== version) this.#settle(waiter, { version, live: this.signal.live });
          }
        } while (this.#checkAgain && this.#waiters.size > 0);
      } catch {
        // A failed read cannot tell whether the version moved: answer "not live", and the graph asks the gateway.
        for (const waiter of this.#waiters) this.#settle(waiter, { version: waiter.after, live: false });
      } finally {
        this.#checking = null;
      }
    })();
  }

  /** Answers every held request (not live) and stops listening: for a gateway that shuts down. */
  close() {
    this.#closed = true;
    this.#unsubscribe();
    for (const waiter of this.#waiters) this.#settle(waiter, { version: waiter.after, live: false });
  }
}
