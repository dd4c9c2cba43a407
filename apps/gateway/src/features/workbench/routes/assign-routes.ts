import * as deskAssign from '@sme/contract/routes/desk-assign';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../context.ts';
import * as assign from '../services/assign-service.ts';
import { searchOrgQueue } from '../services/queue-search-assign-service.ts';

/**
 * The decision desk's assignment, internal notes and queue search (issue 20, slice assign; docs/gateway-api.md,
 * "Decision desk: assignment, notes, search"). The staff guard answers before the input is read.
 */
export function assignRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    contractRoute(deskAssign.claimApplication, async (req, input) =>
      assign.claimApplication(ctx, await ctx.requireStaff(req, 'applications.claim'), input().id),
    ),
    contractRoute(deskAssign.reassignApplication, async (req, input) =>
      assign.reassignApplication(ctx, await ctx.requireStaff(req, 'applications.reassign'), input()),
    ),
    contractRoute(deskAssign.assignees, async (req) =>
      assign.institutionAssignees(ctx, await ctx.requireStaff(req, 'applications.claim')),
    ),
    contractRoute(deskAssign.applicationNotes, async (req, input) =>
      assign.applicationNotes(ctx, await ctx.requireStaff(req, 'notes.manage'), input().id),
    ),
    contractRoute(deskAssign.addApplicationNote, async (req, input) =>
      assign.addApplicationNote(ctx, await ctx.requireStaff(req, 'notes.manage'), input()),
    ),
    contractRoute(deskAssign.searchQueue, async (req, input) =>
      searchOrgQueue(ctx, await ctx.requireStaff(req, 'applications.read'), input()),
    ),
  ];
}
