import { AUDITED_ACTION_NAMES } from '@sme/contract/routes/staff-audit';
import type { AuditedStaffAction } from '../../workbench/domain/staff-roles.ts';

/**
 * What the audit log keeps: every staff call that changes something, and signing in and out. Reads are not kept
 * here — a look at an enterprise's data is already an entry of the enterprise's authorisation ledger. A call is a
 * read by its guard's action (`….read`), its method (GET) or its route: several reads share their writes' action
 * (the notes' list is guarded by notes.manage), so the route decides; a call not known as a read is kept.
 */
export function isAudited(action: AuditedStaffAction, method: string, route: string): boolean {
  if (action === 'session.login' || action === 'session.logout') return true;
  if (action.endsWith('.read') || method === 'GET') return false;
  return !READ_LAST_SEGMENTS.has(route.slice(route.lastIndexOf('/') + 1)) && !READ_ROUTES.has(route);
}

const READ_LAST_SEGMENTS = new Set(['list', 'detail', 'people', 'unread', 'search', 'me']);
const READ_ROUTES = new Set([
  '/api/loan/org/company/profile',
  '/api/loan/org/company/govdata',
  '/api/loan/org/desk/authorisation',
  '/api/loan/org/material/open',
  '/api/loan/gov/dashboard',
  '/api/loan/gov/dashboard/org',
]);

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
