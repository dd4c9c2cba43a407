import {
  addApplicationNote,
  applicationNotes,
  assignees,
  claimApplication,
  reassignApplication,
  searchQueue,
} from '@sme/contract/routes/desk-assign';
import type { OrgApplicationPageRecord } from '@sme/contract/routes/org-queue';
import type {
  MutationResolvers,
  OrgApplicationNoteResolvers,
  OrgApplicationPageResolvers,
  OrgAssigneeResolvers,
  OrgAssignmentResolvers,
  QueryResolvers,
} from '#generated/resolvers-types.ts';
import { applicationIdArg } from '#validation/arguments.ts';
import { noteBody, queueSearchBody, reassignBody } from '#validation/workbench-assign-arguments.ts';

/** The decision desk, slice assign (schema/workbench-assign.graphql): thin passes to the gateway's desk calls. */
export const workbenchAssignQuery: QueryResolvers = {
  // The search answers /loan/org/list's records (the contract leaves them untyped; the graph's record types them).
  orgQueueSearch: async (_parent, { filter, page }, { workbench }) =>
    (await workbench.send(searchQueue, queueSearchBody(filter, page))) as OrgApplicationPageRecord,
  orgAssignees: (_parent, _args, { workbench }) => workbench.send(assignees),
  orgApplicationNotes: (_parent, { applicationId }, { workbench }) =>
    workbench.send(applicationNotes, { id: applicationIdArg(applicationId) }),
};

export const workbenchAssignMutation: MutationResolvers = {
  claimApplication: (_parent, { id }, { workbench }) => workbench.send(claimApplication, { id: applicationIdArg(id) }),
  reassignApplication: (_parent, { id, managerId }, { workbench }) =>
    workbench.send(reassignApplication, reassignBody(id, managerId)),
  addApplicationNote: (_parent, { applicationId, body }, { workbench }) =>
    workbench.send(addApplicationNote, noteBody(applicationId, body)),
};

/** Only a company-name search caps its total; every other page of applications counted them all. */
export const orgApplicationPageFields: OrgApplicationPageResolvers = {
  totalIsCapped: (page) => page.totalIsCapped ?? false,
};

export const orgAssignmentFields: OrgAssignmentResolvers = {
  applicationId: (assignment) => String(assignment.id),
  managerId: (assignment) => String(assignment.managerId),
};

export const orgAssigneeFields: OrgAssigneeResolvers = {
  id: (person) => String(person.id),
};

export const orgApplicationNoteFields: OrgApplicationNoteResolvers = {
  id: (note) => String(note.id),
  applicationId: (note) => String(note.applicationId),
};
