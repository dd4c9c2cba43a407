/** One whole GraphQL answer as sent: its bytes, the headers Apollo added, the catalogue version it was made at. */
export interface KeptAnswer {
  version: string;
  body: Buffer;
  headers: [string, string | number | readonly string[]][];
}

/** A bounded least-recently-used map of kept answers, keyed by the request (answer-cache-middleware.ts). */
export class AnswerStore {
  readonly #entries = new Map<string, KeptAnswer>();

  constructor(private readonly capacity: number) {}

  get(key: string): KeptAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  put(key: string, answer: KeptAnswer): void {
    this.#entries.delete(key);
    this.#entries.set(key, answer);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
