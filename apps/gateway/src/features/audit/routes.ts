import { auditLog } from '@sme/contract/routes/staff-audit';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../workbench/context.ts';
import { readAuditLog } from './services/audit-log-service.ts';

/** The audit log of staff actions, for the platform's operator (docs/gateway-api.md, "Audit log"). */
export function auditRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    contractRoute(auditLog, async (req, input) => {
      await ctx.requireStaff(req, 'audit.read');
      return readAuditLog(ctx.accounts.db, input());
    }),
  ];
}
