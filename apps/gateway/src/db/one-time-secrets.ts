import type { Kysely, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { DB } from './schema.ts';

/** The tables of one-time secrets (login codes, tickets, keys, tokens): a row is live while neither used nor expired. */
type OneTimeTable = { [T in keyof DB]: DB[T] extends { used_at: unknown; expires_at: unknown } ? T : never }[keyof DB];

/** What every one-time secret's table has; kysely cannot type an update of a table that a type parameter names. */
type SecretColumns = Record<'secret', { used_at: Date | null; expires_at: Date }>;

/**
 * Uses up a live one-time secret: one update that only a live row passes, so two requests with the same secret
 * cannot both use it. The caller narrows it to its secret and says what it returns.
 */
export function useUpLive<T extends OneTimeTable>(
  db: Kysely<DB>,
  table: T,
  now: Date,
): UpdateQueryBuilder<DB, T, T, UpdateResult> {
  const update = (db as unknown as Kysely<SecretColumns>)
    .updateTable(table as unknown as 'secret')
    .set({ used_at: now })
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  return update as unknown as UpdateQueryBuilder<DB, T, T, UpdateResult>;
}
