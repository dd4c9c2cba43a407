import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { WorkbenchContext } from '../context.ts';
import {
  needListParams,
  orgIdQueryParams,
  orgListParams,
  orgTransitionParams,
  slaParams,
} from '../params/org-params.ts';
import { orgTransition } from '../services/org-transition-service.ts';
import { claimOpenNeed, escalations, openNeeds, orgDetail, orgQueue } from '../services/queue-service.ts';
import { responseTimes } from '../services/sla-service.ts';
import { staffRoute } from './staff-route.ts';

/** The institutions' and the operator's queues, transitions and response times (docs/gateway-api.md, "Workbench"). */
export function orgRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    staffRoute(ctx, 'POST', '/loan/org/list', 'applications.read', (req, staff) =>
      orgQueue(ctx, staff, parseInput(orgListParams, req.body)),
    ),
    staffRoute(ctx, 'POST', '/loan/org/detail', 'applications.read', (req, staff) =>
      orgDetail(ctx, staff, parseInput(orgIdQueryParams, req.query).id),
    ),
    staffRoute(ctx, 'POST', '/loan/org/transition', 'applications.transition', (req, staff) =>
      orgTransition(ctx, staff, parseInput(orgTransitionParams, req.body)),
    ),
    staffRoute(ctx, 'POST', '/loan/org/request/list', 'needs.read', (req) =>
      openNeeds(ctx, parseInput(needListParams, req.body)),
    ),
    staffRoute(ctx, 'POST', '/loan/org/request/claim', 'needs.claim', (req, staff) =>
      claimOpenNeed(ctx, staff, parseInput(orgIdQueryParams, req.query).id),
    ),
    staffRoute(ctx, 'POST', '/loan/org/escalation/list', 'escalations.read', (req, staff) =>
      escalations(ctx, staff, parseInput(needListParams, req.body)),
    ),
    staffRoute(ctx, 'GET', '/loan/org/sla', 'sla.read', (req, staff) =>
      responseTimes(ctx, staff, parseInput(slaParams, req.query)),
    ),
  ];
}
