import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { EstimateFactor, QuotaEstimate } from '../domain/quota-formula.ts';

export interface StoredEstimate {
  id: number;
  low: number;
  high: number;
  factors: EstimateFactor[];
  formulaVersion: number;
  createdAt: Date;
}

export async function insertEstimate(
  trx: Kysely<DB>,
  owner: { companyId: number; userId: number },
  estimate: QuotaEstimate,
  now: Date,
): Promise<number> {
  const row = await trx
    .insertInto('quota_estimate')
    .values({
      company_id: owner.companyId,
      user_id: owner.userId,
      low_amount: estimate.low,
      high_amount: estimate.high,
      factors: JSON.stringify(estimate.factors),
      formula_version: estimate.formulaVersion,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The company's newest estimate, or null. */
export async function latestEstimate(db: Kysely<DB>, companyId: number): Promise<StoredEstimate | null> {
  const row = await db
    .selectFrom('quota_estimate')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  // jsonb comes back parsed from pg and PGlite alike; text only from an unusual driver.
  const factors = typeof row.factors === 'string' ? JSON.parse(row.factors) : row.factors;
  return {
    id: row.id,
    low: Number(row.low_amount),
    high: Number(row.high_amount),
    factors: factors as EstimateFactor[],
    formulaVersion: row.formula_version,
    createdAt: new Date(row.created_at),
  };
}
