import { COMPANY_MESSAGES } from '@sme/contract/routes/account-companies';
import { type LimitRule, scaledMax } from '#shared/limit-rule.ts';

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
    max: scaledMax(20, factor),
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
