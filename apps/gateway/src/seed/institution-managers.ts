import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { institutionSeeds } from './catalog/catalog-rows.ts';
import { demoInstitutions } from './catalog/demo-institutions.ts';
import { seedUnderLock } from './seed-under-lock.ts';

/** Advisory lock key: instances starting together on one empty PostgreSQL seed the managers once. */
const MANAGER_SEED_LOCK = 7_310_011;

/** Surnames of the demo account managers; each is followed by 示范 (fictional, like the institutions). */
const SURNAMES = [...'陈林黄周吴郑梁何罗谢冯邓曾彭苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石'];

/**
 * Two fictional account managers for each demo institution that has none yet (the demo institutions only, never
 * an institution added for real). Mobiles 199 0000 IINN: II the institution's place in the demo list, NN the manager.
 */
export async function seedInstitutionManagers(db: Kysely<DB>, now = new Date()): Promise<boolean> {
  return seedUnderLock(db, MANAGER_SEED_LOCK, async (trx) => {
    const orgs = await demoInstitutions(trx)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('org_user as u').select('u.id').whereRef('u.org_id', '=', 'o.id'))),
      )
      .execute();
    if (orgs.length === 0) return false;
    const rows = orgs.flatMap((org) => {
      const place = institutionSeeds.findIndex((seed) => seed.orgName === org.org_name);
      return [0, 1].map((n) => ({
        org_id: org.id,
        name: `${SURNAMES[(place * 2 + n) % SURNAMES.length]}示范`,
        mobile: `1990000${String(place + 1).padStart(2, '0')}${String(n + 1).padStart(2, '0')}`,
        created_at: now,
      }));
    });
    await trx
      .insertInto('org_user')
      .values(rows)
      .onConflict((oc) => oc.column('mobile').doNothing())
      .execute();
    return true;
  });
}
