/** The canteen (docs/gateway-api.md, "Canteen"; spec §1, §7): a session derived from the portal login. */
import { z } from 'zod';
import { mobileField } from './account-fields.ts';
import { optional } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** The canteen's session token travels in its own header, never in the portal's Authorization. */
export const CANTEEN_TOKEN_HEADER = 'x-canteen-token';

/** A canteen session: its token and how many seconds it lives. */
export interface CanteenSessionRecord {
  canteenToken: string;
  expiresIn: number;
}

/** Who a canteen session is for; the mobile comes masked. */
export interface CanteenUserRecord {
  userId: number;
  name: string;
  mobile: string;
  companyName: string;
}

/** Opens a canteen session for the session's account; the auto-login mobile, when sent, must be the account's own. */
export const canteenLogin = route<CanteenSessionRecord>()({
  method: 'POST',
  path: '/canteen/auth/login',
  inputIn: 'body',
  input: z.object({
    mobile: optional(mobileField),
  }),
});

/** The canteen session's user, by the canteen token (CANTEEN_TOKEN_HEADER). */
export const canteenUser = routeWithoutInput<CanteenUserRecord>()('POST', '/canteen/user/info');

/** Ends the canteen session of the token; harmless when it has already ended. */
export const canteenLogout = routeWithoutInput<null>()('POST', '/canteen/user/logout');
