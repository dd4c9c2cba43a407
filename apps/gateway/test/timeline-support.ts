import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';

/**
 * Applications written straight into the tables with the timeline given, for the tests of what is computed from
 * timelines (response times, the steps kept on each application).
 */

/** An instant given as Beijing wall-clock time, YYYY-MM-DDTHH:mm:ss. */
export const beijing = (text: string) => new Date(`${text}+08:00`);

/** An institution, a company and an account that applies for it. */
export interface Party {
  orgId: number;
  companyId: number;
  userId: number;
}

/** A new institution, company and account; `key` is four digits that make their names, code and mobile unique. */
export async function insertParty(db: Kysely<DB>, key: string): Promise<Party> {
  const org = await db
    .insertInto('financial_org')
    .values({ org_name: `测试银行${key}`, org_type: 1, logo: '', intro: '', address: '', phone: '', if_normal: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const company = await db
    .insertInto('company')
    .values({ company_name: `测试公司${key}`, uniform_code: `91440101MA5ST${key}X` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const user = await db
    .insertInto('app_user')
    .values({ mobile: `1390000${key}`, password_hash: null, dept_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orgId: org.id, companyId: company.id, userId: user.id };
}

/**
 * A need submitted at `start` (Beijing) and handled by the party's institution, with its timeline: 待受理 (1) at
 * the start, then the moves given (status, Beijing time). Needs have no product to seed; claimed_at stays empty, so
 * the start is the submission.
 */
export async function insertNeedWithTimeline(
  db: Kysely<DB>,
  party: Party,
  start: string,
  moves: Array<[number, string]>,
): Promise<number> {
  const row = await db
    .insertInto('loan_application')
    .values({
      source: 2,
      product_id: null,
      org_id: party.orgId,
      company_id: party.companyId,
      applicant_id: party.userId,
      apply_amount: 100,
      loan_period: 12,
      guarantee_methods: [4],
      loan_for: 1,
      idempotency_key: `k-${party.orgId}-${start}`,
      created_at: beijing(start),
      updated_at: beijing(start),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertEvents(db, row.id, [[1, start], ...moves]);
  return row.id;
}

/** Timeline entries of an application, in the order given (status, Beijing time). */
export async function insertEvents(db: Kysely<DB>, applicationId: number, moves: Array<[number, string]>) {
  for (const [status, time] of moves) {
    await db
      .insertInto('loan_application_event')
      .values({
        application_id: applicationId,
        from_status: null,
        to_status: status,
        actor_kind: 'institution',
        at: beijing(time),
      })
      .execute();
  }
}
