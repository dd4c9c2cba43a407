import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { countTotal, type PageRequest, readPage } from '#db/paged-query.ts';
import type { DB } from '#db/schema.ts';
import { joinedApplications } from '#features/applications/stores/application-store.ts';
import { openedFileColumns } from '#features/files/stores/file-store.ts';

const day = <Alias extends string>(column: string, alias: Alias) =>
  sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(alias);

/** One of the company's applications with the figures a claim is computed from (lending date: Beijing day). */
export function findCompanyLoan(db: Kysely<DB>, applicationId: number, companyId: number) {
  return joinedApplications(db)
    .select([
      'a.id',
      'a.company_id',
      'c.company_name',
      'a.loan_status',
      'a.loan_amount',
      sql<string | null>`coalesce(a.interest_rate, p.rate_min)`.as('interest_rate'),
      'a.loan_period',
      sql<string | null>`to_char((a.lending_time AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`.as(
        'lending_date',
      ),
      'p.product_name',
      'o.org_name',
    ])
    .where('a.id', '=', applicationId)
    .where('a.company_id', '=', companyId)
    .executeTakeFirst();
}

const programmeColumns = [
  'id',
  'name',
  'kind',
  'rate_percent',
  'yearly_cap',
  day('open_from', 'open_from'),
  sql<string | null>`to_char(open_until, 'YYYY-MM-DD')`.as('open_until'),
] as const;

export function listProgrammes(db: Kysely<DB>) {
  return db.selectFrom('subsidy_programme').select(programmeColumns).orderBy('id').execute();
}

export function findProgramme(db: Kysely<DB>, id: number) {
  return db.selectFrom('subsidy_programme').select(programmeColumns).where('id', '=', id).executeTakeFirst();
}

/** The programmes the application was already claimed under. */
export async function claimedProgrammeIds(db: Kysely<DB>, applicationId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('subsidy_claim')
    .select('programme_id')
    .where('application_id', '=', applicationId)
    .execute();
  return new Set(rows.map((row) => row.programme_id));
}

/** 万元 approved for the company in `year`, per programme. */
export async function approvedByProgramme(db: Kysely<DB>, companyId: number, year: number) {
  const rows = await db
    .selectFrom('subsidy_cap_usage')
    .select(['programme_id', 'approved'])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .execute();
  return new Map(rows.map((row) => [row.programme_id, Number(row.approved)]));
}

export interface NewClaim {
  programmeId: number;
  applicationId: number;
  companyId: number;
  userId: number;
  loanAmount: number;
  interestRate: number;
  loanPeriod: number;
  lendingDate: string;
  claimYear: number;
  claimAmount: number;
  at: Date;
}

