/**
 * Issue 22, slice policies: a company's 惠企政策 matched against each policy's machine-readable conditions
 * (docs/gateway-api.md, "Policy matching"). Only a certified member of the company sees its match: the answers are
 * always about the session's current company, never one named in the input.
 */
import { MAX_ID } from '../fields.ts';
import { int, jsonObject, required } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** What a condition is about. */
export type PolicyConditionKind =
  | 'district'
  | 'industry'
  | 'enterpriseType'
  | 'size'
  | 'yearsFounded'
  | 'greenProject'
  | 'firstLoan';

/** met ✓, unmet ✗, unknown 待核实 (the fact is missing from the registry or the company's declarations). */
export type PolicyConditionResult = 'met' | 'unmet' | 'unknown';

/** eligible 符合 (every condition met), ineligible 暂不符合 (one unmet), unverified 待核实 (none unmet, some unknown). */
export type PolicyVerdict = 'eligible' | 'ineligible' | 'unverified';

export interface PolicyConditionCheck {
  kind: PolicyConditionKind;
  /** The condition in plain Chinese, e.g. 注册地在天河区, 成立满3年. */
  label: string;
  result: PolicyConditionResult;
  /** Why, when not met: e.g. 贵企业成立2年; null when met. */
  note: string | null;
}

export interface PolicyMatchRecord {
  policyId: number;
  title: string;
  department: string;
  publishDate: string;
  verdict: PolicyVerdict;
  conditions: PolicyConditionCheck[];
}

/**
 * 可申报政策 of the session's company: the policies it meets, those it may meet (待核实) and the near misses (exactly
 * one condition unmet); eligible first, then 待核实, then near misses, each newest first.
 */
export const policyMatchList = routeWithoutInput<{ records: PolicyMatchRecord[] }>()(
  'GET',
  '/loan/pc/policy/match/list',
);

/** The session's company against one policy; match null when the policy has no machine-readable conditions. */
export const policyMatchDetail = route<{ match: PolicyMatchRecord | null }>()({
  method: 'POST',
  path: '/loan/pc/policy/match/detail',
  inputIn: 'body',
  input: jsonObject({ policyId: required('政策ID', int('政策ID', 1, MAX_ID)) }),
});
