/** The graph's bodies of the institution administrator's pre-credit grant (the records are the contract's). */

export interface PreCreditGrantBody {
  uniformCode: string;
  amount: number;
  validFrom?: string;
  validUntil: string;
  remark?: string;
  productId?: number;
}
