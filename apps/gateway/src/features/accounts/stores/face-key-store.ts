import type { Kysely } from 'kysely';
import { useUpLive } from '#db/one-time-secrets.ts';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { sha256Hex } from '#shared/secrets.ts';

/** Records a face key (its SHA-256 only) and the portal route it leads to. */
export async function insertFaceKey(
  trx: Kysely<DB>,
  key: { faceKey: string; faceCheckId: number; target: string },
  now: Date,
  ttlMs: number,
): Promise<void> {
  await trx
    .insertInto('face_redirect_key')
    .values({
      key_hash: sha256Hex(key.faceKey),
      face_check_id: key.faceCheckId,
      target: key.target,
      created_at: now,
      expires_at: addMs(now, ttlMs),
    })
    .execute();
}

/** Uses up a face key; answers its route, or null when it is unknown, expired or used. */
export async function redeemFaceKey(db: Kysely<DB>, faceKey: string, now: Date): Promise<string | null> {
  const row = await useUpLive(db, 'face_redirect_key', now)
    .where('key_hash', '=', sha256Hex(faceKey))
    .returning('target')
    .executeTakeFirst();
  return row?.target ?? null;
}
