import { type Kysely, sql } from 'kysely';
import type { DB } from '#db/schema.ts';

/** A published policy with its machine-readable conditions (a row of policy_condition). */
export interface ConditionedPolicyRow {
  policyId: number;
  title: string;
  department: string;
  publishDate: string;
  districtCodes: string[] | null;
  industries: string[] | null;
  enterpriseKind: 'company' | 'individual' | null;
  sizes: string[] | null;
  minYears: number | null;
  maxYears: number | null;
  greenProjectRequired: boolean;
  firstLoanRequired: boolean;
}

function conditionedPolicies(db: Kysely<DB>) {
  return db
    .selectFrom('policy_condition as c')
    .innerJoin('enterprise_policy as p', 'p.id', 'c.policy_id')
    .where('p.published', '=', true)
    .select([
      'c.policy_id as policyId',
      'p.title',
      'p.department',
      sql<string>`to_char(p.publish_date, 'YYYY-MM-DD')`.as('publishDate'),
      'c.district_codes as districtCodes',
      'c.industries',
      'c.enterprise_kind as enterpriseKind',
      'c.sizes',
      'c.min_years as minYears',
      'c.max_years as maxYears',
      'c.green_project_required as greenProjectRequired',
      'c.first_loan_required as firstLoanRequired',
    ]);
}

/** Every published policy that has conditions, newest first. */
export function listConditionedPolicies(db: Kysely<DB>): Promise<ConditionedPolicyRow[]> {
  return conditionedPolicies(db).orderBy('p.publish_date', 'desc').orderBy('p.id', 'desc').execute();
}

/** One published policy's conditions; undefined when it has none (or is unknown or withdrawn). */
export function findConditionedPolicy(db: Kysely<DB>, policyId: number): Promise<ConditionedPolicyRow | undefined> {
  return conditionedPolicies(db).where('c.policy_id', '=', policyId).executeTakeFirst();
}

/** Whether a published policy of that id exists (with or without conditions). */
export async function policyPublished(db: Kysely<DB>, policyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enterprise_policy')
    .select('id')
    .where('id', '=', policyId)
    .where('published', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
