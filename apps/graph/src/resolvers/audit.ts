import { auditLog } from '@sme/contract/routes/staff-audit';
import type { QueryResolvers, StaffAuditEntryResolvers } from '#generated/resolvers-types.ts';
import { auditLogBody } from '#validation/audit-arguments.ts';

/** The audit log of staff actions (schema/audit.graphql): a thin pass to the gateway's call. */
export const auditQuery: QueryResolvers = {
  staffAuditLog: (_parent, { filter, page }, { workbench }) => workbench.send(auditLog, auditLogBody(filter, page)),
};

export const staffAuditEntryFields: StaffAuditEntryResolvers = {
  id: (entry) => String(entry.id),
};
