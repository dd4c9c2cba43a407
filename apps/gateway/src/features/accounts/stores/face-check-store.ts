import type { Kysely } from 'kysely';
import type { DB, FaceCheckStatus } from '#db/schema.ts';
import { sha256Hex } from '#shared/secrets.ts';

export interface NewFaceCheck {
  certToken: string;
  userId: number;
  companyId: number;
  provider: string;
  providerToken: string;
  checkType: string;
  legalName: string;
  idNumberMasked: string;
  idNumberHash: string;
  faceConsentAt: Date;
  startedAt: Date;
  expiresAt: Date;
}

/** Records a started check; answers its id. */
export async function insertFaceCheck(trx: Kysely<DB>, check: NewFaceCheck): Promise<number> {
  const row = await trx
    .insertInto('face_check')
    .values({
      cert_token_hash: sha256Hex(check.certToken),
      user_id: check.userId,
      company_id: check.companyId,
      provider: check.provider,
      provider_token: check.providerToken,
      check_type: check.checkType,
      legal_name: check.legalName,
      id_number_masked: check.idNumberMasked,
      id_number_hash: check.idNumberHash,
      face_consent_at: check.faceConsentAt,
      started_at: check.startedAt,
      expires_at: check.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const CHECK_COLUMNS = [
  'id',
  'user_id',
  'company_id',
  'provider',
  'provider_token',
  'legal_name',
  'id_number_masked',
  'status',
  'fail_reason',
  'started_at',
  'expires_at',
  'finished_at',
] as const;

export interface FaceCheckRow {
  id: number;
  user_id: number;
  company_id: number;
  provider: string;
  provider_token: string;
  legal_name: string;
  id_number_masked: string;
  status: FaceCheckStatus;
  fail_reason: string | null;
  started_at: Date;
  expires_at: Date;
  finished_at: Date | null;
}

function selectChecks(db: Kysely<DB>) {
  return db.selectFrom('face_check').select(CHECK_COLUMNS);
}

/** The first check the query finds, its id a number. */
async function firstCheck(query: ReturnType<typeof selectChecks>): Promise<FaceCheckRow | undefined> {
  const row = await query.executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

/** The caller's own check behind a certToken; undefined for an unknown token or another account's. */
export function findOwnFaceCheck(db: Kysely<DB>, certToken: string, userId: number): Promise<FaceCheckRow | undefined> {
  return firstCheck(selectChecks(db).where('cert_token_hash', '=', sha256Hex(certToken)).where('user_id', '=', userId));
}

/** The newest check of a membership, if any. */
export function latestFaceCheck(db: Kysely<DB>, userId: number, companyId: number): Promise<FaceCheckRow | undefined> {
  return firstCheck(
    selectChecks(db)
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
  );
}

/** Ends a pending check with its result; answers false when it had already ended (another request was first). */
export async function finishFaceCheck(
  trx: Kysely<DB>,
  id: number,
  result: { status: 'passed' } | { status: 'failed'; reason: string },
  now: Date,
): Promise<boolean> {
  const updated = await trx
    .updateTable('face_check')
    .set({ status: result.status, fail_reason: result.status === 'failed' ? result.reason : null, finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export function findFaceCheckById(db: Kysely<DB>, id: number): Promise<FaceCheckRow | undefined> {
  return firstCheck(selectChecks(db).where('id', '=', id));
}
