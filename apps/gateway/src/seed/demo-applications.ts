import { beijingDay } from '@sme/contract/beijing-time';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { MAX_AUTHORISATION_MS } from '#features/accounts/domain/authorisation-validity.ts';
import { grantWithApplication } from '#features/accounts/services/authorisation-grant.ts';
import { FORM_URL_TYPE } from '#features/applications/domain/apply-method.ts';
import { applyForProduct, publishNeed } from '#features/applications/services/submit-service.ts';
import { offeredProducts } from '#features/catalog/stores/product-store.ts';
import { postalProductSeed } from './catalog/postal-bank.data.ts';
import { DEMO_MOBILE } from './demo-account.ts';
import { REGISTRY_FIXTURE } from './registry/registry-fixtures.ts';
import { type SeedMove, seedMove } from './seed-move.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Move = SeedMove;

interface DemoApplication {
  key: string;
  /** Days before seeding it was submitted; each move follows a day later. */
  daysAgo: number;
  amount: number;
  period: number;
  moves: Move[];
}

const failed = (to: number, failureReason: string): Move => ({ to, failureReason, remark: failureReason });

/** One application for a product per status the product flow reaches (1, 11, 4-10), as an institution would move them. */
const PRODUCT_APPLICATIONS: DemoApplication[] = [
  { key: 'demo-seed-product-1', daysAgo: 1, amount: 80, period: 12, moves: [] },
  { key: 'demo-seed-product-11', daysAgo: 3, amount: 150, period: 12, moves: [{ to: 11 }] },
  {
    key: 'demo-seed-product-4',
    daysAgo: 6,
    amount: 200,
    period: 24,
    moves: [{ to: 11 }, { to: 4, remark: '资料齐全，已安排客户经理上门尽调' }],
  },
  {
    key: 'demo-seed-product-5',
    daysAgo: 9,
    amount: 500,
    period: 36,
    moves: [{ to: 11 }, failed(5, '企业成立年限不满足产品准入要求')],
  },
  {
    key: 'demo-seed-product-6',
    daysAgo: 12,
    amount: 300,
    period: 12,
    moves: [{ to: 11 }, { to: 4 }, { to: 6, creditAmount: 260, remark: '授信260万元，年化利率3.85%' }],
  },
  {
    key: 'demo-seed-product-7',
    daysAgo: 15,
    amount: 120,
    period: 12,
    moves: [{ to: 11 }, { to: 4 }, failed(7, '近两年纳税额不足以支撑申请额度')],
  },
  {
    key: 'demo-seed-product-8',
    daysAgo: 20,
    amount: 100,
    period: 12,
    moves: [
      { to: 11 },
      { to: 4 },
      { to: 6, creditAmount: 100, remark: '授信100万元' },
      { to: 8, loanAmount: 100, remark: '已放款至企业基本户' },
    ],
  },
  {
    key: 'demo-seed-product-9',
    daysAgo: 25,
    amount: 60,
    period: 6,
    moves: [{ to: 11 }, { to: 4 }, { to: 6, creditAmount: 50 }, failed(9, '企业未在授信有效期内提款')],
  },
  { key: 'demo-seed-product-10', daysAgo: 28, amount: 40, period: 6, moves: [{ to: 10 }] },
];

/** Spec §3 postal flow (loanIndustry 7): credit granted (6), the company uses it in the bank's online banking. */
const POSTAL_APPLICATION: DemoApplication = {
  key: 'demo-seed-postal-6',
  daysAgo: 5,
  amount: 200,
  period: 12,
  moves: [
    { to: 11 },
    { to: 4, remark: '线上审批中' },
    { to: 6, creditAmount: 180, remark: '授信180万元，年化利率3.95%，请登录网上银行自助用信' },
  ],
};

/** Needs through the platform's review (2 / 3), picked up by an institution (11) and withdrawn (10). */
const NEEDS: DemoApplication[] = [
  { key: 'demo-seed-need-1', daysAgo: 1, amount: 260, period: 24, moves: [] },
  {
    key: 'demo-seed-need-2',
    daysAgo: 4,
    amount: 180,
    period: 12,
    moves: [{ to: 2, remark: '审核通过，已推送至合作机构' }],
  },
  {
    key: 'demo-seed-need-3',
    daysAgo: 8,
    amount: 1000,
    period: 60,
    moves: [failed(3, '融资用途描述不清晰，请补充后重新发布')],
  },
  { key: 'demo-seed-need-11', daysAgo: 10, amount: 350, period: 36, moves: [{ to: 2 }, { to: 11 }] },
  { key: 'demo-seed-need-10', daysAgo: 18, amount: 90, period: 12, moves: [{ to: 10 }] },
];

async function demoApplicant(db: Kysely<DB>) {
  const row = await db
    .selectFrom('user_company as uc')
    .innerJoin('app_user as u', 'u.id', 'uc.user_id')
    .innerJoin('company as c', 'c.id', 'uc.company_id')
    .select(['u.id as userId', 'c.id as companyId'])
    .where('u.mobile', '=', DEMO_MOBILE)
    .where('c.uniform_code', '=', REGISTRY_FIXTURE.demoCertified.uniformCode)
    .executeTakeFirst();
  return row ?? null;
}

