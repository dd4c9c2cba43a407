/** The statuses the benches' applications cycle through, one after another. */
export const BENCH_STATUSES = [1, 11, 4, 5, 6, 7, 8, 9, 10];

/** What tells one bench's n-th application from another bench's. */
export interface BenchApplicationOf {
  /** The on-shelf products, taken round robin. */
  products: readonly { id: number; org_id: number }[];
  /** When the first application was made; the n-th comes n minutes later. */
  start: number;
  companyId: number;
  applicantId: number;
  idempotencyKey: string;
}

/**
 * The loan_application row of a bench's n-th product application (inserted in SQL, never a production path): the
 * product, amount, first-loan flag and status vary with n, the rest is one fixed applicant's form.
 */
export function benchApplicationRow(n: number, of: BenchApplicationOf) {
  const product = of.products[n % of.products.length] as { id: number; org_id: number };
  const at = new Date(of.start + n * 60_000);
  return {
    source: 1,
    product_id: product.id,
    org_id: product.org_id,
    company_id: of.companyId,
    applicant_id: of.applicantId,
    apply_amount: 50 + (n % 400),
    loan_period: 12,
    guarantee_methods: [1, 4],
    repay_method: 1,
    loan_for: 2,
    is_first_loan: n % 2,
    loan_status: BENCH_STATUSES[n % BENCH_STATUSES.length] as number,
    district_name: '天河区',
    street_name: '石牌街道',
    contact_name: '王建国',
    contact_mobile: '13800000001',
    idempotency_key: of.idempotencyKey,
    created_at: at,
    updated_at: at,
  };
}
