let serial = 0;

/**
 * A complete institution product for /loan/org/product/create and /update, under a name no other call of the run
 * used; `overrides` replace any field.
 */
export function orgProductBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    productName: `测试经营贷${serial}号`,
    productType: 1,
    guaranteeMethod: [4, 1],
    repayMethod: '1,3',
    minAmount: 10,
    maxAmount: 300,
    rateMin: 3.45,
    rateMax: 6.5,
    minPeriod: 6,
    maxPeriod: 36,
    summary: '纯信用，线上申请',
    introduction: '面向小微企业的经营性贷款。',
    conditions: '成立满一年',
    materials: '营业执照',
    ...overrides,
  };
}
