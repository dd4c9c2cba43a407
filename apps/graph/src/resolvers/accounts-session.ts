import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { GatewayHttpError } from '../upstream/upstream-errors.ts';
import { loginCodeArg, passwordLoginBody, registerBody, smsLoginBody } from '../validation/account-arguments.ts';
import { positiveId } from '../validation/arguments.ts';

/** Logging in and out: the mutations that start or end the session cookie, and the company choice around them. */
export const sessionMutation: MutationResolvers = {
  register: async (_parent, { input }, { gateway, session }) => {
    const issued = await gateway.register(registerBody(input));
    session.start(issued.token);
    return issued;
  },
  loginBySms: (_parent, { input }, { gateway }) => gateway.login(smsLoginBody(input)),
  loginByPassword: (_parent, { input }, { gateway }) => gateway.login(passwordLoginBody(input)),
  loginWithCompany: async (_parent, { loginCode }, { gateway, session }) => {
    const issued = await gateway.loginWithCompany(loginCodeArg(loginCode));
    session.start(issued.token);
    return issued;
  },
  switchCompany: (_parent, { companyId }, { gateway }) =>
    gateway.switchCompany(positiveId(companyId, '企业编号', 'companyId')),
  logout: async (_parent, _args, { gateway, session }) => {
    try {
      if (session.hasToken) await gateway.logout().catch(ignoreEndedSession);
    } finally {
      // Even when the gateway cannot be reached, this browser gives up its token.
      session.end();
    }
    return true;
  },
};

/** A session that has already ended (HTTP 403) leaves nothing to log out of. */
function ignoreEndedSession(error: unknown): null {
  if (error instanceof GatewayHttpError && error.status === 403) return null;
  throw error;
}
