/** Codes of spec §3's lookup lists that the services store, check and name. */

/** 产品类型 of products: 1 bank, 2 guarantee, 3 microloan, 4 leasing, 5 factoring, 6 trust. */
export const PRODUCT_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** 担保方式: 1 mortgage, 2 pledge, 3 guarantee, 4 credit, 5 other. */
export const GUARANTEE_METHODS = [1, 2, 3, 4, 5] as const;
export type GuaranteeMethod = (typeof GUARANTEE_METHODS)[number];

/**
 * 还款方式: 1 equal principal and interest, 2 equal principal, 3 interest first, 4 lump sum, 5 other,
 * 6 borrow and repay any time, 7 by agreement, 8 instalment.
 */
export const REPAY_METHODS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type RepayMethod = (typeof REPAY_METHODS)[number];

/**
 * 机构类型: 1 bank, 2 guarantee, 3 insurance, 4 microloan, 5 financial leasing, 6 factoring, 7 venture capital,
 * 8 consumer finance, 9 asset management, 10 trust, 99 other.
 */
export const INSTITUTION_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 99] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** Each code's name as spec §3 gives it, for the graph's lookups and the workbench's forms. */
export const PRODUCT_TYPE_NAMES: Readonly<Record<ProductType, string>> = {
  1: '银行',
  2: '担保',
  3: '小贷',
  4: '融资租赁',
  5: '保理',
  6: '信托',
};

export const GUARANTEE_METHOD_NAMES: Readonly<Record<GuaranteeMethod, string>> = {
  1: '抵押',
  2: '质押',
  3: '保证',
  4: '信用',
  5: '其他',
};

export const REPAY_METHOD_NAMES: Readonly<Record<RepayMethod, string>> = {
  1: '等额本息',
  2: '等额本金',
  3: '先息后本',
  4: '一次性还本付息',
  5: '其他',
  6: '随借随还',
  7: '按协议约定',
  8: '分期还款',
};

export const INSTITUTION_TYPE_NAMES: Readonly<Record<InstitutionType, string>> = {
  1: '银行',
  2: '担保公司',
  3: '保险公司',
  4: '小额贷款公司',
  5: '融资租赁公司',
  6: '商业保理公司',
  7: '创业投资机构',
  8: '消费金融公司',
  9: '资产管理公司',
  10: '信托公司',
  99: '其他',
};

/** 撤销原因 (spec §3's cancellation reason): why an application ended unsuccessfully (its failureType). */
export const CANCELLATION_REASONS = [1, 2, 3, 4] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_NAMES: Readonly<Record<CancellationReason, string>> = {
  1: '资质不符',
  2: '资料不全',
  3: '客户取消',
  4: '其他',
};

/** A code list with each code's name, in the list's order. */
export function namedCodes<Code extends number>(
  codes: readonly Code[],
  names: Readonly<Record<Code, string>>,
): { code: Code; label: string }[] {
  return codes.map((code) => ({ code, label: names[code] }));
}
