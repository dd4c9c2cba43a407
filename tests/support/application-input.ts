/** Spec §9: an authorisation's default validity, about 5 years. */
export const FIVE_YEARS_MS = 157_680_000_000;

let serial = 0;

/**
 * A complete ProductApplicationInput for `productId` (a real district and street of the region, a 5-year data
 * authorisation from `now`, a fresh idempotency key); `changes` replaces any field.
 */
export function productApplicationInput(productId: string, now: number, changes: Record<string, unknown> = {}) {
  serial += 1;
  return {
    productId,
    applyAmount: 100,
    loanPeriod: 12,
    guaranteeMethods: [4],
    repayMethod: 1,
    loanFor: 4,
    isFirstLoan: true,
    districtName: '天河区',
    streetName: '石牌街道',
    contactName: '李四',
    contactMobile: '13912345678',
    idempotencyKey: `test-apply-${Date.now()}-${serial}`,
    authEndDate: now + FIVE_YEARS_MS,
    ...changes,
  };
}

const DAY_MS = 86_400_000;

/**
 * A complete FinancingNeedInput (80 万元 for 12 months, valid for 60 days from `now`, a fresh idempotency key);
 * `changes` replaces any field.
 */
export function financingNeedInput(now: number, changes: Record<string, unknown> = {}) {
  serial += 1;
  return {
    applyAmount: 80,
    loanFor: 1,
    guaranteeMethods: [4],
    loanPeriod: 12,
    interestRate: 5,
    expiryDate: new Date(now + 60 * DAY_MS).toISOString().slice(0, 10),
    idempotencyKey: `test-need-${Date.now()}-${serial}`,
    ...changes,
  };
}
