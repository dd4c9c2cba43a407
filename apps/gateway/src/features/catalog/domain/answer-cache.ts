import { createHash } from 'node:crypto';

/**
 * One serialized public catalogue answer, valid while the catalogue has the version it was made at. The body is
 * kept as the bytes sent and the ETag as its header text, so a hit neither stringifies, encodes nor hashes.
 */
export interface CachedAnswer {
  version: string;
  etag: string;
  body: Buffer;
}

/**
 * A bounded least-recently-used map of serialized catalogue answers keyed by call and parameters. Entries carry the
 * catalogue version they were made at; a caller serves one only when that equals the version just read from the
 * shared database, so an instance never answers from a catalogue another instance (or SQL) has changed since.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();

  constructor(private readonly capacity: number) {}

  get(key: string, version: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== version) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  put(key: string, version: string, body: string): CachedAnswer {
    const entry = { version, etag: answerEtag(key, version), body: Buffer.from(body, 'utf8') };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    return entry;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The ETag of an answer: the catalogue version and a digest of the call and its parameters. */
export function answerEtag(key: string, version: string): string {
  const digest = createHash('sha256').update(key).digest('base64url').slice(0, 16);
  return `"c${version}-${digest}"`;
}
