import type { Insertable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import { insertUnlessKeyUsed } from '#db/keyed-insert.ts';
import { countTotal, readPageOfIds } from '#db/paged-query.ts';
import type { DB, LoanApplicationTable } from '#db/schema.ts';
import { offeredProducts } from '#features/catalog/stores/product-store.ts';

export type NewApplication = Omit<Insertable<LoanApplicationTable>, 'loan_status'>;

/**
 * Inserts an application unless the company already used its idempotency key; answers the new row's id, or null
 * when the key was taken (a parallel double submit waits here for the first one's commit, then finds its row).
 */
export function insertApplication(trx: Kysely<DB>, row: NewApplication): Promise<number | null> {
  return insertUnlessKeyUsed(trx, 'loan_application', row);
}

export function findByIdempotencyKey(db: Kysely<DB>, companyId: number, key: string) {
  return db
    .selectFrom('loan_application')
    .select(['id', 'source', 'loan_status'])
    .where('company_id', '=', companyId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The product as an application needs it: only one on shelf, of an institution in service. */
export function findOfferedProduct(db: Kysely<DB>, productId: number) {
  return offeredProducts(db)
    .select(['p.id', 'p.org_id', 'p.loan_industry', 'p.apply_url_type', 'p.apply_redirect_url'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

export function countApplicationOfProduct(trx: Kysely<DB>, productId: number) {
  return trx
    .updateTable('loan_product')
    .set((eb) => ({ apply_count: eb('apply_count', '+', 1) }))
    .where('id', '=', productId)
    .execute();
}

/** The row the status machine needs, locked until the transaction ends; scoped to a company when given. */
export function lockApplication(trx: Kysely<DB>, id: number, companyId: number | null) {
  let query = trx
    .selectFrom('loan_application')
    .select([
      'id',
      'source',
      'loan_status',
      'loan_industry',
      'company_id',
      'org_id',
      'credit_amount',
      'created_at',
      'manager_id',
    ])
    .where('id', '=', id);
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  return query.forUpdate().executeTakeFirst();
}

export type StatusChange = Pick<
  LoanApplicationTable,
  | 'credit_amount'
  | 'loan_amount'
  | 'credit_time'
  | 'lending_time'
  | 'credit_remark'
  | 'loan_remark'
  | 'accept_remark'
  | 'failure_type'
  | 'failure_reason'
  | 'org_id'
  | 'manager_id'
>;

/** Only the transition service calls this (the one writer of loan_status). */
export async function writeStatus(
  trx: Kysely<DB>,
  id: number,
  status: number,
  change: Partial<{ [K in keyof StatusChange]: StatusChange[K]['__update__'] }>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('loan_application')
    .set({ ...change, loan_status: status, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export interface EventRow {
  applicationId: number;
  from: number | null;
  to: number;
  actorKind: 'enterprise' | 'operator' | 'institution';
  actorId: number | null;
  remark: string | null;
  creditAmount: number | null;
  loanAmount: number | null;
  at: Date;
}

export async function insertEvent(trx: Kysely<DB>, event: EventRow): Promise<void> {
  await trx
    .insertInto('loan_application_event')
    .values({
      application_id: event.applicationId,
      from_status: event.from,
      to_status: event.to,
      actor_kind: event.actorKind,
      actor_id: event.actorId,
      remark: event.remark,
      credit_amount: event.creditAmount,
      loan_amount: event.loanAmount,
      at: event.at,
    })
    .execute();
}

/** Applications (a) with their product (p), institution (o) and handler (m), each when set, and their company (c). */
export function joinedApplications(db: Kysely<DB>) {
  return db
    .selectFrom('loan_application as a')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .leftJoin('financial_org as o', 'o.id', 'a.org_id')
    .leftJoin('org_user as m', 'm.id', 'a.manager_id')
    .innerJoin('company as c', 'c.id', 'a.company_id');
}

export function applicationColumns(db: Kysely<DB>) {
  return joinedApplications(db)
    .selectAll('a')
    .select([
      'p.product_name',
      'p.logo as product_logo',
      'o.org_name',
      'm.name as manager_name',
      'm.mobile as manager_mobile',
      'c.company_name',
      sql<string | null>`a.expiry_date::text`.as('expiry_text'),
    ]);
}

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationColumns>['executeTakeFirstOrThrow']>>;

/**
 * One page of a company's applications of one source, newest first, and their total. The page's ids are found on
 * the index (company_id, source, created_at desc, id desc) alone and only those rows are joined: a deep page skips
 * index entries, not joined rows (bench/applications-bench.ts).
 */
export async function listApplications(
  db: Kysely<DB>,
  request: { companyId: number; source: number; pageNum: number; pageSize: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const ofCompany = db
    .selectFrom('loan_application')
    .where('company_id', '=', request.companyId)
    .where('source', '=', request.source);
  return readPageOfIds(
    ofCompany.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (pageIds) =>
      applicationColumns(db).where('a.id', 'in', pageIds).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'),
    ofCompany.select(countTotal),
    request,
  );
}

export function findCompanyApplication(db: Kysely<DB>, id: number, companyId: number) {
  return applicationColumns(db).where('a.id', '=', id).where('a.company_id', '=', companyId).executeTakeFirst();
}

/** The application's timeline, oldest first, with the mobile of the enterprise's account that made a move. */
export function listEvents(db: Kysely<DB>, applicationId: number) {
  return db
    .selectFrom('loan_application_event as e')
    .leftJoin('app_user as u', (join) => join.onRef('u.id', '=', 'e.actor_id').on('e.actor_kind', '=', 'enterprise'))
    .selectAll('e')
    .select('u.mobile as actor_mobile')
    .where('e.application_id', '=', applicationId)
    .orderBy('e.id')
    .execute();
}
export type EventRecordRow = Awaited<ReturnType<typeof listEvents>>[number];

/** The institution, source and product name of an application: what the company's data-access ledger names. */
export function findAccessSubject(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('loan_application as a')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .select(['a.org_id', 'a.source', 'p.product_name'])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
}
