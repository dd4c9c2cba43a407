import { beijingDay } from '@sme/contract/beijing-time';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { insertPreCredit } from '#features/estimates/stores/pre-credit-store.ts';
import { REGISTRY_FIXTURE } from './registry/registry-fixtures.ts';
import { seedUnderLock } from './seed-under-lock.ts';

const DAY = 24 * 3_600_000;

/**
 * Demo only: two pre-credit limits of the demo account's certified company, as two banks would grant them from the
 * institution workbench (issue 9) — one for the bank as a whole, one tied to a product. Validity is counted from the
 * day of seeding, so the demo shows limits in force.
 */
const DEMO_LIMITS = [
  {
    orgName: '粤秀示范农商银行',
    productName: null,
    amount: 300,
    fromDays: -30,
    untilDays: 335,
    remark: '年度综合授信',
  },
  {
    orgName: '羊城示范城市商业银行',
    productName: '羊城科创信用贷',
    amount: 150,
    fromDays: -10,
    untilDays: 170,
    remark: null,
  },
] as const;

/** Advisory lock key: instances starting together seed the limits once. */
const PRE_CREDIT_SEED_LOCK = 7_310_013;

/** Seeds the demo limits when the demo company exists and has none; answers whether it did. */
export async function seedDemoPreCredits(db: Kysely<DB>, now = new Date()): Promise<boolean> {
  return seedUnderLock(db, PRE_CREDIT_SEED_LOCK, async (trx) => {
    const company = await trx
      .selectFrom('company')
      .select('id')
      .where('uniform_code', '=', REGISTRY_FIXTURE.demoCertified.uniformCode)
      .executeTakeFirst();
    if (!company) return false;
    const existing = await trx
      .selectFrom('pre_credit')
      .select('id')
      .where('company_id', '=', company.id)
      .executeTakeFirst();
    if (existing) return false;
    let seeded = false;
    for (const limit of DEMO_LIMITS) {
      const org = await trx
        .selectFrom('financial_org')
        .select('id')
        .where('org_name', '=', limit.orgName)
        .executeTakeFirst();
      if (!org) continue;
      const product = limit.productName
        ? await trx
            .selectFrom('loan_product')
            .select('id')
            .where('org_id', '=', org.id)
            .where('product_name', '=', limit.productName)
            .executeTakeFirst()
        : undefined;
      await insertPreCredit(
        trx,
        {
          companyId: company.id,
          orgId: org.id,
          productId: product?.id ?? null,
          amount: limit.amount,
          validFrom: beijingDay(new Date(now.getTime() + limit.fromDays * DAY)),
          validUntil: beijingDay(new Date(now.getTime() + limit.untilDays * DAY)),
          remark: limit.remark,
          grantedBy: null,
        },
        now,
      );
      seeded = true;
    }
    return seeded;
  });
}
