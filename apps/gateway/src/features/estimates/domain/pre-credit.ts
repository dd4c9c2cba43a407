/**
 * A pre-credit limit's status as the portal shows it (ours; the spec names none): what the institution set
 * (active, used, revoked) and, for an active one, whether today lies within its validity.
 */
export const PreCreditStatus = {
  IN_FORCE: 1,
  USED: 2,
  REVOKED: 3,
  EXPIRED: 4,
  NOT_YET_VALID: 5,
} as const;

export const PRE_CREDIT_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: '生效中',
  2: '已用信',
  3: '已撤销',
  4: '已过期',
  5: '未生效',
};

export function preCreditStatus(
  stored: 'active' | 'used' | 'revoked',
  validFrom: string,
  validUntil: string,
  today: string,
): number {
  if (stored === 'used') return PreCreditStatus.USED;
  if (stored === 'revoked') return PreCreditStatus.REVOKED;
  if (today > validUntil) return PreCreditStatus.EXPIRED;
  if (today < validFrom) return PreCreditStatus.NOT_YET_VALID;
  return PreCreditStatus.IN_FORCE;
}

/** What every list of limits stores of one: its product, amount in 万元, validity, stored status, remark, grant time. */
export interface StoredPreCreditTerms {
  productId: number | null;
  productName: string | null;
  amount: string;
  validFrom: string;
  validUntil: string;
  status: 'active' | 'used' | 'revoked';
  remark: string | null;
  grantedAt: Date;
}

/** The terms of a limit as every list answers them: amount a number, status as of today, ISO grant time. */
export function preCreditTerms(row: StoredPreCreditTerms, today: string) {
  const status = preCreditStatus(row.status, row.validFrom, row.validUntil, today);
  return {
    productId: row.productId,
    productName: row.productName,
    amount: Number(row.amount),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    status,
    statusLabel: PRE_CREDIT_STATUS_LABELS[status] ?? '',
    remark: row.remark,
    grantedAt: new Date(row.grantedAt).toISOString(),
  };
}
