import { evictOldest, touchEntry } from '#answer-cache/least-recently-used.ts';

/**
 * Public gateway answers (the catalogue's: `Cache-Control: public` with an ETag) kept by the graph with their ETag
 * and asked for again on every use with If-None-Match: the gateway still decides each time, so a product taken off
 * shelf disappears at once, but an unchanged answer comes back as a 304 without a body, which neither side has to
 * serialise, send or parse again (docs/decisions/0033-gateway-throughput-and-the-graphs-revalidation.md, "Gateway throughput"). Answers are shared between requests and
 * never changed by resolvers (they map fields, they do not write to records).
 */
export interface HeldAnswer {
  etag: string;
  data: unknown;
}

export class RevalidatedAnswers {
  readonly #entries = new Map<string, HeldAnswer>();

  constructor(private readonly capacity: number) {}

  get(key: string): HeldAnswer | undefined {
    return touchEntry(this.#entries, key);
  }

  /** Keeps the answer when the gateway marked it public and tagged it; forgets the key otherwise. */
  settle(key: string, headers: { etag?: string | undefined; 'cache-control'?: string | undefined }, data: unknown) {
    const { etag } = headers;
    if (!etag || !isPublic(headers['cache-control'])) {
      this.#entries.delete(key);
      return;
    }
    this.#entries.delete(key);
    this.#entries.set(key, { etag, data });
    evictOldest(
      this.#entries,
      () => this.#entries.size > this.capacity,
      (oldest) => this.#entries.delete(oldest),
    );
  }

  get size(): number {
    return this.#entries.size;
  }
}

function isPublic(cacheControl: string | undefined): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  return directives.includes('public') && !directives.includes('no-store');
}

/** Everything of a call that can change a public answer: method, path, query and body (never who asks). */
export function answerKey(method: string, url: string, query: unknown, body: unknown): string {
  return `${method} ${url} ${query === undefined ? '' : JSON.stringify(query)} ${body === undefined ? '' : JSON.stringify(body)}`;
}
