import * as queue from '@sme/contract/routes/org-queue';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../context.ts';
import { orgTransition } from '../services/org-transition-service.ts';
import { claimOpenNeed, escalations, openNeeds, orgDetail, orgQueue } from '../services/queue-service.ts';
import { responseTimes } from '../services/sla-service.ts';
import { staffRoute } from './staff-route.ts';

/** The institutions' and the operator's queues, transitions and response times (docs/gateway-api.md, "Workbench"). */
export function orgRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    staffRoute(ctx, queue.orgApplicationList, 'applications.read', (_req, staff, input) =>
      orgQueue(ctx, staff, input()),
    ),
    staffRoute(ctx, queue.orgApplicationDetail, 'applications.read', (_req, staff, input) =>
      orgDetail(ctx, staff, input().id),
    ),
    staffRoute(ctx, queue.orgApplicationTransition, 'applications.transition', (_req, staff, input) =>
      orgTransition(ctx, staff, input()),
    ),
    staffRoute(ctx, queue.openNeedList, 'needs.read', (_req, _staff, input) => openNeeds(ctx, input())),
    staffRoute(ctx, queue.needClaim, 'needs.claim', (_req, staff, input) => claimOpenNeed(ctx, staff, input().id)),
    staffRoute(ctx, queue.escalationList, 'escalations.read', (_req, staff, input) => escalations(ctx, staff, input())),
    staffRoute(ctx, queue.responseTimeList, 'sla.read', (_req, staff, input) => responseTimes(ctx, staff, input())),
  ];
}
