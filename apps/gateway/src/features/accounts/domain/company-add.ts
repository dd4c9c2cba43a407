import type { LimitRule } from './limits.ts';

/** Texts of company add and setCompanyName (spec §5 company name, §8 company). */
export const COMPANY_MESSAGES = {
  nameRequired: '请输入企业名称',
  nameMalformed: '企业名称格式错误',
  codeRequired: '请输入统一社会信用代码',
  codeMalformed: '统一社会信用代码格式错误',
  legalPersonMalformed: '法定代表人格式错误',
  notInRegistry: '未在企业登记信息中查询到该统一社会信用代码，请核对后重试',
  nameMismatch: '企业名称与登记信息不一致，请通过企业名称查询后选择',
  notOperating: '该企业已注销或吊销，无法添加',
  legalPersonMismatch: '法定代表人与企业登记信息不一致',
  alreadyAdded: '您已添加该企业，请勿重复添加',
  tooFrequent: '添加企业过于频繁，请1小时后再试',
  noCompany: '您还没有企业，请先添加企业',
} as const;

/** Longest company name accepted (the registry's longest names are far shorter). */
export const COMPANY_NAME_MAX = 100;

/**
 * A company name as compared with the registry's: spaces dropped and half-width brackets made full-width, the way
 * Chinese registrations write them (示例科技（广州）有限公司), so a typed "(广州)" still matches.
 */
export function normalizeCompanyName(name: string): string {
  return name.replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）');
}

export function sameCompanyName(given: string, registered: string): boolean {
  const normalized = normalizeCompanyName(given);
  return normalized !== '' && normalized === normalizeCompanyName(registered);
}

const HOUR = 3_600_000;

/** Company adds per account (scaled by RATE_LIMIT_FACTOR like every count budget): each one probes the registry. */
export function companyAddLimit(factor: number, userId: number): LimitRule {
  return {
    bucket: `company:add:user:${userId}`,
    max: Math.max(1, Math.round(20 * factor)),
    windowMs: HOUR,
    message: COMPANY_MESSAGES.tooFrequent,
  };
}

/** What company add needs of the registry's entry for a credit code. */
export interface RegistryFacts {
  uniformCode: string;
  companyName: string;
  /** 法定代表人 (the operator of an individual business); "" when the registry names none. */
  legalPerson: string;
  /** false for a deregistered or revoked company (注销, 吊销), which cannot be added. */
  operating: boolean;
}
