import { importDetail, invitationLogin, invitationSeen } from '@sme/contract/routes/imports';
import type { ImportDetailResolvers, MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { partnerPlatformName } from '#lookups/partner-platforms.ts';
import { invitationTokenArg } from '#validation/invitation-arguments.ts';

/** Imported accounts: the invitation login and the import detail of login step 7 (schema/imports.graphql). */
export const importsQuery: QueryResolvers = {
  importDetail: (_parent, _args, { gateway }) => gateway.send(importDetail),
};

export const importsMutation: MutationResolvers = {
  // A company-list login like the others: its one-time codes wait in the pending-login cookie.
  loginByInvitation: async (_parent, { token }, { gateway, pendingLogin }) =>
    pendingLogin.hold(await gateway.send(invitationLogin, { token: invitationTokenArg(token) })),
  markInvitationSeen: async (_parent, _args, { gateway }) => {
    await gateway.send(invitationSeen);
    return gateway.send(importDetail);
  },
};

export const importDetailFields: ImportDetailResolvers = {
  source: (detail) => (detail.ifImport ? detail.source : null),
  partnerName: (detail) => partnerPlatformName(detail.ifImport ? detail.source : null),
};
