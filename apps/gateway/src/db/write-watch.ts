/**
 * Counts the statements that may have changed data in an embedded (PGlite) database. Every statement of such a
 * database passes through this process (its data directory is locked to one process, see data-dir-lock.ts), so an
 * unchanged count proves that nothing was written since a value was read — a cache may reuse what it read without
 * asking the database again (docs/decisions/0033-gateway-throughput-and-the-graphs-revalidation.md, "Gateway throughput").
 */
export interface WriteWatch {
  /** Raised after every statement that may have written, once it has finished (committed, failed or rolled back). */
  readonly count: number;
  /** Calls `listener` after every counted statement (the catalogue version feed wakes on it); returns its removal. */
  subscribe(listener: () => void): () => void;
}

/**
 * A plain SELECT cannot fire the triggers that record changes (they fire on insert, update, delete, truncate) and
 * none of our SQL functions writes; everything else — writes, DDL, BEGIN/COMMIT, WITH (which may hold a write) — is
 * counted, so a mistake here costs a read, never a stale answer.
 */
const PLAIN_READ = /^\s*select\b/i;

export function isPlainRead(sql: string): boolean {
  return PLAIN_READ.test(sql);
}

export class StatementWatch implements WriteWatch {
  #count = 0;
  readonly #listeners = new Set<() => void>();

  get count(): number {
    return this.#count;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Call after a statement has finished, whatever its outcome. */
  finished(sql: string): void {
    if (isPlainRead(sql)) return;
    this.#count++;
    for (const listener of this.#listeners) listener();
  }
}
