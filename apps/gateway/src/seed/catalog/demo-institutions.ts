import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { institutionSeeds } from './catalog-rows.ts';

const DEMO_INSTITUTION_NAMES = institutionSeeds.map((seed) => seed.orgName);

/** The demo institutions' rows (o: id, org_name), found by their seed names: one renamed since is not among them. */
export function demoInstitutions(trx: Kysely<DB>) {
  return trx
    .selectFrom('financial_org as o')
    .select(['o.id', 'o.org_name'])
    .where('o.org_name', 'in', DEMO_INSTITUTION_NAMES);
}
