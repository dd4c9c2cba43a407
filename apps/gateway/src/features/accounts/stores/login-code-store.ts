import type { Kysely } from 'kysely';
import { useUpLive } from '#db/one-time-secrets.ts';
import type { DB } from '#db/schema.ts';
import { addMs } from '#shared/clock.ts';
import { randomToken, sha256Hex } from '#shared/secrets.ts';
import { listUserCompanies } from './company-store.ts';

export const LOGIN_CODE_TTL_MS = 2 * 60_000;

/** One entry of the pre-login company list (spec §3). id 0 with empty texts: the account has no company yet. */
export interface LoginEntry {
  id: number;
  uniformCode: string;
  companyName: string;
  loginCode: string;
}

/** Issues one one-time loginCode per company of the account (one entry without a company when it has none). */
export async function issueLoginCodes(trx: Kysely<DB>, userId: number, now: Date): Promise<LoginEntry[]> {
  const companies = await listUserCompanies(trx, userId);
  const batch = randomToken(16);
  const targets = companies.length
    ? companies.map((c) => ({
        companyId: c.id as number | null,
        uniformCode: c.uniformCode,
        companyName: c.companyName,
      }))
    : [{ companyId: null, uniformCode: '', companyName: '' }];
  const entries = targets.map((target) => ({ ...target, loginCode: randomToken(32) }));
  await trx
    .insertInto('login_code')
    .values(
      entries.map((entry) => ({
        code_hash: sha256Hex(entry.loginCode),
        batch,
        user_id: userId,
        company_id: entry.companyId,
        created_at: now,
        expires_at: addMs(now, LOGIN_CODE_TTL_MS),
      })),
    )
    .execute();
  return entries.map((entry) => ({
    id: entry.companyId ?? 0,
    uniformCode: entry.uniformCode,
    companyName: entry.companyName,
    loginCode: entry.loginCode,
  }));
}

/** Uses up a loginCode, and with it the other codes of the same login. Null when unknown, expired or used. */
export async function redeemLoginCode(
  trx: Kysely<DB>,
  code: string,
  now: Date,
): Promise<{ userId: number; companyId: number | null } | null> {
  const row = await useUpLive(trx, 'login_code', now)
    .where('code_hash', '=', sha256Hex(code))
    .returning(['user_id', 'company_id', 'batch'])
    .executeTakeFirst();
  if (!row) return null;
  await trx
    .updateTable('login_code')
    .set({ used_at: now })
    .where('batch', '=', row.batch)
    .where('used_at', 'is', null)
    .execute();
  return { userId: row.user_id, companyId: row.company_id };
}
