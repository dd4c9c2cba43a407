import { GatewayCode } from '@sme/contract/codes';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';

/** Spec §8: what the portal shows for a missing short link (the gateway's own wording). */
export const SHORT_LINK_MISSING = '短链接不存在！';

/** Keys are url-safe characters, at most 32 (the gateway's form). */
const KEY = /^[A-Za-z0-9_-]{1,32}$/;

/** A key that cannot exist is answered like an unknown one, without a gateway call. */
export function shortLinkKeyArg(key: string): string {
  const text = key.trim();
  if (!KEY.test(text)) throw new GatewayBusinessError(GatewayCode.SHORT_LINK_NOT_FOUND, SHORT_LINK_MISSING);
  return text;
}
