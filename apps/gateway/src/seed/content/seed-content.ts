import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { seedUnderLock } from '../seed-under-lock.ts';
import { articleRow, articleSeeds, policyRow, policySeeds } from './content-rows.ts';

/** Advisory lock key: instances starting together on one empty PostgreSQL seed the content once. */
const CONTENT_SEED_LOCK = 7_310_015;

/**
 * Seeds the demo policies and articles, each table only when it is empty (so a restart changes nothing and content
 * an operator edited is kept); answers whether it seeded anything.
 */
export async function seedContentIfEmpty(db: Kysely<DB>): Promise<boolean> {
  return seedUnderLock(db, CONTENT_SEED_LOCK, async (trx) => {
    let seeded = false;
    if (!(await trx.selectFrom('enterprise_policy').select('id').limit(1).executeTakeFirst())) {
      await trx.insertInto('enterprise_policy').values(policySeeds.map(policyRow)).execute();
      seeded = true;
    }
    if (!(await trx.selectFrom('content_article').select('id').limit(1).executeTakeFirst())) {
      await trx.insertInto('content_article').values(articleSeeds.map(articleRow)).execute();
      seeded = true;
    }
    return seeded;
  });
}