/** Inserts a claim; undefined when the application was claimed under the programme meanwhile. */
export async function insertClaim(trx: Kysely<DB>, claim: NewClaim): Promise<number | undefined> {
  const row = await trx
    .insertInto('subsidy_claim')
    .values({
      programme_id: claim.programmeId,
      application_id: claim.applicationId,
      company_id: claim.companyId,
      claimant_user_id: claim.userId,
      loan_amount: claim.loanAmount,
      interest_rate: claim.interestRate,
      loan_period: claim.loanPeriod,
      lending_date: claim.lendingDate,
      claim_year: claim.claimYear,
      claim_amount: claim.claimAmount,
      status: 'submitted',
      created_at: claim.at,
      updated_at: claim.at,
    })
    .onConflict((conflict) => conflict.columns(['programme_id', 'application_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertClaimFiles(trx: Kysely<DB>, claimId: number, fileIds: readonly number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await trx
    .insertInto('subsidy_claim_file')
    .values(fileIds.map((fileId) => ({ claim_id: claimId, file_id: fileId })))
    .execute();
}

export async function insertClaimEvent(
  trx: Kysely<DB>,
  event: {
    claimId: number;
    action: 'submitted' | 'resubmitted' | 'approved' | 'returned';
    actorName: string;
    remark: string | null;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('subsidy_claim_event')
    .values({
      claim_id: event.claimId,
      action: event.action,
      actor_name: event.actorName,
      remark: event.remark,
      at: event.at,
    })
    .execute();
}

const claimQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('subsidy_claim as c')
    .innerJoin('subsidy_programme as sp', 'sp.id', 'c.programme_id')
    .innerJoin('company as co', 'co.id', 'c.company_id')
    .innerJoin('loan_application as a', 'a.id', 'c.application_id')
    .leftJoin('loan_product as p', 'p.id', 'a.product_id')
    .leftJoin('financial_org as o', 'o.id', 'a.org_id')
    .select([
      'c.id',
      'c.programme_id',
      'sp.name as programme_name',
      'sp.kind',
      'co.company_name',
      'c.company_id',
      'c.application_id',
      'c.loan_amount',
      'c.interest_rate',
      'c.loan_period',
      day('c.lending_date', 'lending_date'),
      'c.claim_year',
      'c.claim_amount',
      'c.approved_amount',
      'c.status',
      'c.return_reason',
      'c.created_at',
      'c.updated_at',
      'p.product_name',
      'o.org_name',
    ]);

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

/** Which claims: of a company, or all (the reviewer); of a status, or any. */
interface ClaimFilter {
  companyId: number | null;
  status?: 'submitted' | 'approved' | 'returned' | undefined;
}

function claimFilter(eb: ExpressionBuilder<DB & { c: DB['subsidy_claim'] }, 'c'>, filter: ClaimFilter) {
  const conditions = [];
  if (filter.companyId !== null) conditions.push(eb('c.company_id', '=', filter.companyId));
  if (filter.status) conditions.push(eb('c.status', '=', filter.status));
  return eb.and(conditions);
}

/** A claim; scoped to a company, or any (the reviewer). */
export function findClaim(db: Kysely<DB>, id: number, companyId: number | null) {
  return claimQuery(db)
    .where('c.id', '=', id)
    .where((eb) => claimFilter(eb, { companyId }))
    .executeTakeFirst();
}

/** A page of claims, newest first. */
export async function listClaims(
  db: Kysely<DB>,
  filter: ClaimFilter,
  page: PageRequest,
): Promise<{ rows: ClaimRow[]; total: number }> {
  return readPage(
    claimQuery(db)
      .where((eb) => claimFilter(eb, filter))
      .orderBy('c.id', 'desc'),
    db
      .selectFrom('subsidy_claim as c')
      .where((eb) => claimFilter(eb, filter))
      .select(countTotal),
    page,
  );
}

export function listClaimFiles(db: Kysely<DB>, claimId: number) {
  return db
    .selectFrom('subsidy_claim_file as cf')
    .innerJoin('stored_file as f', 'f.id', 'cf.file_id')
    .select(['f.path', 'f.original_name', 'f.kind'])
    .where('cf.claim_id', '=', claimId)
    .where('f.deleted_at', 'is', null)
    .orderBy('f.id')
    .execute();
}

export function listClaimEvents(db: Kysely<DB>, claimId: number) {
  return db
    .selectFrom('subsidy_claim_event')
    .select(['action', 'actor_name', 'remark', 'at'])
    .where('claim_id', '=', claimId)
    .orderBy('id')
    .execute();
}

/** The claim's status and figures, locked until the transaction ends. */
export function lockClaim(trx: Kysely<DB>, id: number, companyId: number | null) {
  let query = trx
    .selectFrom('subsidy_claim')
    .select(['id', 'company_id', 'programme_id', 'claim_year', 'claim_amount', 'status'])
    .where('id', '=', id);
  if (companyId !== null) query = query.where('company_id', '=', companyId);
  return query.forUpdate().executeTakeFirst();
}

/**
 * The company's approved amount under the programme in the year, its row locked until the transaction ends (made
 * when missing): two approvals for one company, programme and year wait for each other here.
 */
export async function lockCapUsage(
  trx: Kysely<DB>,
  key: { companyId: number; programmeId: number; year: number },
): Promise<number> {
  await trx
    .insertInto('subsidy_cap_usage')
    .values({ company_id: key.companyId, programme_id: key.programmeId, year: key.year })
    .onConflict((conflict) => conflict.columns(['company_id', 'programme_id', 'year']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('subsidy_cap_usage')
    .select('approved')
    .where('company_id', '=', key.companyId)
    .where('programme_id', '=', key.programmeId)
    .where('year', '=', key.year)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.approved);
}

export async function addCapUsage(
  trx: Kysely<DB>,
  key: { companyId: number; programmeId: number; year: number },
  amount: number,
): Promise<void> {
  await trx
    .updateTable('subsidy_cap_usage')
    .set({ approved: sql<string>`approved + ${amount}` })
    .where('company_id', '=', key.companyId)
    .where('programme_id', '=', key.programmeId)
    .where('year', '=', key.year)
    .execute();
}

export async function setClaimStatus(
  trx: Kysely<DB>,
  id: number,
  change: {
    status: 'submitted' | 'approved' | 'returned';
    approvedAmount?: number | null;
    returnReason?: string | null;
    reviewerStaffId?: number | null;
    at: Date;
  },
): Promise<void> {
  await trx
    .updateTable('subsidy_claim')
    .set({
      status: change.status,
      approved_amount: change.approvedAmount ?? null,
      return_reason: change.returnReason ?? null,
      ...(change.reviewerStaffId === undefined ? {} : { reviewer_staff_id: change.reviewerStaffId }),
      updated_at: change.at,
    })
    .where('id', '=', id)
    .execute();
}

/** Per programme, the year's claims by status, the amount approved and the companies at their cap. */
export function programmeFigures(db: Kysely<DB>, year: number) {
  return db
    .selectFrom('subsidy_programme as sp')
    .select([
      'sp.id',
      'sp.name',
      'sp.kind',
      'sp.yearly_cap',
      sql<string>`(SELECT count(*) FROM subsidy_claim c WHERE c.programme_id = sp.id AND c.claim_year = ${year})`.as(
        'claims',
      ),
      sql<string>`(SELECT count(*) FROM subsidy_claim c WHERE c.programme_id = sp.id AND c.claim_year = ${year} AND c.status = 'submitted')`.as(
        'pending',
      ),
      sql<string>`(SELECT count(*) FROM subsidy_claim c WHERE c.programme_id = sp.id AND c.claim_year = ${year} AND c.status = 'approved')`.as(
        'approved',
      ),
      sql<string>`(SELECT count(*) FROM subsidy_claim c WHERE c.programme_id = sp.id AND c.claim_year = ${year} AND c.status = 'returned')`.as(
        'returned',
      ),
      sql<string>`(SELECT coalesce(sum(u.approved), 0) FROM subsidy_cap_usage u WHERE u.programme_id = sp.id AND u.year = ${year})`.as(
        'amount_approved',
      ),
      sql<string>`(SELECT count(*) FROM subsidy_cap_usage u WHERE u.programme_id = sp.id AND u.year = ${year} AND u.approved >= sp.yearly_cap)`.as(
        'companies_at_cap',
      ),
      sql<string>`(SELECT count(DISTINCT c.company_id) FROM subsidy_claim c WHERE c.programme_id = sp.id AND c.claim_year = ${year})`.as(
        'companies',
      ),
    ])
    .orderBy('sp.id')
    .execute();
}

/** One evidence file of a claim with where its bytes are (issue 22, slice subsidy-pages); undefined when not the claim's. */
export function findClaimFile(db: Kysely<DB>, claimId: number, path: string) {
  return db
    .selectFrom('subsidy_claim_file as cf')
    .innerJoin('stored_file as f', 'f.id', 'cf.file_id')
    .select(openedFileColumns)
    .where('cf.claim_id', '=', claimId)
    .where('f.path', '=', path)
    .where('f.deleted_at', 'is', null)
    .executeTakeFirst();
}
