import { type LookupList, lookupList } from './lookup.ts';

/** 担保方式. */
export const guaranteeMethods = lookupList([
  [1, '抵押'],
  [2, '质押'],
  [3, '保证'],
  [4, '信用'],
  [5, '其他'],
]);

/** 贷款类型, in the order the spec lists them. */
export const loanTypes = lookupList([
  [4, '信用'],
  [3, '保证'],
  [1, '抵押'],
  [2, '质押'],
]);

/** 机构类型. */
export const institutionTypes = lookupList([
  [1, '银行'],
  [2, '担保公司'],
  [3, '保险公司'],
  [4, '小额贷款公司'],
  [5, '融资租赁公司'],
  [6, '商业保理公司'],
  [7, '创业投资机构'],
  [8, '消费金融公司'],
  [9, '资产管理公司'],
  [10, '信托公司'],
  [99, '其他'],
]);

const recommendedInstitutionTypeCodes = new Set([1, 2, 4, 5, 6, 10]);

/** Institution types the portal recommends. */
export const recommendedInstitutionTypes: LookupList = Object.freeze(
  institutionTypes.filter((entry) => recommendedInstitutionTypeCodes.has(entry.code)),
);

/** 产品类型 of products (applications number their product types differently). */
export const productTypes = lookupList([
  [1, '银行'],
  [2, '担保'],
  [3, '小贷'],
  [4, '融资租赁'],
  [5, '保理'],
  [6, '信托'],
]);

/** 产品类型 as applications number them (spec §3: the second reading of the product-type list). */
export const applicationProductTypes = lookupList([
  [1, '贷款'],
  [2, '担保'],
  [4, '融资租赁'],
  [5, '转贷'],
]);

/** 还款方式. */
export const repayMethods = lookupList([
  [1, '等额本息'],
  [2, '等额本金'],
  [3, '先息后本'],
  [4, '一次性还本付息'],
  [5, '其他'],
  [6, '随借随还'],
  [7, '按协议约定'],
  [8, '分期还款'],
]);

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
export const cancellationReasons = lookupList([
  [1, '资质不足'],
  [2, '材料不全'],
  [3, '客户取消'],
  [4, '其他'],
]);

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
