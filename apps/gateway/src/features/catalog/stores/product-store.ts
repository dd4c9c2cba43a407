import type { productList, topProducts as topProductsRoute } from '@sme/contract/routes/catalog';
import type { ParsedInput } from '@sme/contract/routes/route';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { containsPattern } from '#db/like-pattern.ts';
import { countTotal, readRecordPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import { type ProductDetail, type ProductRecord, toProductDetail, toProductRecord } from '../domain/catalog-rows.ts';
import type { Page } from '../domain/paging.ts';

type ProductScope = ExpressionBuilder<DB & { p: DB['loan_product']; o: DB['financial_org'] }, 'p' | 'o'>;

/** The columns of a product's lending terms (ProductTermsRow in catalog-rows.ts). */
export const termColumns = [
  'p.guarantee_methods',
  'p.repay_methods',
  'p.min_amount',
  'p.max_amount',
  'p.rate_min',
  'p.rate_max',
  'p.min_period',
  'p.max_period',
] as const;

/** The columns of a ProductRecord (catalog-records.ts), also selected by the zone lists. */
export const recordColumns = [
  'p.id',
  'p.product_name',
  'p.product_type',
  'p.org_id',
  'o.org_name',
  'o.logo as org_logo',
  'p.logo',
  ...termColumns,
  'p.summary',
  'p.apply_count',
] as const;

/** Products with their institution. */
function productsWithOrg(db: Kysely<DB>) {
  return db.selectFrom('loan_product as p').innerJoin('financial_org as o', 'o.id', 'p.org_id');
}

/** Products that the portal offers: on shelf, of an institution in service. */
export function offeredProducts(db: Kysely<DB>) {
  return productsWithOrg(db).where('p.on_shelf', '=', true).where('o.if_normal', '=', true);
}

function acceptsGuarantee(eb: ProductScope, method: number) {
  return sql<boolean>`${eb.ref('p.guarantee_methods')} @> ARRAY[CAST(${method} AS smallint)]`;
}

/** Every filter of the product list, combined with AND (semantics in docs/gateway-api.md). */
function listFilter(eb: ProductScope, filter: ParsedInput<typeof productList>) {
  const conditions = [];
  if (filter.guaranteeMethod !== undefined) conditions.push(acceptsGuarantee(eb, filter.guaranteeMethod));
  if (filter.productType !== undefined) conditions.push(eb('p.product_type', '=', filter.productType));
  if (filter.orgId !== undefined) conditions.push(eb('p.org_id', '=', filter.orgId));
  if (filter.minAmount !== undefined) {
    conditions.push(eb.or([eb('p.max_amount', 'is', null), eb('p.max_amount', '>=', String(filter.minAmount))]));
  }
  if (filter.maxAmount !== undefined) {
    conditions.push(eb.or([eb('p.min_amount', 'is', null), eb('p.min_amount', '<=', String(filter.maxAmount))]));
  }
  if (filter.loanPeriod !== undefined) {
    conditions.push(eb.or([eb('p.min_period', 'is', null), eb('p.min_period', '<=', filter.loanPeriod)]));
    conditions.push(eb.or([eb('p.max_period', 'is', null), eb('p.max_period', '>=', filter.loanPeriod)]));
  }
  if (filter.keyword !== undefined) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(eb.or([eb('p.product_name', 'ilike', pattern), eb('o.org_name', 'ilike', pattern)]));
  }
  return eb.and(conditions);
}

/** The 金融超市 list: offered products matching the filter, top weight first, then newest. */
export async function listProducts(
  db: Kysely<DB>,
  filter: ParsedInput<typeof productList>,
): Promise<Page<ProductRecord>> {
  const matching = offeredProducts(db).where((eb) => listFilter(eb, filter));
  return readRecordPage(
    matching
      .select(recordColumns)
      .orderBy('p.top_weight', 'desc')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc'),
    matching.select(countTotal),
    filter,
    toProductRecord,
  );
}

/** Products recommended on the home page: offered ones, top weight first, then the most applied for. */
export async function topProducts(
  db: Kysely<DB>,
  filter: ParsedInput<typeof topProductsRoute>,
): Promise<ProductRecord[]> {
  const rows = await offeredProducts(db)
    .where((eb) => {
      const conditions = [];
      if (filter.guaranteeMethod !== undefined) conditions.push(acceptsGuarantee(eb, filter.guaranteeMethod));
      if (filter.productName !== undefined) {
        conditions.push(eb('p.product_name', 'ilike', containsPattern(filter.productName)));
      }
      return eb.and(conditions);
    })
    .select(recordColumns)
    .orderBy('p.top_weight', 'desc')
    .orderBy('p.apply_count', 'desc')
    .orderBy('p.id', 'asc')
    .limit(filter.size)
    .execute();
  return rows.map(toProductRecord);
}

/**
 * One product with its detail texts; null when removed (下架) or unknown. A product of a disabled institution is
 * still answered, with orgIfNormal false, so the portal can say 该机构已停用.
 */
export async function findProductDetail(db: Kysely<DB>, id: number): Promise<ProductDetail | null> {
  const row = await productsWithOrg(db)
    .where('p.id', '=', id)
    .where('p.on_shelf', '=', true)
    .select([...recordColumns, 'p.introduction', 'p.conditions', 'p.materials', 'o.if_normal as org_if_normal'])
    .executeTakeFirst();
  return row ? toProductDetail(row) : null;
}