/** The banks' products the demo applications are for (each by the form, of an institution in service). */
const DEMO_PRODUCTS = ['羊城科创信用贷', '珠江市场商户贷', '越华人才信用贷'];

/** The demo products found on shelf with the form entry, in the order above. */
async function formProducts(db: Kysely<DB>, names: string[] = DEMO_PRODUCTS) {
  const rows = await offeredProducts(db)
    .select(['p.id', 'p.org_id', 'p.product_name'])
    .where('p.product_name', 'in', names)
    .where('p.apply_url_type', '=', FORM_URL_TYPE)
    .execute();
  return names.flatMap((name) => rows.filter((row) => row.product_name === name));
}

/**
 * Demo only: the demo account's certified company with applications for products in every status the product flow
 * reaches, one of the postal flow at credit granted (6), and needs through the platform's review, all submitted
 * through the submit service (the first one grants the data authorisation) and moved through the transition service —
 * institutions' moves log their accesses for the ledger. Dated over the last four weeks and outside the daily submission budget (seeded rows are not the company's
 * submissions of a day). Idempotent: every row has its own idempotency key; a key already used is skipped.
 */
export async function seedDemoApplications(db: Kysely<DB>, now = new Date()): Promise<boolean> {
  const applicant = await demoApplicant(db);
  const products = await formProducts(db);
  if (!applicant || products.length === 0) return false;
  const existing = await db
    .selectFrom('loan_application')
    .select('idempotency_key')
    .where('company_id', '=', applicant.companyId)
    .where('idempotency_key', 'like', 'demo-seed-%')
    .execute();
  const seededKeys = new Set(existing.map((row) => row.idempotency_key));
  const noBudget = async () => {};
  let seeded = false;
  const oldestFirst = (list: DemoApplication[]) => [...list].sort((a, b) => b.daysAgo - a.daysAgo);

  const [postalProduct] = await formProducts(db, [postalProductSeed.productName]);
  const productApplications = [
    ...oldestFirst(PRODUCT_APPLICATIONS).map((item, index) => ({
      item,
      product: products[index % products.length] as (typeof products)[number],
    })),
    ...(postalProduct ? [{ item: POSTAL_APPLICATION, product: postalProduct }] : []),
  ];

  for (const [index, { item, product }] of productApplications.entries()) {
    if (seededKeys.has(item.key)) continue;
    const at = new Date(now.getTime() - item.daysAgo * DAY);
    const grant = { ...applicant, authEndDate: at.getTime() + MAX_AUTHORISATION_MS };
    const { id } = await applyForProduct(
      db,
      applicant,
      {
        productId: product.id,
        applyAmount: item.amount,
        loanPeriod: item.period,
        guaranteeMethods: [1, 4],
        repayMethod: 1,
        loanFor: 2,
        isFirstLoan: index % 2,
        districtName: '天河区',
        streetName: '石牌街道',
        contactName: '王建国',
        contactMobile: '13800000001',
        materialPaths: [],
        idempotencyKey: item.key,
        authEndDate: grant.authEndDate,
      },
      at,
      noBudget,
      (trx, applicationId) => grantWithApplication(trx, grant, applicationId, at),
    );
    await moveAlong(db, applicant, id, item.moves, at, null);
    seeded = true;
  }
  for (const item of oldestFirst(NEEDS)) {
    if (seededKeys.has(item.key)) continue;
    const at = new Date(now.getTime() - item.daysAgo * DAY);
    const expiry = beijingDay(new Date(now.getTime() + 90 * DAY));
    const grant = { ...applicant, authEndDate: at.getTime() + MAX_AUTHORISATION_MS };
    const { id } = await publishNeed(
      db,
      applicant,
      {
        applyAmount: item.amount,
        loanFor: 1,
        guaranteeMethods: [2, 4],
        loanPeriod: item.period,
        interestRate: 4.5,
        expiryDate: expiry,
        remark: '采购原材料，扩大生产线产能',
        idempotencyKey: item.key,
        authEndDate: grant.authEndDate,
      },
      at,
      noBudget,
      (trx, applicationId) => grantWithApplication(trx, grant, applicationId, at),
    );
    await moveAlong(db, applicant, id, item.moves, at, products[0]?.org_id ?? null);
    seeded = true;
  }
  return seeded;
}

/** Moves a seeded application one day apart per move, as the table's actor (the enterprise withdraws itself). */
async function moveAlong(
  db: Kysely<DB>,
  applicant: { userId: number; companyId: number },
  applicationId: number,
  moves: Move[],
  submittedAt: Date,
  needOrgId: number | null,
): Promise<void> {
  for (const [step, move] of moves.entries()) {
    const at = new Date(submittedAt.getTime() + (step + 1) * DAY - 6 * HOUR);
    if (!(await seedMove(db, applicant, applicationId, move, at, needOrgId ?? undefined))) return;
  }
}
