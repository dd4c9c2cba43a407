import type { ChangeSignal } from './database.ts';

/** What a call's look found: its answer now, or the held call to wait as until a change has news for it. */
export type Look<Call, Answer> = { now: Answer } | { hold: Call };

export interface LongPollAnswers<Call, Answer> {
  /** The answer of a held call that ends without news: changes not heard, the caller gone, a failed read, a stop. */
  quiet: (call: Call) => Answer;
  /** The answer of a held call whose hold ended without news. */
  timedOut: (call: Call) => Answer;
  /**
   * One read after a change for every held call (`calls`, the ones held now, iterated as they are), answering those it
   * has news for with `answer`; true: read again at once (more than one read could take).
   */
  check: (calls: Iterable<Call>, answer: (call: Call, news: Answer) => void) => Promise<boolean | undefined>;
}

/**
 * The calls a long poll on committed changes holds (the catalogue version feed, the live events feed): `next` looks
 * until the look answers or no change came during it, then holds the call until a change has news for it, the hold
 * ends, the caller goes away, changes are no longer heard or the poll is closed. One read per change for all held
 * calls; a change during that read makes one more read after it.
 */
export class LongPoll<Call, Answer> {
  readonly #held = new Map<Call, (answer: Answer) => void>();
  readonly #unsubscribe: () => void;
  /** Raised by every change event, so a change between a read and the wait is not missed. */
  #changes = 0;
  #checking: Promise<void> | null = null;
  #checkAgain = false;
  #closed = false;

  constructor(
    private readonly signal: ChangeSignal,
    private readonly answers: LongPollAnswers<Call, Answer>,
  ) {
    this.#unsubscribe = signal.subscribe((event) => {
      if (event.kind === 'live' && !event.live) {
        this.#quietAll();
        return;
      }
      this.#changes++;
      this.#check();
    });
  }

  get waiting(): number {
    return this.#held.size;
  }

  /** Whether a held call can be answered by a change: changes are heard and the poll is not closed. */
  get heard(): boolean {
    return this.signal.live && !this.#closed;
  }

  async next(look: () => Promise<Look<Call, Answer>>, holdMs: number, gone: AbortSignal): Promise<Answer> {
    for (;;) {
      const changesBefore = this.#changes;
      const found = await look();
      if ('now' in found) return found.now;
      if (changesBefore !== this.#changes) continue;
      return this.#wait(found.hold, holdMs, gone);
    }
  }

  #wait(call: Call, holdMs: number, gone: AbortSignal): Promise<Answer> {
    return new Promise((resolve) => {
      const settle = (answer: Answer) => {
        clearTimeout(timer);
        gone.removeEventListener('abort', onGone);
        resolve(answer);
      };
      const timer = setTimeout(() => this.#answer(call, this.answers.timedOut(call)), holdMs);
      const onGone = () => this.#answer(call, this.answers.quiet(call));
      gone.addEventListener('abort', onGone);
      this.#held.set(call, settle);
      if (gone.aborted) onGone();
    });
  }

  #answer = (call: Call, answer: Answer) => {
    const resolve = this.#held.get(call);
    if (resolve === undefined) return;
    this.#held.delete(call);
    resolve(answer);
  };

  #quietAll() {
    for (const call of this.#held.keys()) this.#answer(call, this.answers.quiet(call));
  }

  #check() {
    if (this.#checking) {
      this.#checkAgain = true;
      return;
    }
    if (this.#held.size === 0) return;
    const held: Iterable<Call> = { [Symbol.iterator]: () => this.#held.keys() };
    this.#checking = (async () => {
      try {
        do {
          this.#checkAgain = false;
          if (await this.answers.check(held, this.#answer)) this.#checkAgain = true;
        } while (this.#checkAgain && this.#held.size > 0);
      } catch {
        // A failed read cannot tell what changed: every held call is answered quietly, and its caller asks again.
        this.#quietAll();
      } finally {
        this.#checking = null;
      }
    })();
  }

  /** Answers every held call quietly and stops listening: for a gateway that shuts down. */
  close() {
    this.#closed = true;
    this.#unsubscribe();
    this.#quietAll();
  }
}
