import { oneTimeValue } from './account-fields.ts';

/** The gateway's wording for an invitation that cannot be used (docs/gateway-api.md, "Imported accounts"). */
export const INVITATION_EXPIRED = '邀请链接已失效，请联系邀请方重新获取';

export function invitationTokenArg(token: string): string {
  return oneTimeValue(token, 'token', INVITATION_EXPIRED, INVITATION_EXPIRED);
}
