import { evictOldest, touchEntry } from './least-recently-used.ts';

export type KeptHeader = [string, string | number | readonly string[]];

/** An answer as the compression middleware sent it for one Accept-Encoding: the headers it added, the bytes. */
export interface KeptEncoding {
  headers: KeptHeader[];
  body: Buffer;
}

/**
 * One whole GraphQL answer as sent: its bytes, the headers Apollo added, the catalogue version it was made at, and
 * its encodings by the request's Accept-Encoding (answer-cache.ts).
 */
export interface KeptAnswer {
  version: string;
  body: Buffer;
  headers: KeptHeader[];
  variants: Map<string, KeptEncoding>;
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
    return touchEntry(this.#entries, key);
  }

  put(key: string, answer: KeptAnswer): void {
    this.#remove(key);
    this.#entries.set(key, answer);
    this.#bytes += weight(key, answer);
    this.#evict();
  }

  /** An answer still kept under `key` has grown by `bytes` (an encoding added); the budget applies again. */
  grew(key: string, answer: KeptAnswer, bytes: number): void {
    if (this.#entries.get(key) !== answer) return;
    this.#bytes += bytes;
    this.#evict();
  }

  #evict(): void {
    evictOldest(
      this.#entries,
      () => this.#entries.size > this.capacity || this.#bytes > this.maxBytes,
      (key) => this.#remove(key),
    );
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
  let bytes = answer.body.length + key.length * 2;
  for (const variant of answer.variants.values()) if (variant.body !== answer.body) bytes += variant.body.length;
  return bytes;
}
