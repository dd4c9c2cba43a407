import { expressionBuilder, type Kysely, type Nullable, sql } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { StoredPreCreditTerms } from '../domain/pre-credit.ts';

/** A pre-credit limit with its institution and product, dates as YYYY-MM-DD. */
export interface PreCreditRow extends StoredPreCreditTerms {
  id: number;
  orgId: number;
  orgName: string;
}

const terms = expressionBuilder<{ c: DB['pre_credit']; p: Nullable<DB['loan_product']> }, 'c' | 'p'>();

/**
 * A limit's terms (StoredPreCreditTerms, dates as YYYY-MM-DD), selected from `pre_credit as c` left joined to its
 * `loan_product as p`: the company's list and the institution's list select them alike.
 */
export const preCreditTermColumns = [
  terms.ref('c.product_id').as('productId'),
  terms.ref('p.product_name').as('productName'),
  terms.ref('c.amount').as('amount'),
  sql<string>`to_char(${terms.ref('c.valid_from')}, 'YYYY-MM-DD')`.as('validFrom'),
  sql<string>`to_char(${terms.ref('c.valid_until')}, 'YYYY-MM-DD')`.as('validUntil'),
  terms.ref('c.status').as('status'),
  terms.ref('c.remark').as('remark'),
  terms.ref('c.granted_at').as('grantedAt'),
] as const;

function preCredits(db: Kysely<DB>) {
  return db
    .selectFrom('pre_credit as c')
    .innerJoin('financial_org as o', 'o.id', 'c.org_id')
    .leftJoin('loan_product as p', 'p.id', 'c.product_id')
    .select(['c.id', 'c.org_id as orgId', 'o.org_name as orgName', ...preCreditTermColumns]);
}

/** Every limit of the company, those valid longest first. */
export function listPreCredits(db: Kysely<DB>, companyId: number): Promise<PreCreditRow[]> {
  return preCredits(db)
    .where('c.company_id', '=', companyId)
    .orderBy('c.valid_until', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Whether the company has a limit in force on `today` (active, within its validity). */
export async function hasPreCreditInForce(db: Kysely<DB>, companyId: number, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('pre_credit')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .where('valid_from', '<=', today)
    .where('valid_until', '>=', today)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewPreCredit {
  companyId: number;
  orgId: number;
  productId: number | null;
  amount: number;
  validFrom: string;
  validUntil: string;
  remark: string | null;
  grantedBy: number | null;
}

/** Records a limit an institution granted (the workbench of issue 9 calls this; the demo seed does now). */
export async function insertPreCredit(db: Kysely<DB>, grant: NewPreCredit, now: Date): Promise<number> {
  const row = await db
    .insertInto('pre_credit')
    .values({
      company_id: grant.companyId,
      org_id: grant.orgId,
      product_id: grant.productId,
      amount: grant.amount,
      valid_from: grant.validFrom,
      valid_until: grant.validUntil,
      remark: grant.remark,
      granted_by: grant.grantedBy,
      granted_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
