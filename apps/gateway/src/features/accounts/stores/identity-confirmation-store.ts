import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { sha256Hex } from '#shared/secrets.ts';

export interface ConfirmationInput {
  userCode: string;
  userId: number;
  companyId: number;
  legalName: string;
  idNumber: string;
}

/**
 * Records a confirmed identity under the hash of its one-time userCode. The membership's earlier unused
 * confirmations are deleted first, so at most one plain ID number per membership ever waits for a face check.
 */
export async function replaceConfirmation(
  trx: Kysely<DB>,
  input: ConfirmationInput,
  now: Date,
  ttlMs: number,
): Promise<void> {
  await trx
    .deleteFrom('identity_confirmation')
    .where('user_id', '=', input.userId)
    .where('company_id', '=', input.companyId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('identity_confirmation')
    .values({
      code_hash: sha256Hex(input.userCode),
      user_id: input.userId,
      company_id: input.companyId,
      legal_name: input.legalName,
      id_number: input.idNumber,
      face_consent_at: now,
      created_at: now,
      expires_at: addMs(now, ttlMs),
    })
    .execute();
}

export interface TakenConfirmation {
  companyId: number;
  legalName: string;
  idNumber: string;
  faceConsentAt: Date;
}

/**
 * Uses up the caller's own unexpired confirmation and wipes its ID number in the same step; answers what it held,
 * or null when the userCode is unknown, expired, used or another account's.
 */
export async function takeConfirmation(
  trx: Kysely<DB>,
  userCode: string,
  userId: number,
  now: Date,
): Promise<TakenConfirmation | null> {
  const row = await trx
    .selectFrom('identity_confirmation')
    .select(['id', 'company_id', 'legal_name', 'id_number', 'face_consent_at'])
    .where('code_hash', '=', sha256Hex(userCode))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.id_number === null) return null;
  const taken = await trx
    .updateTable('identity_confirmation')
    .set({ used_at: now, id_number: null })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  return {
    companyId: row.company_id,
    legalName: row.legal_name,
    idNumber: row.id_number,
    faceConsentAt: new Date(row.face_consent_at),
  };
}
