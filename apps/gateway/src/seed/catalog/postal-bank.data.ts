import { CLEAN_CREDIT, COMPANY_BASICS, NO_BLACKLIST, REGISTERED_LOCALLY, TAX_RECORDS } from './common-texts.data.ts';
import { product } from './product-seed.ts';
import type { InstitutionSeed, ProductSeed } from './seed-types.ts';

/** Spec §3 loanIndustry of the postal bank's full-process online flow (no withdraw; credit is used online). */
export const POSTAL_LOAN_INDUSTRY = 7;

/** A fictional postal-savings bank (示范 marks it), the one institution of the postal full-process flow. */
export const postalInstitutionSeed: InstitutionSeed = {
  key: 'postal-gz',
  orgName: '示范邮储银行广州分行',
  shortName: '邮储',
  orgType: 1,
  brandColor: '#007a3d',
  intro: [
    '示范邮储银行广州分行依托遍布城乡的网点，为小微企业和个体工商户提供普惠信贷服务。',
    '推出全流程线上贷款：企业在平台提交申请，银行线上审批授信，企业登录网上银行自助用信、随借随还。',
  ],
  address: '广州市越秀区示范东路66号',
  phone: '020-80000117',
  ifNormal: true,
  sort: 170,
  joinedAt: '2023-05-10T09:00:00+08:00',
};

/** Its product of the postal flow: applied for through the form; after credit the company draws in online banking. */
export const postalProductSeed: ProductSeed = product({
  org: postalInstitutionSeed.key,
  productName: '邮储示范全流程线上贷',
  productType: 1,
  logoLabel: '线上',
  loanIndustry: POSTAL_LOAN_INDUSTRY,
  guaranteeMethods: [4],
  repayMethods: [1, 3],
  amount: [5, 500],
  rate: [3.6, 4.5],
  months: [3, 36],
  summary: '纯信用、全流程线上，授信后登录网上银行自助用信',
  introduction: [
    '邮储示范全流程线上贷以企业纳税、结算和征信数据为授信依据，无需抵押，申请、审批、签约、用信全程线上办理。',
    '授信后企业登录网上银行即可自助提款，额度有效期内随借随还，按日计息。',
    '单户额度最高500万元，期限最长36个月。',
  ],
  conditions: [REGISTERED_LOCALLY, '在示范邮储银行开立企业结算账户或同意开立', CLEAN_CREDIT, NO_BLACKLIST],
  materials: [...COMPANY_BASICS, ...TAX_RECORDS, '企业网上银行开通申请（授信后线上办理）'],
  applyCount: 326,
  published: '2023-05-20',
});
