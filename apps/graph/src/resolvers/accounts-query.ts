import { GatewayCode } from '@sme/contract/codes';
import { myCompanies } from '@sme/contract/routes/account-companies';
import { userInfo } from '@sme/contract/routes/accounts';
import { captchaPuzzle } from '@sme/contract/routes/captcha';
import { protocolDetail, protocols } from '@sme/contract/routes/protocols';
import type { QueryResolvers } from '#generated/resolvers-types.ts';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { positiveId } from '#validation/arguments.ts';

export const accountsQuery: QueryResolvers = {
  captcha: (_parent, _args, { gateway }) => gateway.send(captchaPuzzle),
  // No token: simply not logged in. A token the gateway refuses (HTTP 403) raises UNAUTHENTICATED, so a browser
  // whose session was ended by a login elsewhere is told so and logged out.
  me: (_parent, _args, { gateway, session }) => (session.hasToken ? gateway.send(userInfo) : null),
  myCompanies: (_parent, _args, { gateway }) => gateway.send(myCompanies),
  protocols: (_parent, _args, { gateway }) => gateway.send(protocols),
  protocol: async (_parent, { id }, { gateway }) => {
    try {
      return await gateway.send(protocolDetail, { id: positiveId(id, '协议编号', 'id') });
    } catch (error) {
      if (error instanceof GatewayBusinessError && error.gatewayCode === GatewayCode.NO_SUCH_OBJECT) return null; // unknown: null, as the schema promises
      throw error;
    }
  },
};
