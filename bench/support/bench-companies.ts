import type { Database } from '../../apps/gateway/src/db/database.ts';
import { startSession } from '../../apps/gateway/src/features/accounts/stores/session-store.ts';

/** A bench's own fictional enterprise: its user's mobile and its company's unified code, both unique in the run. */
export interface BenchCompanySpec {
  n: number;
  mobile: string;
  uniformCode: string;
}

/**
 * A certified, face-checked member of a new company with a live session, inserted in SQL (the benches' set-up,
 * never a production path); answers its ids and session token.
 */
export async function companyWithSession(
  db: Database['db'],
  { n, mobile, uniformCode }: BenchCompanySpec,
  now = new Date(),
): Promise<{ userId: number; companyId: number; token: string }> {
  const company = await db
    .insertInto('company')
    .values({ company_name: `压测企业${n}有限公司`, uniform_code: uniformCode, legal_person: '王建国' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = await memberWithSession(db, { companyId: company.id, mobile, name: `压测用户${n}` }, now);
  return { userId: member.userId, companyId: company.id, token: member.token };
}

/** A new certified, face-checked member of an existing company with a live session, inserted in SQL. */
export async function memberWithSession(
  db: Database['db'],
  { companyId, mobile, name }: { companyId: number; mobile: string; name: string },
  now = new Date(),
): Promise<{ userId: number; token: string }> {
  const user = await db
    .insertInto('app_user')
    .values({ mobile, password_hash: 'x', name, dept_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_company')
    .values({ user_id: user.id, company_id: companyId, created_at: now, certified: true, identify_status: 6 })
    .execute();
  const token = await db.transaction().execute((trx) => startSession(trx, { userId: user.id, companyId }, now));
  return { userId: user.id, token };
}
