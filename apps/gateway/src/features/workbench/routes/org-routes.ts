import * as queue from '@sme/contract/routes/org-queue';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../context.ts';
import { orgTransition } from '../services/org-transition-service.ts';
import { claimOpenNeed, escalations, openNeeds, orgDetail, orgQueue } from '../services/queue-service.ts';
import { responseTimes } from '../services/sla-service.ts';
import { staffRoute, staffServiceRoute } from './staff-route.ts';

/** The institutions' and the operator's queues, transitions and response times (docs/gateway-api.md, "Workbench"). */
export function orgRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    staffServiceRoute(ctx, queue.orgApplicationList, 'applications.read', orgQueue),
    staffRoute(ctx, queue.orgApplicationDetail, 'applications.read', (_req, staff, input) =>
      orgDetail(ctx, staff, input().id),
    ),
    staffServiceRoute(ctx, queue.orgApplicationTransition, 'applications.transition', orgTransition),
    staffRoute(ctx, queue.openNeedList, 'needs.read', (_req, _staff, input) => openNeeds(ctx, input())),
    staffRoute(ctx, queue.needClaim, 'needs.claim', (_req, staff, input) => claimOpenNeed(ctx, staff, input().id)),
    staffServiceRoute(ctx, queue.escalationList, 'escalations.read', escalations),
    staffServiceRoute(ctx, queue.responseTimeList, 'sla.read', responseTimes),
  ];
}
