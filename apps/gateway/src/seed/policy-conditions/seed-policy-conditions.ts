import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { seedUnderLock } from '../seed-under-lock.ts';
import { POLICY_CONDITION_SEEDS } from './policy-conditions.data.ts';

/** Advisory lock key: instances starting together on one empty PostgreSQL seed the conditions once. */
const POLICY_CONDITION_SEED_LOCK = 7_310_029;

/**
 * Issue 22, slice policies: seeds the demo policies' conditions when no policy has any (so conditions written
 * since are kept); a seed title no policy carries is skipped. Answers whether it seeded anything.
 */
export async function seedPolicyConditionsIfEmpty(db: Kysely<DB>): Promise<boolean> {
  return seedUnderLock(db, POLICY_CONDITION_SEED_LOCK, async (trx) => {
    if (await trx.selectFrom('policy_condition').select('policy_id').limit(1).executeTakeFirst()) return false;
    const policies = await trx
      .selectFrom('enterprise_policy')
      .select(['id', 'title'])
      .where(
        'title',
        'in',
        POLICY_CONDITION_SEEDS.map((seed) => seed.title),
      )
      .execute();
    const idOf = new Map(policies.map((policy) => [policy.title, policy.id]));
    const rows = POLICY_CONDITION_SEEDS.flatMap(({ title, conditions }) => {
      const policyId = idOf.get(title);
      return policyId === undefined ? [] : [{ policy_id: policyId, ...conditions }];
    });
    if (rows.length === 0) return false;
    await trx.insertInto('policy_condition').values(rows).execute();
    return true;
  });
}
