import { GatewayCode } from '@sme/contract/codes';
import { IDENTITY_MESSAGES } from '@sme/contract/routes/identity';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { redeemFaceKey } from '../stores/face-key-store.ts';

/**
 * Spec §6 face-key redirect (GET /user/user/rdt/{key}): a visitor or user coming back from the face provider with a
 * face key is sent to the portal route stored for it. The key works once and for 30 minutes; no session is needed,
 * because the route only leads to the result page, whose certToken is of use to the account that started the check.
 */
export async function redeemFaceRedirect(ctx: AccountContext, faceKey: string): Promise<string> {
  const target = await redeemFaceKey(ctx.db, faceKey, ctx.clock.now());
  if (target === null) throw new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, IDENTITY_MESSAGES.faceKeyInvalid);
  return target;
}
