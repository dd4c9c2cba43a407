import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { MAX_AUTHORISATION_MS } from '#features/accounts/domain/authorisation-validity.ts';
import { grantWithApplication } from '#features/accounts/services/authorisation-grant.ts';
import { FORM_URL_TYPE } from '#features/applications/domain/apply-method.ts';
import { type Applicant, applyForProduct, publishNeed } from '#features/applications/services/submit-service.ts';
import { offeredProducts } from '#features/catalog/stores/product-store.ts';
import { type HistoryCompany, type HistoryItem, type HistoryProduct, loanHistoryPlan } from './loan-history-plan.ts';
import { registryCompany } from './registry/company-generator.ts';
import { addSeedMembership, upsertRegistryCompany } from './seed-company.ts';
import { seedMove } from './seed-move.ts';

const DAY = 86_400_000;
const KEY_PREFIX = 'history-seed-';

async function formProducts(db: Kysely<DB>): Promise<HistoryProduct[]> {
  const rows = await offeredProducts(db)
    .select([
      'p.id',
      'p.org_id',
      'p.min_amount',
      'p.max_amount',
      'p.min_period',
      'p.max_period',
      'p.guarantee_methods',
      'p.repay_methods',
      'p.loan_industry',
    ])
    .where('p.apply_url_type', '=', FORM_URL_TYPE)
    .orderBy('p.id')
    .execute();
  const amount = (value: string | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    id: row.id,
    orgId: row.org_id,
    minAmount: amount(row.min_amount),
    maxAmount: amount(row.max_amount),
    minPeriod: row.min_period,
    maxPeriod: row.max_period,
    guaranteeMethods: row.guarantee_methods,
    repayMethods: row.repay_methods,
    loanIndustry: row.loan_industry,
  }));
}

/** The company's account (an SMS-only, disabled account: nobody signs in as it) and its membership. */
async function historyApplicant(db: Kysely<DB>, company: HistoryCompany, now: Date): Promise<Applicant> {
  return db.transaction().execute(async (trx) => {
    const registry = registryCompany(company.registryId);
    const companyId = await upsertRegistryCompany(trx, registry);
    await trx
      .insertInto('app_user')
      .values({
        mobile: company.mobile,
        password_hash: null,
        name: registry.legalPerson,
        dept_id: null,
        disabled: true,
        created_at: company.registeredAt,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('mobile').where('deleted_at', 'is', null).doNothing())
      .execute();
    const user = await trx
      .selectFrom('app_user')
      .select('id')
      .where('mobile', '=', company.mobile)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    await addSeedMembership(trx, {
      userId: user.id,
      companyId,
      joinedAt: company.registeredAt,
      certifiedAt: company.certified ? company.registeredAt : null,
    });
    return { userId: user.id, companyId };
  });
}

/**
 * Demo only: a year of the region's financing on the platform — enterprises that registered, applied for products
 * or published needs, and institutions that viewed, accepted, granted credit and lent (or refused), so the home
 * statistics have a live platform's history to compute from. Every application goes through the submit service
 * and every move through the transition service (THE status machine); the plan is deterministic
 * (./loan-history-plan.ts) and dated relative to `now`. Idempotent by idempotency key.
 */
export async function seedLoanHistory(db: Kysely<DB>, now = new Date()): Promise<boolean> {
  const products = await formProducts(db);
  const orgIds = [...new Set(products.map((product) => product.orgId))];
  if (products.length === 0) return false;
  const existing = await db
    .selectFrom('loan_application')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `${KEY_PREFIX}%`)
    .execute();
  const seededKeys = new Set(existing.map((row) => row.idempotency_key));
  const plan = loanHistoryPlan(products, orgIds, now);
  if (plan.items.every((item) => seededKeys.has(`${KEY_PREFIX}${item.index}`))) return false;
  const applicants = new Map<number, Applicant>();
  for (const company of plan.companies) applicants.set(company.index, await historyApplicant(db, company, now));
  const noBudget = async () => {};
  for (const item of plan.items) {
    const key = `${KEY_PREFIX}${item.index}`;
    const applicant = applicants.get(item.company.index);
    if (seededKeys.has(key) || !applicant) continue;
    const id = await submit(db, applicant, item, key, noBudget);
    await moveAlong(db, applicant, id, item);
  }
  return true;
}

async function submit(
  db: Kysely<DB>,
  applicant: Applicant,
  item: HistoryItem,
  idempotencyKey: string,
  budget: () => Promise<void>,
): Promise<number> {
  const grant = { ...applicant, authEndDate: item.submittedAt.getTime() + MAX_AUTHORISATION_MS };
  // What a need and a product application both carry.
  const common = {
    applyAmount: item.amount,
    loanFor: item.loanFor,
    guaranteeMethods: item.guaranteeMethods,
    loanPeriod: item.period,
    idempotencyKey,
    authEndDate: grant.authEndDate,
  };
  const authorise = (trx: Kysely<DB>, applicationId: number) =>
    grantWithApplication(trx, grant, applicationId, item.submittedAt);
  const { id } =
    item.kind === 'need'
      ? await publishNeed(
          db,
          applicant,
          {
            ...common,
            interestRate: item.interestRate,
            expiryDate: new Date(item.submittedAt.getTime() + 90 * DAY).toISOString().slice(0, 10),
            remark: item.remark,
          },
          item.submittedAt,
          budget,
          authorise,
        )
      : await applyForProduct(
          db,
          applicant,
          {
            ...common,
            productId: item.productId,
            repayMethod: item.repayMethod,
            isFirstLoan: item.firstLoan ? 1 : 0,
            districtName: item.company.district,
            streetName: item.company.street,
            contactName: item.company.contactName,
            contactMobile: item.company.mobile,
            materialPaths: [],
          },
          item.submittedAt,
          budget,
          authorise,
        );
  return id;
}

/** Each planned move as the status machine's actor for it (the enterprise withdraws itself). */
async function moveAlong(db: Kysely<DB>, applicant: Applicant, applicationId: number, item: HistoryItem) {
  for (const move of item.moves) {
    const needOrgId = item.kind === 'need' ? item.orgId : undefined;
    if (!(await seedMove(db, applicant, applicationId, move, move.at, needOrgId))) return;
  }
}
