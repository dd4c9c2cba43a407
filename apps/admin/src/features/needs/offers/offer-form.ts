/** The offer form's fields as typed, and their reading into the mutation's input. */
export interface OfferFormValues {
  amountMin: string;
  amountMax: string;
  rateMin: string;
  rateMax: string;
  termMonths: string;
  conditions: string;
  validUntil: string;
}

export const OFFER_FIELDS: readonly { key: keyof OfferFormValues; label: string; inputMode?: 'decimal' | 'numeric' }[] =
  [
    { key: 'amountMin', label: '金额下限（万元）', inputMode: 'decimal' },
    { key: 'amountMax', label: '金额上限（万元）', inputMode: 'decimal' },
    { key: 'rateMin', label: '利率下限（%）', inputMode: 'decimal' },
    { key: 'rateMax', label: '利率上限（%）', inputMode: 'decimal' },
    { key: 'termMonths', label: '期限（月）', inputMode: 'numeric' },
    { key: 'validUntil', label: '有效期至（YYYY-MM-DD）' },
  ];

/** A fresh form for a need: its amount and term as the first guess. */
export function offerFormFor(need: { applyAmount: number; loanPeriod: number }): OfferFormValues {
  return {
    amountMin: String(need.applyAmount),
    amountMax: String(need.applyAmount),
    rateMin: '',
    rateMax: '',
    termMonths: String(need.loanPeriod),
    conditions: '',
    validUntil: '',
  };
}

/** The form as the mutation's input; numbers that do not read are sent as NaN-free zeros for the server to refuse. */
export function offerInput(needId: string, values: OfferFormValues) {
  const number = (text: string) => {
    const value = Number(text.trim());
    return Number.isFinite(value) ? value : 0;
  };
  return {
    needId,
    amountMin: number(values.amountMin),
    amountMax: number(values.amountMax),
    rateMin: number(values.rateMin),
    rateMax: number(values.rateMax),
    termMonths: Math.trunc(number(values.termMonths)),
    conditions: values.conditions.trim(),
    validUntil: values.validUntil.trim(),
  };
}
