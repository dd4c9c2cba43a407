import { GatewayCode } from '@sme/contract/codes';
import type { PolicyMatchRecord, PolicyVerdict } from '@sme/contract/routes/policy-match';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { regionDivisions } from '#features/divisions/domain/region-divisions.ts';
import { ApiError } from '#http/api-error.ts';
import type { CompanyProfile, EnterpriseSize } from '../domain/company-profile.ts';
import type { PolicyConditions } from '../domain/policy-conditions.ts';
import { isListed, matchPolicy, verdictOf } from '../domain/policy-matcher.ts';
import {
  type ConditionedPolicyRow,
  findConditionedPolicy,
  listConditionedPolicies,
  policyPublished,
} from '../stores/policy-condition-store.ts';
import { companyProfile } from './company-profile-service.ts';

export const POLICY_MATCH_MESSAGES = { policyMissing: '该政策不存在或已下线' } as const;

function districtName(code: string): string {
  return regionDivisions().districts.find((district) => district.code === code)?.name ?? code;
}

function conditionsOf(row: ConditionedPolicyRow): PolicyConditions {
  return {
    districts: row.districtCodes?.map((code) => ({ code, name: districtName(code) })) ?? null,
    industries: row.industries,
    enterpriseKind: row.enterpriseKind,
    sizes: row.sizes as Exclude<EnterpriseSize, 'large'>[] | null,
    minYears: row.minYears,
    maxYears: row.maxYears,
    greenProjectRequired: row.greenProjectRequired,
    firstLoanRequired: row.firstLoanRequired,
  };
}

function matchOf(row: ConditionedPolicyRow, profile: CompanyProfile, today: string): PolicyMatchRecord {
  const conditions = matchPolicy(conditionsOf(row), profile, today);
  return {
    policyId: row.policyId,
    title: row.title,
    department: row.department,
    publishDate: row.publishDate,
    verdict: verdictOf(conditions),
    conditions,
  };
}

const VERDICT_ORDER: readonly PolicyVerdict[] = ['eligible', 'unverified', 'ineligible'];

/** 可申报政策 of the company: met, 待核实, then near misses (one condition unmet); newest first within each. */
export async function listPolicyMatches(
  db: Kysely<DB>,
  companyId: number,
  today: string,
): Promise<{ records: PolicyMatchRecord[] }> {
  const [rows, profile] = await Promise.all([listConditionedPolicies(db), companyProfile(db, companyId)]);
  const records = rows
    .map((row) => matchOf(row, profile, today))
    .filter((match) => isListed(match.conditions))
    .sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
  return { records };
}

/** The company against one policy; null when the policy has no conditions; an unknown one: -9101. */
export async function policyMatchOf(
  db: Kysely<DB>,
  companyId: number,
  policyId: number,
  today: string,
): Promise<{ match: PolicyMatchRecord | null }> {
  const row = await findConditionedPolicy(db, policyId);
  if (!row) {
    if (!(await policyPublished(db, policyId))) {
      throw new ApiError(GatewayCode.CONTENT_NOT_FOUND, POLICY_MATCH_MESSAGES.policyMissing);
    }
    return { match: null };
  }
  return { match: matchOf(row, await companyProfile(db, companyId), today) };
}
