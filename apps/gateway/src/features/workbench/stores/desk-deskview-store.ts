import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { openedFileColumns } from '#features/files/stores/file-store.ts';

/** The application of `id` if the institution handles it (any other answers as unknown). */
export function findHandledApplication(db: Kysely<DB>, id: number, orgId: number) {
  return db
    .selectFrom('loan_application')
    .select(['id', 'company_id as companyId', 'loan_status as loanStatus'])
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** The company's authorisations, latest grant first (few per company: one per grant). */
export function listCompanyAuthorisations(db: Kysely<DB>, companyId: number) {
  return db
    .selectFrom('data_authorisation')
    .select(['auth_end_date as endDate', 'revoked_at as revokedAt'])
    .where('company_id', '=', companyId)
    .orderBy('granted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A material of the application with what the desk shows and where its bytes are. */
export interface DeskMaterialRow {
  path: string;
  storageKey: string;
  originalName: string;
  kind: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

/** A stored file's columns as DeskMaterialRow names them. */
const MATERIAL_COLUMNS = ['f.path', ...openedFileColumns, 'f.created_at as createdAt'] as const;

/**
 * The undeleted files of the application in upload order: those attached when applying (`ref`), and, for an
 * application a referral made, the original application's materials the referral shared.
 */
export function listDeskMaterials(db: Kysely<DB>, applicationId: number, ref: string): Promise<DeskMaterialRow[]> {
  return db
    .selectFrom('stored_file as f')
    .select(MATERIAL_COLUMNS)
    .where('f.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('f.attached_ref', '=', ref), eb('f.attached_at', 'is not', null)]),
        eb(
          'f.id',
          'in',
          eb
            .selectFrom('loan_referral_file as rf')
            .innerJoin('loan_referral as r', 'r.id', 'rf.referral_id')
            .select('rf.file_id')
            .where('r.referral_application_id', '=', applicationId),
        ),
      ]),
    )
    .orderBy('f.id')
    .execute();
}

/** Whether the institution's staff may download materials (no row: no). */
export async function staffMayDownload(db: Kysely<DB>, orgId: number): Promise<boolean> {
  const row = await db
    .selectFrom('org_material_setting')
    .select('staff_may_download')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row?.staff_may_download ?? false;
}

export async function saveMaterialSetting(
  db: Kysely<DB>,
  setting: { orgId: number; staffMayDownload: boolean; staffId: number; now: Date },
): Promise<void> {
  const values = { staff_may_download: setting.staffMayDownload, updated_by: setting.staffId, updated_at: setting.now };
  await db
    .insertInto('org_material_setting')
    .values({ org_id: setting.orgId, ...values })
    .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
    .execute();
}

/**
 * A staff file on a thread message of the application (issue 20, slice staff-files): the institution's own upload,
 * opened through the desk's file route without a ledger entry.
 */
export function findStaffThreadFile(
  db: Kysely<DB>,
  applicationId: number,
  path: string,
): Promise<DeskMaterialRow | undefined> {
  return db
    .selectFrom('stored_file as f')
    .innerJoin('application_thread_file as tf', 'tf.file_id', 'f.id')
    .innerJoin('application_thread_message as m', 'm.id', 'tf.message_id')
    .select(MATERIAL_COLUMNS)
    .where('m.application_id', '=', applicationId)
    .where('f.path', '=', path)
    .where('f.uploader_staff_id', 'is not', null)
    .where('f.deleted_at', 'is', null)
    .executeTakeFirst();
}
