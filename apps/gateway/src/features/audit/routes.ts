import { auditLog } from '@sme/contract/routes/staff-audit';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../workbench/context.ts';
import { staffRoute } from '../workbench/routes/staff-route.ts';
import { readAuditLog } from './services/audit-log-service.ts';

/** The audit log of staff actions, for the platform's operator (docs/gateway-api.md, "Audit log"). */
export function auditRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [staffRoute(ctx, auditLog, 'audit.read', (_req, _staff, input) => readAuditLog(ctx.accounts.db, input()))];
}
