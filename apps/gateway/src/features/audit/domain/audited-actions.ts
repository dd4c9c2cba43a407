import { AUDITED_ACTION_NAMES } from '@sme/contract/routes/staff-audit';
import type { AuditedStaffAction } from '../../workbench/domain/staff-roles.ts';

/**
 * What the audit log keeps: every staff action that changes something, and signing in and out. Reads are not kept
 * here: a look at an enterprise's data is already an entry of the enterprise's authorisation ledger.
 */
export function isAudited(action: AuditedStaffAction): boolean {
  return !action.endsWith('.read');
}

/** The Chinese name of an action in the operator's list; an action without one shows its key. */
export function actionName(action: string): string {
  return AUDITED_ACTION_NAMES[action] ?? action;
}

/** The request fields that name what an action was about (an application, a product, a person …). */
const TARGET_FIELDS = [
  'id',
  'applicationId',
  'loanId',
  'needId',
  'productId',
  'companyId',
  'entId',
  'managerId',
  'orgUserId',
] as const;
const TARGET_VALUE = /^[\w.-]{1,40}$/;

/** "id=12, managerId=3": the naming fields of the call's query and body, in a fixed order; never free text. */
export function targetOf(query: unknown, body: unknown): string {
  const sources = [query, body].filter(
    (value): value is Record<string, unknown> => !!value && typeof value === 'object',
  );
  const parts: string[] = [];
  for (const field of TARGET_FIELDS) {
    const value = sources.map((source) => source[field]).find((candidate) => candidate !== undefined);
    if ((typeof value === 'number' || typeof value === 'string') && TARGET_VALUE.test(String(value))) {
      parts.push(`${field}=${value}`);
    }
  }
  return parts.join(', ');
}
