import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * Runs a seeding step in one transaction holding the step's advisory lock: instances starting together on one
 * database take turns, so the later ones see what the first wrote and seed nothing again.
 */
export function seedUnderLock<Result>(
  db: Kysely<DB>,
  lockKey: number,
  step: (trx: Transaction<DB>) => Promise<Result>,
): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(lockKey)})`.execute(trx);
    return step(trx);
  });
}
