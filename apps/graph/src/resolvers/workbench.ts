import {
  escalationList,
  needClaim,
  openNeedList,
  orgApplicationDetail,
  orgApplicationList,
  orgApplicationTransition,
  responseTimeList,
} from '@sme/contract/routes/org-queue';
import { staffLogin, staffLogout, staffMe, staffTotp } from '@sme/contract/routes/staff-auth';
import type { MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { StaffSessionEndedError } from '#upstream/staff-session-ended.ts';
import { applicationIdArg } from '#validation/arguments.ts';
import {
  orgListBody,
  slaDays,
  staffCodeBody,
  staffLoginBody,
  transitionBody,
  workbenchPage,
} from '#validation/workbench-arguments.ts';

/** A staff session that has already ended leaves nothing to show or to log out of. */
function endedStaffSession(error: unknown): null {
  if (error instanceof StaffSessionEndedError) return null;
  throw error;
}

/**
 * The workbench's staff operations (schema/workbench.graphql): every call goes through the workbench gateway with
 * the SME-Staff-Token session only; the gateway checks the role of each.
 */
export const workbenchQuery: QueryResolvers = {
  staffMe: async (_parent, _args, { workbench, staff }) => {
    if (!staff.token) return null;
    const me = await workbench.send(staffMe).catch(endedStaffSession);
    if (!me) staff.end();
    return me;
  },
  orgApplications: (_parent, { filter, page }, { workbench }) =>
    workbench.send(orgApplicationList, orgListBody(filter, page)),
  orgApplication: (_parent, { id }, { workbench }) =>
    workbench.send(orgApplicationDetail, { id: applicationIdArg(id) }),
  openNeeds: async (_parent, { page }, { workbench }) => {
    const needs = await workbench.send(openNeedList, workbenchPage(page));
    return { ...needs, records: needs.records.map((need) => ({ ...need, source: 2 as const })) };
  },
  responseTimes: (_parent, { days }, { workbench }) => workbench.send(responseTimeList, { days: slaDays(days) }),
  escalations: (_parent, { page }, { workbench }) => workbench.send(escalationList, workbenchPage(page)),
};

export const workbenchMutation: MutationResolvers = {
  staffLogin: (_parent, { input }, { workbench }) => workbench.send(staffLogin, staffLoginBody(input)),
  staffConfirmCode: async (_parent, args, { workbench, staff }) => {
    const issued = await workbench.send(staffTotp, staffCodeBody(args));
    staff.start(issued.token);
    return issued.staff;
  },
  staffLogout: async (_parent, _args, { workbench, staff }) => {
    try {
      if (staff.token) await workbench.send(staffLogout).catch(endedStaffSession);
    } finally {
      // Even when the gateway cannot be reached, this browser gives up its staff token.
      staff.end();
    }
    return true;
  },
  transitionApplication: async (_parent, { input }, { workbench }) => {
    const { id } = await workbench.send(orgApplicationTransition, transitionBody(input));
    return workbench.send(orgApplicationDetail, { id });
  },
  claimNeed: async (_parent, { id }, { workbench }) => {
    const claimed = await workbench.send(needClaim, { id: applicationIdArg(id) });
    return String(claimed.id);
  },
};
