/** One whole GraphQL answer as sent: its bytes, the headers Apollo added, the catalogue version it was made at. */
export interface KeptAnswer {
  version: string;
  body: Buffer;
  headers: [string, string | number | readonly string[]][];
}

/** Bytes of kept answers (bodies and keys) per instance, whatever their number. */
export const KEPT_BYTES = 32 * 1024 * 1024;

/**
 * A least-recently-used map of kept answers, keyed by the request (answer-cache.ts), bounded by a number of entries
 * and by the bytes of their bodies and keys.
 */
export class AnswerStore {
  readonly #entries = new Map<string, KeptAnswer>();
  #bytes = 0;

  constructor(
    private readonly capacity: number,
    private readonly maxBytes = KEPT_BYTES,
  ) {}

  get(key: string): KeptAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  put(key: string, answer: KeptAnswer): void {
    this.#remove(key);
    this.#entries.set(key, answer);
    this.#bytes += weight(key, answer);
    while (this.#entries.size > this.capacity || this.#bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#remove(oldest.value);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= weight(key, entry);
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

function weight(key: string, answer: KeptAnswer): number {
  return answer.body.length + key.length * 2;
}
