import {
  enterpriseThread,
  enterpriseThreadSend,
  enterpriseThreadUnread,
  govOrgDrillDown,
  orgThread,
  orgThreadSend,
  orgThreadUnread,
  THREAD_UNREAD_IDS_MAX,
} from '@sme/contract/routes/desk-threads';
import DataLoader from 'dataloader';
import type { GraphContext } from '#context.ts';
import type {
  ApplicationThreadResolvers,
  InstitutionDrillDownResolvers,
  MutationResolvers,
  OrgApplicationResolvers,
  QueryResolvers,
  ThreadMessageResolvers,
  UnreadThreadResolvers,
} from '#generated/resolvers-types.ts';
import { drillDownBody, threadApplicationId, threadMessageWithFiles } from '#validation/thread-arguments.ts';

/** Issue 20, slice threads (schema/workbench-threads.graphql): one gateway call per field. */
export const threadsQuery: QueryResolvers = {
  applicationThread: (_parent, { applicationId }, { gateway }) =>
    gateway.send(enterpriseThread, { applicationId: threadApplicationId(applicationId) }),
  unreadThreads: (_parent, _args, { gateway }) => gateway.send(enterpriseThreadUnread),
  orgApplicationThread: (_parent, { applicationId }, { workbench }) =>
    workbench.send(orgThread, { applicationId: threadApplicationId(applicationId) }),
  govInstitutionDrillDown: (_parent, args, { workbench }) => workbench.send(govOrgDrillDown, drillDownBody(args)),
};

export const threadsMutation: MutationResolvers = {
  sendThreadMessage: (_parent, { applicationId, body, filePaths }, { gateway }) =>
    gateway.send(enterpriseThreadSend, threadMessageWithFiles(applicationId, body, filePaths)),
  sendOrgThreadMessage: (_parent, { applicationId, body, filePaths }, { workbench }) =>
    workbench.send(orgThreadSend, threadMessageWithFiles(applicationId, body, filePaths)),
};

/** The queue's unread counts, asked once per request for the rows of a page (one gateway call per 50 ids). */
const unreadLoaders = new WeakMap<GraphContext, DataLoader<number, number>>();
function unreadLoader(context: GraphContext): DataLoader<number, number> {
  let loader = unreadLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const { records } = await context.workbench.send(orgThreadUnread, { ids: [...ids] });
        const unread = new Map(records.map((record) => [record.applicationId, record.unread]));
        return ids.map((id) => unread.get(id) ?? 0);
      },
      { maxBatchSize: THREAD_UNREAD_IDS_MAX },
    );
    unreadLoaders.set(context, loader);
  }
  return loader;
}

export const orgApplicationThreadFields: Pick<OrgApplicationResolvers, 'unreadThreadCount'> = {
  unreadThreadCount: (application, _args, context) => unreadLoader(context).load(application.id),
};

export const applicationThreadFields: ApplicationThreadResolvers = {
  applicationId: (thread) => String(thread.applicationId),
  institutionName: (thread) => thread.orgName,
};

export const threadMessageFields: ThreadMessageResolvers = {
  id: (message) => String(message.id),
  createdAt: (message) => message.createTime,
};

export const unreadThreadFields: UnreadThreadResolvers = {
  applicationId: (row) => String(row.applicationId),
  institutionName: (row) => row.orgName,
};

export const institutionDrillDownFields: InstitutionDrillDownResolvers = {
  institutionId: (answer) => String(answer.orgId),
  institutionName: (answer) => answer.orgName,
  viewTargetWorkingDays: (answer) => answer.targets.viewWorkingDays,
  decideTargetWorkingDays: (answer) => answer.targets.decideWorkingDays,
};
