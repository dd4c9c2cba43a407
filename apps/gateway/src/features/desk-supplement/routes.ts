import * as supplement from '@sme/contract/routes/desk-supplement';
import { certifiedRoute } from '#features/accounts/routes/certified-route.ts';
import type { WorkbenchContext } from '#features/workbench/context.ts';
import { staffRoute, staffServiceRoute } from '#features/workbench/routes/staff-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { answerOpenSupplement, enterpriseSupplements } from './services/enterprise-supplement-service.ts';
import { declineForMissingMaterials, orgSupplements, requestSupplement } from './services/staff-supplement-service.ts';

/**
 * 补充材料 (docs/gateway-api.md, "补充材料"): the handling institution's staff ask and decline (/loan/org/…), the
 * company's certified members read and answer (/loan/pc/…).
 */
export function supplementRoutes(ctx: WorkbenchContext): RouteDef[] {
  const { accounts } = ctx;
  return [
    staffRoute(ctx, supplement.orgSupplementList, 'applications.read', (_req, staff, input) =>
      orgSupplements(ctx, staff, input().id),
    ),
    staffServiceRoute(ctx, supplement.orgSupplementRequest, 'applications.transition', requestSupplement),
    staffServiceRoute(ctx, supplement.orgSupplementDecline, 'applications.transition', declineForMissingMaterials),
    certifiedRoute(accounts, supplement.pcSupplementList, ({ companyId }, input) =>
      enterpriseSupplements(accounts.db, companyId, input().id, accounts.clock.now()),
    ),
    certifiedRoute(accounts, supplement.pcSupplementAnswer, (member, input) =>
      answerOpenSupplement(accounts.db, member, input(), accounts.clock.now()),
    ),
  ];
}
