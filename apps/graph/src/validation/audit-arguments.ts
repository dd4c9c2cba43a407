import type { RouteInput } from '@sme/contract/routes/route';
import { auditLog } from '@sme/contract/routes/staff-audit';
import type { StaffAuditFilter } from '#generated/resolvers-types.ts';
import { checkedByContract, type Optional, type PageArgs, paging } from './arguments.ts';

/** staffAuditLog's filter and page → /loan/org/audit/list's body, refused with the gateway's wording. */
export function auditLogBody(
  filter: Optional<StaffAuditFilter>,
  page: Optional<PageArgs>,
): RouteInput<typeof auditLog> {
  const body: Record<string, unknown> = paging(page);
  for (const key of ['username', 'action', 'startDate', 'endDate'] as const) {
    const value = filter?.[key]?.trim();
    if (value) body[key] = value;
  }
  return checkedByContract(auditLog.input, body as RouteInput<typeof auditLog>, 'filter');
}
