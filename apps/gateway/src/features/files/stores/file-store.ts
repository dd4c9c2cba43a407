import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/** What an upload stores about a file. */
interface StoredFileFields {
  path: string;
  storageKey: string;
  /** Null for a staff member's upload (uploaderStaffId). */
  uploaderId: number | null;
  uploaderStaffId?: number | null;
  companyId: number | null;
  kind: string;
  contentType: string;
  sizeBytes: number;
  originalName: string;
}

/** A stored file's row as the services use it. */
export interface StoredFileRow extends StoredFileFields {
  id: number;
  attachedAt: Date | null;
  deletedAt: Date | null;
}

export interface NewStoredFile extends StoredFileFields {
  sha256: string;
}

/** The columns of a stored file `f` that opening it needs: where its bytes are and what its download headers name. */
export const openedFileColumns = [
  'f.storage_key as storageKey',
  'f.original_name as originalName',
  'f.kind',
  'f.content_type as contentType',
  'f.size_bytes as sizeBytes',
] as const;

function selectFiles(db: Kysely<DB>) {
  return db
    .selectFrom('stored_file')
    .select([
      'id',
      'path',
      'storage_key as storageKey',
      'uploader_id as uploaderId',
      'company_id as companyId',
      'kind',
      'content_type as contentType',
      'size_bytes as sizeBytes',
      'original_name as originalName',
      'attached_at as attachedAt',
      'deleted_at as deletedAt',
    ]);
}

export async function insertStoredFile(db: Kysely<DB>, file: NewStoredFile, now: Date): Promise<void> {
  await db
    .insertInto('stored_file')
    .values({
      path: file.path,
      storage_key: file.storageKey,
      uploader_id: file.uploaderId,
      uploader_staff_id: file.uploaderStaffId ?? null,
      company_id: file.companyId,
      kind: file.kind,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      sha256: file.sha256,
      original_name: file.originalName,
      created_at: now,
    })
    .execute();
}

export function findFileByPath(db: Kysely<DB>, path: string): Promise<StoredFileRow | undefined> {
  return selectFiles(db).where('path', '=', path).executeTakeFirst();
}

/** The rows of those paths, locked until the transaction ends. */
export function lockFilesByPath(trx: Kysely<DB>, paths: readonly string[]): Promise<StoredFileRow[]> {
  return selectFiles(trx)
    .where('path', 'in', [...paths])
    .forUpdate()
    .execute();
}

export async function markFilesDeleted(trx: Kysely<DB>, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('stored_file')
    .set({ deleted_at: now })
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
}

/** Who may attach a file: its uploader, or a member acting for the file's company (a verified membership). */
export interface FileOwner {
  userId: number;
  companyId: number | null;
}

/** A staff member attaching their own uploads (issue 20, slice staff-files). */
export interface StaffFileOwner {
  staffId: number;
}

export interface AttachedFile {
  id: number;
  path: string;
  kind: string;
}

/**
 * Marks the owner's unattached, undeleted files of those paths as attached to `purpose`/`ref` (so the sweep keeps
 * them) and answers the ones it marked: the caller compares them with what it asked for and rolls back on a
 * difference. Run it in the transaction that writes what the files are attached to.
 */
export function attachFiles(
  trx: Kysely<DB>,
  request: { paths: readonly string[]; owner: FileOwner | StaffFileOwner; purpose: string; ref: string; now: Date },
): Promise<AttachedFile[]> {
  const { owner } = request;
  return trx
    .updateTable('stored_file')
    .set({ attached_at: request.now, attached_purpose: request.purpose, attached_ref: request.ref })
    .where('path', 'in', [...request.paths])
    .where('attached_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      'staffId' in owner
        ? eb('uploader_staff_id', '=', owner.staffId)
        : owner.companyId === null
          ? eb('uploader_id', '=', owner.userId)
          : eb.or([eb('uploader_id', '=', owner.userId), eb('company_id', '=', owner.companyId)]),
    )
    .returning(['id', 'path', 'kind'])
    .execute();
}

/** A file attached to something, as its owner's detail lists it. */
export interface AttachedFileRow {
  path: string;
  originalName: string;
  kind: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

/** The undeleted files attached to `purpose`/`ref`, in upload order. */
export function listAttachedFiles(
  db: Kysely<DB>,
  attachment: { purpose: string; ref: string },
): Promise<AttachedFileRow[]> {
  return db
    .selectFrom('stored_file')
    .select([
      'path',
      'original_name as originalName',
      'kind',
      'content_type as contentType',
      'size_bytes as sizeBytes',
      'created_at as createdAt',
    ])
    .where('attached_purpose', '=', attachment.purpose)
    .where('attached_ref', '=', attachment.ref)
    .where('attached_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * Deletes up to `limit` rows of files never attached and uploaded before `before` (deleted ones included) and
 * answers their storage keys, for the objects to be removed after. A file attached meanwhile is not matched.
 */
export async function deleteUnattachedBefore(db: Kysely<DB>, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('stored_file')
    .where(
      'id',
      'in',
      db
        .selectFrom('stored_file')
        .select('id')
        .where('attached_at', 'is', null)
        .where('created_at', '<', before)
        .orderBy('id')
        .limit(limit),
    )
    .where('attached_at', 'is', null)
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/**
 * Whether the file is a staff file on a thread message of one of the company's applications (what the enterprise's
 * members may read of the institution's uploads; issue 20, slice staff-files).
 */
export async function isStaffThreadFileOfCompany(db: Kysely<DB>, fileId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('application_thread_file as tf')
    .innerJoin('application_thread_message as m', 'm.id', 'tf.message_id')
    .innerJoin('loan_application as a', 'a.id', 'm.application_id')
    .innerJoin('stored_file as f', 'f.id', 'tf.file_id')
    .select('tf.file_id')
    .where('tf.file_id', '=', fileId)
    .where('m.side', '=', 'institution')
    .where('f.uploader_staff_id', 'is not', null)
    .where('a.company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}
