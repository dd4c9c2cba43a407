import type { RouteDef } from '../../../http/routing.ts';
import { parseInput } from '../../../http/validate.ts';
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

/** The institutions' and the operator's queues, transitions and response times (docs/gateway-api.md, "Workbench"). */
export function orgRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/loan/org/list',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'applications.read');
        return orgQueue(ctx, staff, parseInput(orgListParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/org/detail',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'applications.read');
        return orgDetail(ctx, staff, parseInput(orgIdQueryParams, req.query).id);
      },
    },
    {
      method: 'POST',
      path: '/loan/org/transition',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'applications.transition');
        return orgTransition(ctx, staff, parseInput(orgTransitionParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/org/request/list',
      handler: async (req) => {
        await ctx.requireStaff(req, 'needs.read');
        return openNeeds(ctx, parseInput(needListParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/org/request/claim',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'needs.claim');
        return claimOpenNeed(ctx, staff, parseInput(orgIdQueryParams, req.query).id);
      },
    },
    {
      method: 'POST',
      path: '/loan/org/escalation/list',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'escalations.read');
        return escalations(ctx, staff, parseInput(needListParams, req.body));
      },
    },
    {
      method: 'GET',
      path: '/loan/org/sla',
      handler: async (req) => {
        const staff = await ctx.requireStaff(req, 'sla.read');
        return responseTimes(ctx, staff, parseInput(slaParams, req.query));
      },
    },
  ];
}
