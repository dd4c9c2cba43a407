import * as deskAssign from '@sme/contract/routes/desk-assign';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../context.ts';
import * as assign from '../services/assign-service.ts';
import { searchOrgQueue } from '../services/queue-search-assign-service.ts';
import { staffRoute, staffServiceRoute } from './staff-route.ts';

/**
 * The decision desk's assignment, internal notes and queue search (issue 20, slice assign; docs/gateway-api.md,
 * "Decision desk: assignment, notes, search"). The staff guard answers before the input is read.
 */
export function assignRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    staffRoute(ctx, deskAssign.claimApplication, 'applications.claim', (_req, staff, input) =>
      assign.claimApplication(ctx, staff, input().id),
    ),
    staffServiceRoute(ctx, deskAssign.reassignApplication, 'applications.reassign', assign.reassignApplication),
    staffRoute(ctx, deskAssign.assignees, 'applications.claim', (_req, staff) =>
      assign.institutionAssignees(ctx, staff),
    ),
    staffRoute(ctx, deskAssign.applicationNotes, 'notes.manage', (_req, staff, input) =>
      assign.applicationNotes(ctx, staff, input().id),
    ),
    staffServiceRoute(ctx, deskAssign.addApplicationNote, 'notes.manage', assign.addApplicationNote),
    staffServiceRoute(ctx, deskAssign.searchQueue, 'applications.read', searchOrgQueue),
  ];
}
