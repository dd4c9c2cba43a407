/** Lines that many demo products share in their conditions and materials lists. */

export const REGISTERED_LOCALLY = '在本区依法注册登记，持有有效营业执照，实际经营满1年（含）以上';
export const SME_SIZE = '符合国家中小微企业划型标准';
export const CLEAN_CREDIT = '企业及实际控制人征信良好，近两年无连续3期或累计6期以上逾期记录';
export const NO_BLACKLIST = '企业及实际控制人未被列入失信被执行人名单、经营异常名录或严重违法失信名单';
export const LAWFUL_PURPOSE = '贷款用途合法合规，不得用于股票、期货、房地产投机及国家禁止的领域';

export const BUSINESS_LICENCE = '营业执照（副本）';
/** A company's own documents: the licence, articles, and the IDs of the people behind it. */
export const COMPANY_BASICS = [
  BUSINESS_LICENCE,
  '公司章程及最新股东名册',
  '法定代表人、实际控制人及其配偶的身份证件',
  '企业征信及个人征信查询授权书（平台可在线签署）',
];
/** The short form for a 个体工商户 or market trader: the licence and the operator's ID. */
export const TRADER_BASICS = [BUSINESS_LICENCE, '经营者身份证件'];
/** The short form for a company on a quick product (bills, bid bonds, confirmed payables): licence and representative's ID. */
export const REPRESENTATIVE_BASICS = [BUSINESS_LICENCE, '法定代表人身份证件'];
export const FINANCIALS = ['近两个完整年度财务报表及最近一期月度财务报表', '企业主要结算账户近12个月银行流水'];
/** The single line of accounts that smaller products ask for instead of FINANCIALS. */
export const LAST_YEAR_ACCOUNTS = '近一年财务报表';
export const TAX_RECORDS = ['近两年增值税及企业所得税纳税申报表或完税证明'];
export const USE_OF_FUNDS = ['借款用途说明及相关购销合同、订单或发票'];
