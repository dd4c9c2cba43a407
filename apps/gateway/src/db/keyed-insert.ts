import type { Insertable, Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** The tables whose rows a company makes once per idempotency key (unique on company_id, idempotency_key). */
type KeyedTable = 'loan_application' | 'equity_application';

/**
 * Inserts the row unless the company already used its idempotency key; answers the new row's id, or null when the
 * key was taken (a parallel double submit waits here for the first one's commit, then finds its row).
 */
export async function insertUnlessKeyUsed<T extends KeyedTable>(
  trx: Kysely<DB>,
  table: T,
  row: Insertable<DB[T]>,
): Promise<number | null> {
  // The row is checked against its own table above; Kysely cannot check a value of a table chosen by a type parameter.
  const inserted = await (trx as Kysely<Pick<DB, KeyedTable>>)
    .insertInto(table as KeyedTable)
    .values(row as Insertable<DB[KeyedTable]>)
    .onConflict((oc) => oc.columns(['company_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}
