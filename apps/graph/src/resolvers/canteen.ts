import { userInfo } from '@sme/contract/routes/accounts';
import { type CanteenUserRecord, canteenLogin, canteenLogout, canteenUser } from '@sme/contract/routes/canteen';
import type { GraphContext } from '#context.ts';
import type { CanteenUserResolvers, MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { GatewayHttpError } from '#upstream/upstream-errors.ts';

/** The gateway's 403 on a canteen call means the canteen session ended or expired: no canteen user, not a portal logout. */
function endedCanteenSession(error: unknown): null {
  if (error instanceof GatewayHttpError && error.status === 403) return null;
  throw error;
}

/** Ends this browser's canteen session at the gateway and clears its cookie (also when the gateway call fails). */
export async function endCanteenSession({ gateway, canteen }: Pick<GraphContext, 'gateway' | 'canteen'>) {
  const token = canteen.token;
  if (!token) return;
  try {
    await gateway.send(canteenLogout, undefined, { canteenToken: token });
  } finally {
    canteen.end();
  }
}

/**
 * The canteen flow (schema/canteen.graphql): a canteen session derived from the portal session and the account's own
 * mobile, its token in the HttpOnly PC-Canteen-Token cookie. A canteen cookie is only shown for the account of the
 * portal session it sits beside: another account's (a shared computer) is ended and cleared.
 */
export const canteenQuery: QueryResolvers = {
  canteenUser: async (_parent, _args, context) => {
    const { gateway, session, canteen } = context;
    const token = canteen.token;
    if (!token) return null;
    if (!session.hasToken) {
      await endCanteenSession(context);
      return null;
    }
    const [portalUser, canteenSessionUser] = await Promise.all([
      gateway.send(userInfo),
      gateway.send(canteenUser, undefined, { canteenToken: token }).catch(endedCanteenSession),
    ]);
    if (canteenSessionUser && canteenSessionUser.userId === portalUser.id) return canteenSessionUser;
    if (canteenSessionUser) await endCanteenSession(context);
    else canteen.end();
    return null;
  },
};

export const canteenMutation: MutationResolvers = {
  canteenLogin: async (_parent, _args, { gateway, canteen }) => {
    // The spec's auto-login mobile, taken from the session's own account: never a mobile the page chose.
    const { mobile } = await gateway.send(userInfo);
    const issued = await gateway.send(canteenLogin, { mobile });
    canteen.start(issued.canteenToken, issued.expiresIn);
    return gateway.send(canteenUser, undefined, { canteenToken: issued.canteenToken });
  },
  canteenLogout: async (_parent, _args, context) => {
    await endCanteenSession(context);
    return true;
  },
};

export const canteenUserFields: CanteenUserResolvers = {
  // The gateway masks the canteen's mobile itself.
  maskedMobile: (user: CanteenUserRecord) => user.mobile,
};
