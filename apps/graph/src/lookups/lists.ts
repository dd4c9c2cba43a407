import {
  CANCELLATION_REASON_NAMES,
  CANCELLATION_REASONS,
  GUARANTEE_METHOD_NAMES,
  GUARANTEE_METHODS,
  INSTITUTION_TYPE_NAMES,
  INSTITUTION_TYPES,
  namedCodes,
  PRODUCT_TYPE_NAMES,
  PRODUCT_TYPES,
  REPAY_METHOD_NAMES,
  REPAY_METHODS,
} from '@sme/contract/catalog-codes';
import { frozenLookups, type LookupList, lookupList } from './lookup.ts';

/** 担保方式. */
export const guaranteeMethods = frozenLookups(namedCodes(GUARANTEE_METHODS, GUARANTEE_METHOD_NAMES));

/** 贷款类型, in the order the spec lists them. */
export const loanTypes = lookupList([
  [4, '信用'],
  [3, '保证'],
  [1, '抵押'],
  [2, '质押'],
]);

/** 机构类型. */
export const institutionTypes = frozenLookups(namedCodes(INSTITUTION_TYPES, INSTITUTION_TYPE_NAMES));

const recommendedInstitutionTypeCodes = new Set([1, 2, 4, 5, 6, 10]);

/** Institution types the portal recommends. */
export const recommendedInstitutionTypes: LookupList = Object.freeze(
  institutionTypes.filter((entry) => recommendedInstitutionTypeCodes.has(entry.code)),
);

/** 产品类型 of products (applications number their product types differently). */
export const productTypes = frozenLookups(namedCodes(PRODUCT_TYPES, PRODUCT_TYPE_NAMES));

/** 产品类型 as applications number them (spec §3: the second reading of the product-type list). */
export const applicationProductTypes = lookupList([
  [1, '贷款'],
  [2, '担保'],
  [4, '融资租赁'],
  [5, '转贷'],
]);

/** 还款方式. */
export const repayMethods = frozenLookups(namedCodes(REPAY_METHODS, REPAY_METHOD_NAMES));

/** 贷款用途. */
export const loanPurposes = lookupList([
  [1, '日常经营'],
  [2, '扩大经营'],
  [3, '购买设备'],
  [4, '流动资金周转'],
  [5, '个人消费'],
  [6, '其他'],
]);

/** 撤销原因. */
export const cancellationReasons = frozenLookups(namedCodes(CANCELLATION_REASONS, CANCELLATION_REASON_NAMES));

/** Every list, in the shape of the GraphQL `Lookups` type. */
export function lookupsForGraphQL() {
  return {
    guaranteeMethods: [...guaranteeMethods],
    loanTypes: [...loanTypes],
    institutionTypes: [...institutionTypes],
    recommendedInstitutionTypes: [...recommendedInstitutionTypes],
    productTypes: [...productTypes],
    repayMethods: [...repayMethods],
    loanPurposes: [...loanPurposes],
    cancellationReasons: [...cancellationReasons],
  };
}
