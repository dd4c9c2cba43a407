import { GatewayCode } from '@sme/contract/codes';
import { switchCompany } from '@sme/contract/routes/account-companies';
import { LOGIN_CODE_EXPIRED, login, loginWithCode, logout, register } from '@sme/contract/routes/account-login';
import { userInfo } from '@sme/contract/routes/accounts';
import type { MutationResolvers } from '#generated/resolvers-types.ts';
import { GatewayBusinessError, GatewayHttpError } from '#upstream/upstream-errors.ts';
import { loginCompanyId, passwordLoginBody, registerBody, smsLoginBody } from '#validation/account-arguments.ts';
import { positiveId } from '#validation/arguments.ts';
import { endCanteenSession } from './canteen.ts';

/**
 * Logging in and out: the mutations that start or end the session cookie, and the company choice around them. No
 * answer carries the session token or a login code (schema/accounts.graphql).
 */
export const sessionMutation: MutationResolvers = {
  register: async (_parent, { input }, { gateway, session }) => {
    const issued = await gateway.send(register, registerBody(input));
    session.start(issued.token);
    return gateway.asSession(issued.token).send(userInfo);
  },
  loginBySms: async (_parent, { input }, { gateway, pendingLogin }) =>
    pendingLogin.hold(await gateway.send(login, smsLoginBody(input))),
  loginByPassword: async (_parent, { input }, { gateway, pendingLogin }) =>
    pendingLogin.hold(await gateway.send(login, passwordLoginBody(input))),
  loginWithCompany: async (_parent, { companyId }, { gateway, session, pendingLogin, outsideLogin }) => {
    const loginCode = pendingLogin.codeFor(loginCompanyId(companyId));
    // The gateway's answer to a dead loginCode, also when the graph holds no code for the company.
    if (!loginCode) throw new GatewayBusinessError(GatewayCode.ONE_TIME_CODE_INVALID, LOGIN_CODE_EXPIRED);
    // A WeChat user waiting in this browser is bound to the account by this normal login (and only by one).
    const wechatTicket = outsideLogin.wechatTicket;
    const issued = await gateway.send(loginWithCode, { code: loginCode }, { wechatTicket }).catch((error: unknown) => {
      // Once the gateway has judged a code, the login's codes are spent or dead; after an outage they may be retried.
      if (error instanceof GatewayBusinessError) pendingLogin.clear();
      throw error;
    });
    pendingLogin.clear();
    if (wechatTicket) outsideLogin.clearWeChatTicket();
    session.start(issued.token);
    return gateway.asSession(issued.token).send(userInfo);
  },
  switchCompany: (_parent, { companyId }, { gateway }) =>
    gateway.send(switchCompany, { id: positiveId(companyId, '企业编号', 'companyId') }),
  logout: async (_parent, _args, { gateway, session, canteen }) => {
    try {
      if (session.hasToken) await gateway.send(logout).catch(ignoreEndedSession);
    } finally {
      // Even when the gateway cannot be reached, this browser gives up its token.
      session.end();
      // The canteen session derives from this login and ends with it (best effort: the logout itself has happened).
      await endCanteenSession({ gateway, canteen }).catch(() => undefined);
    }
    return true;
  },
};

/** A session that has already ended (HTTP 403) leaves nothing to log out of. */
function ignoreEndedSession(error: unknown): null {
  if (error instanceof GatewayHttpError && error.status === 403) return null;
  throw error;
}
