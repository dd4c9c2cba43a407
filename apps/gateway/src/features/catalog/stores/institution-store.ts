import type { institutionList } from '@sme/contract/routes/catalog';
import type { ParsedInput } from '@sme/contract/routes/route';
import type { Kysely } from 'kysely';
import { containsPattern } from '#db/like-pattern.ts';
import { countTotal, readRecordPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import { type InstitutionRecord, toInstitutionRecord } from '../domain/catalog-rows.ts';
import type { Page } from '../domain/paging.ts';

/** Institutions with the number of their products on shelf. */
function institutionsWithCounts(db: Kysely<DB>) {
  return db
    .selectFrom('financial_org as o')
    .select(['o.id', 'o.org_name', 'o.org_type', 'o.logo', 'o.intro', 'o.address', 'o.phone', 'o.if_normal'])
    .select((eb) =>
      eb
        .selectFrom('loan_product as p')
        .whereRef('p.org_id', '=', 'o.id')
        .where('p.on_shelf', '=', true)
        .select((sub) => sub.fn.countAll<string | number | bigint>().as('n'))
        .as('product_count'),
    );
}

/** Institutions in service matching the filter, by sort order then id. */
export async function listInstitutions(
  db: Kysely<DB>,
  filter: ParsedInput<typeof institutionList>,
): Promise<Page<InstitutionRecord>> {
  const matching = db
    .selectFrom('financial_org as o')
    .where('o.if_normal', '=', true)
    .where((eb) => {
      const conditions = [];
      if (filter.orgType !== undefined) conditions.push(eb('o.org_type', '=', filter.orgType));
      if (filter.keyword !== undefined) conditions.push(eb('o.org_name', 'ilike', containsPattern(filter.keyword)));
      return eb.and(conditions);
    });
  return readRecordPage(
    institutionsWithCounts(db)
      .where('o.id', 'in', matching.select('o.id'))
      .orderBy('o.sort', 'asc')
      .orderBy('o.id', 'asc'),
    matching.select(countTotal),
    filter,
    toInstitutionRecord,
  );
}

/** One institution, disabled ones included; null when unknown. */
export async function findInstitution(db: Kysely<DB>, id: number): Promise<InstitutionRecord | null> {
  const row = await institutionsWithCounts(db).where('o.id', '=', id).executeTakeFirst();
  return row ? toInstitutionRecord(row) : null;
}
