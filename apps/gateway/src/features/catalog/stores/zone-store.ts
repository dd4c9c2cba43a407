import type {
  IndustryRecord,
  ProductClassChoiceRecord,
  ProductClassRecord,
  ZoneRecord,
} from '@sme/contract/routes/zones';
import { type Kysely, sql } from 'kysely';
import { countTotal, readPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import { type ProductRecord, toProductRecord } from '../domain/catalog-rows.ts';
import type { Page } from '../domain/paging.ts';
import { toCount } from '../domain/sql-values.ts';
import { offeredProducts, recordColumns } from './product-store.ts';

interface Paging {
  pageNum: number;
  pageSize: number;
}

type ProductRow = Parameters<typeof toProductRecord>[0];

/** One page of the ordered product rows, with the number of all that match. */
async function productPage(
  ordered: Parameters<typeof readPage<ProductRow>>[0],
  counted: Parameters<typeof readPage<ProductRow>>[1],
  paging: Paging,
): Promise<Page<ProductRecord>> {
  const { rows, total } = await readPage(ordered, counted, paging);
  return { records: rows.map(toProductRecord), total, ...paging };
}

export async function findZone(db: Kysely<DB>, key: string): Promise<ZoneRecord | null> {
  const row = await db
    .selectFrom('product_zone')
    .select(['key', 'name', 'slogan', 'programme'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

/** A zone's offered products in the zone's order, then top weight, then id. */
export async function zoneProductPage(db: Kysely<DB>, key: string, paging: Paging): Promise<Page<ProductRecord>> {
  const matching = offeredProducts(db)
    .innerJoin('product_zone_member as m', 'm.product_id', 'p.id')
    .where('m.zone_key', '=', key);
  return productPage(
    matching.select(recordColumns).orderBy('m.sort').orderBy('p.top_weight', 'desc').orderBy('p.id'),
    matching.select(countTotal),
    paging,
  );
}

/** Classes by their sort, with the number of offered products of each. */
async function classesWithCounts(db: Kysely<DB>, id?: number): Promise<ProductClassRecord[]> {
  let query = db
    .selectFrom('product_class as c')
    .select(['c.id', 'c.name', 'c.description'])
    .select((eb) =>
      eb
        .selectFrom('product_class_member as m')
        .innerJoin('loan_product as p', 'p.id', 'm.product_id')
        .innerJoin('financial_org as o', 'o.id', 'p.org_id')
        .whereRef('m.class_id', '=', 'c.id')
        .where('p.on_shelf', '=', true)
        .where('o.if_normal', '=', true)
        .select((sub) => sub.fn.countAll<string | number | bigint>().as('n'))
        .as('product_count'),
    )
    .orderBy('c.sort')
    .orderBy('c.id');
  if (id !== undefined) query = query.where('c.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    productCount: toCount(row.product_count ?? 0),
  }));
}

export async function findProductClass(db: Kysely<DB>, id: number): Promise<ProductClassRecord | null> {
  return (await classesWithCounts(db, id))[0] ?? null;
}

/** The classes of /productZone, each with its first `size` offered products in the class's order. */
export async function productClassChoices(
  db: Kysely<DB>,
  { size }: { size: number },
): Promise<ProductClassChoiceRecord[]> {
  const classes = await classesWithCounts(db);
  if (size === 0) return classes.map((productClass) => ({ ...productClass, products: [] }));
  const rows = await offeredProducts(db)
    .innerJoin('product_class_member as m', 'm.product_id', 'p.id')
    .select([...recordColumns, 'm.class_id'])
    .select(
      sql<number>`row_number() OVER (PARTITION BY m.class_id ORDER BY m.sort, p.top_weight DESC, p.id)`.as('position'),
    )
    .execute();
  const previews = new Map<number, { position: number; record: ProductRecord }[]>();
  for (const row of rows) {
    if (Number(row.position) > size) continue;
    const list = previews.get(row.class_id) ?? [];
    list.push({ position: Number(row.position), record: toProductRecord(row) });
    previews.set(row.class_id, list);
  }
  return classes.map((productClass) => ({
    ...productClass,
    products: (previews.get(productClass.id) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((preview) => preview.record),
  }));
}

/** A class's offered products accepting any of the given guarantee methods (all when none), in the class's order. */
export async function classProductPage(
  db: Kysely<DB>,
  filter: Paging & { id: number; guaranteeMethod?: readonly number[] | undefined },
): Promise<Page<ProductRecord>> {
  const methods = filter.guaranteeMethod ?? [];
  const matching = offeredProducts(db)
    .innerJoin('product_class_member as m', 'm.product_id', 'p.id')
    .where('m.class_id', '=', filter.id)
    .where((eb) =>
      methods.length === 0
        ? eb.and([])
        : sql<boolean>`${eb.ref('p.guarantee_methods')} && CAST(${sql.lit(`{${methods.join(',')}}`)} AS smallint[])`,
    );
  return productPage(
    matching.select(recordColumns).orderBy('m.sort').orderBy('p.top_weight', 'desc').orderBy('p.id'),
    matching.select(countTotal),
    filter,
  );
}

export async function findIndustry(db: Kysely<DB>, code: string): Promise<IndustryRecord | null> {
  const row = await db
    .selectFrom('product_industry')
    .select(['code', 'name', 'description'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row ?? null;
}

/** An industry's offered products: top weight first, then the most applied for, then id. */
export async function industryProductPage(db: Kysely<DB>, code: string, paging: Paging): Promise<Page<ProductRecord>> {
  const matching = offeredProducts(db)
    .innerJoin('product_industry_tag as t', 't.product_id', 'p.id')
    .where('t.industry_code', '=', code);
  return productPage(
    matching.select(recordColumns).orderBy('p.top_weight', 'desc').orderBy('p.apply_count', 'desc').orderBy('p.id'),
    matching.select(countTotal),
    paging,
  );
}

/**
 * Products related to the given ones, never one of them: most zones, classes and industries in common first, then
 * top weight, the most applied for and id, so the list is full even when little is shared.
 */
export async function relatedProducts(
  db: Kysely<DB>,
  { productIdList, size }: { productIdList: readonly number[]; size: number },
): Promise<ProductRecord[]> {
  const given = sql.lit(`{${productIdList.join(',')}}`);
  const rows = await offeredProducts(db)
    .where('p.id', 'not in', productIdList.length > 0 ? productIdList : [0])
    .select(recordColumns)
    .select(
      sql<number>`(
        SELECT count(*) FROM (
          SELECT 'z' || zone_key FROM product_zone_member WHERE product_id = p.id
          INTERSECT SELECT 'z' || zone_key FROM product_zone_member WHERE product_id = ANY(CAST(${given} AS integer[]))
          UNION ALL
          SELECT 'c' || class_id FROM product_class_member WHERE product_id = p.id
          INTERSECT SELECT 'c' || class_id FROM product_class_member WHERE product_id = ANY(CAST(${given} AS integer[]))
          UNION ALL
          SELECT 'i' || industry_code FROM product_industry_tag WHERE product_id = p.id
          INTERSECT SELECT 'i' || industry_code FROM product_industry_tag WHERE product_id = ANY(CAST(${given} AS integer[]))
        ) shared
      )`.as('shared'),
    )
    .orderBy('shared', 'desc')
    .orderBy('p.top_weight', 'desc')
    .orderBy('p.apply_count', 'desc')
    .orderBy('p.id')
    .limit(size)
    .execute();
  return rows.map(toProductRecord);
}
