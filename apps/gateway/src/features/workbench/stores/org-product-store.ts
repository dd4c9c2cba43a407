import { type Kysely, sql, type Transaction } from 'kysely';
import { containsPattern } from '#db/like-pattern.ts';
import { countTotal, readPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import type { ProductTermsRow } from '#features/catalog/domain/catalog-rows.ts';

/** What the institution writes of its product besides the lending terms, the same as read and as written. */
interface ProductDescription {
  product_name: string;
  product_type: number;
  summary: string;
  introduction: string;
  conditions: string;
  materials: string;
  apply_url_type: number;
  apply_redirect_url: string | null;
}

/** A product of the institution as the workbench reads it: every editable field, its shelf state and counts. */
export interface OrgProductRow extends ProductDescription, ProductTermsRow {
  id: number;
  org_id: number;
  apply_count: number;
  on_shelf: boolean;
  created_at: Date;
}

/** The values a create or an update writes (column names); the amounts and rates as numbers, read back as text. */
export interface ProductValues extends ProductDescription {
  guarantee_methods: number[];
  repay_methods: number[];
  min_amount: number | null;
  max_amount: number | null;
  rate_min: number | null;
  rate_max: number | null;
  min_period: number | null;
  max_period: number | null;
}

type Db = Kysely<DB> | Transaction<DB>;

const columns = [
  'id',
  'org_id',
  'product_name',
  'product_type',
  'guarantee_methods',
  'repay_methods',
  'min_amount',
  'max_amount',
  'rate_min',
  'rate_max',
  'min_period',
  'max_period',
  'summary',
  'introduction',
  'conditions',
  'materials',
  'apply_url_type',
  'apply_redirect_url',
  'apply_count',
  'on_shelf',
  'created_at',
] as const;

/** The institution's products, those on shelf first, newest first. */
export async function listOrgProducts(
  db: Db,
  orgId: number,
  filter: { onShelf?: boolean | undefined; keyword?: string | undefined; pageNum: number; pageSize: number },
): Promise<{ rows: OrgProductRow[]; total: number }> {
  let query = db.selectFrom('loan_product').where('org_id', '=', orgId);
  if (filter.onShelf !== undefined) query = query.where('on_shelf', '=', filter.onShelf);
  if (filter.keyword !== undefined) query = query.where('product_name', 'ilike', containsPattern(filter.keyword));
  return readPage(
    query.select(columns).orderBy('on_shelf', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc'),
    query.select(countTotal),
    filter,
  );
}

/** One product of the institution, locked for a write when `lock`; undefined for another institution's or none. */
export async function findOrgProduct(db: Db, orgId: number, id: number, lock = false) {
  let query = db.selectFrom('loan_product').select(columns).where('id', '=', id).where('org_id', '=', orgId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Whether another product of the institution (on shelf or not) already has this name. */
export async function nameTaken(db: Db, orgId: number, name: string, exceptId: number | null): Promise<boolean> {
  let query = db
    .selectFrom('loan_product')
    .select('id')
    .where('org_id', '=', orgId)
    .where('on_shelf', '=', true)
    .where(sql<string>`lower(product_name)`, '=', name.toLowerCase());
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Serialises the name check and the write of one institution's products (two admins creating the same name). */
export async function lockOrgProducts(trx: Transaction<DB>, orgId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(7_310_021)}, ${orgId})`.execute(trx);
}

/** A new product of the institution, on shelf; the institution's logo stands for the product's until it has one. */
export async function insertOrgProduct(db: Db, orgId: number, values: ProductValues, now: Date) {
  return db
    .insertInto('loan_product')
    .values((eb) => ({
      ...values,
      org_id: orgId,
      logo: eb.selectFrom('financial_org').select('logo').where('id', '=', orgId),
      created_at: now,
    }))
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateOrgProduct(db: Db, orgId: number, id: number, values: ProductValues) {
  return db
    .updateTable('loan_product')
    .set(values)
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Takes the product off shelf (下架): kept for its applications and pre-credits, gone from the portal. */
export async function removeOrgProduct(db: Db, orgId: number, id: number) {
  return db
    .updateTable('loan_product')
    .set({ on_shelf: false })
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .returning(columns)
    .executeTakeFirstOrThrow();
}
