import { INVITATION_EXPIRED } from '@sme/contract/routes/imports';
import { oneTimeValue } from './account-fields.ts';

export function invitationTokenArg(token: string): string {
  return oneTimeValue(token, 'token', INVITATION_EXPIRED, INVITATION_EXPIRED);
}
