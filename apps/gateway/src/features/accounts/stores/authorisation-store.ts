import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** The company's data authorisations that are in force now (granted, not revoked, not past their end date). */
function inForce(db: Kysely<DB>, companyId: number, now: Date) {
  return db
    .selectFrom('data_authorisation')
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .where('auth_end_date', '>', now);
}

const activeAuthorisations = (db: Kysely<DB>, companyId: number, now: Date) =>
  inForce(db, companyId, now).select(['id', 'granted_at', 'auth_end_date']);

/** The company's authorisations in force now, locked for their revocation. */
export function findActiveAuthorisations(db: Kysely<DB>, companyId: number, now: Date) {
  return activeAuthorisations(db, companyId, now).forUpdate().execute();
}

export async function revokeAuthorisations(
  trx: Kysely<DB>,
  ids: readonly number[],
  revocation: { userId: number; reason: string },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('data_authorisation')
    .set({ revoked_at: now, revoked_by: revocation.userId, revoke_reason: revocation.reason })
    .where('id', 'in', [...ids])
    .execute();
}

/** The company's authorisations in force now, oldest first (read only: the state the revocation page shows). */
export function listActiveAuthorisations(db: Kysely<DB>, companyId: number, now: Date) {
  return activeAuthorisations(db, companyId, now).orderBy('granted_at').orderBy('id').execute();
}

/** The company's most recent revocation, if any. */
export function findLatestRevocation(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('data_authorisation')
    .select(['id', 'revoked_at', 'revoke_reason'])
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is not', null)
    .orderBy('revoked_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Records an authorisation granted by the account for the company, with the application it came with if any. */
export async function insertAuthorisation(
  db: Kysely<DB>,
  grant: { companyId: number; userId: number; authEndDate: Date; applicationId?: number },
  now: Date,
): Promise<{ id: number }> {
  return db
    .insertInto('data_authorisation')
    .values({
      company_id: grant.companyId,
      granted_by: grant.userId,
      granted_at: now,
      auth_end_date: grant.authEndDate,
      application_id: grant.applicationId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Links the revocation's documents (in the caller's order) to every authorisation it ended. */
export async function insertRevocationDocuments(
  trx: Kysely<DB>,
  authorisationIds: readonly number[],
  fileIds: readonly number[],
): Promise<void> {
  const rows = authorisationIds.flatMap((authorisationId) =>
    fileIds.map((fileId, position) => ({ authorisation_id: authorisationId, file_id: fileId, position })),
  );
  if (rows.length > 0) await trx.insertInto('revocation_document').values(rows).execute();
}

/** The paths of the documents a revoked authorisation was ended with, in the order they were given. */
export async function listRevocationDocumentPaths(db: Kysely<DB>, authorisationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('revocation_document as d')
    .innerJoin('stored_file as f', 'f.id', 'd.file_id')
    .select('f.path')
    .where('d.authorisation_id', '=', authorisationId)
    .orderBy('d.position')
    .execute();
  return rows.map((row) => row.path);
}

/** Locks the company row until the transaction ends: two first applications at once make one grant, not two. */
export async function lockCompanyForAuthorisation(trx: Kysely<DB>, companyId: number): Promise<void> {
  await trx.selectFrom('company').select('id').where('id', '=', companyId).forUpdate().execute();
}

/** Whether the company has an authorisation in force now. */
export async function hasAuthorisationInForce(db: Kysely<DB>, companyId: number, now: Date): Promise<boolean> {
  const row = await inForce(db, companyId, now).select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The institutions handling the company's applications or needs now (statuses `inProgress`, or a need an institution
 * claimed), by name in name order; null stands for a need in the platform's review (no institution yet).
 */
export async function listInstitutionsHandlingBusiness(
  db: Kysely<DB>,
  companyId: number,
  business: { inProgress: readonly number[]; claimedNeed: number },
): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('loan_application as a')
    .leftJoin('financial_org as o', 'o.id', 'a.org_id')
    .select('o.org_name')
    .distinct()
    .where('a.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb('a.loan_status', 'in', [...business.inProgress]),
        eb.and([eb('a.loan_status', '=', business.claimedNeed), eb('a.org_id', 'is not', null)]),
      ]),
    )
    .orderBy('o.org_name')
    .execute();
  return rows.map((row) => row.org_name);
}

/** Of the companies given, those with an authorisation in force now. */
export async function companiesWithAuthorisationInForce(
  db: Kysely<DB>,
  companyIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('data_authorisation')
    .select('company_id')
    .distinct()
    .where('company_id', 'in', [...new Set(companyIds)])
    .where('revoked_at', 'is', null)
    .where('auth_end_date', '>', now)
    .execute();
  return new Set(rows.map((row) => row.company_id));
}
