/** Codes of spec §3's lookup lists that the catalog stores and filters on. */

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
