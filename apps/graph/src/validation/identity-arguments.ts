import { ID_CARD_MESSAGE, isValidIdCardNumber, normalizeIdCardNumber } from '@sme/contract/id-card';
import {
  LEGAL_PERSON_FORM_MESSAGES as FORM,
  IDENTITY_MESSAGES,
  LEGAL_NAME_PATTERN,
  type legalPersonConfirm,
} from '@sme/contract/routes/identity';
import type { RouteInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { ConfirmLegalPersonInput, MutationStartFaceCheckArgs } from '#generated/resolvers-types.ts';
import { oneTimeValue } from './account-fields.ts';

/** Identity arguments → the gateway's bodies, or InvalidArgumentError, with the gateway's wording (spec §5). */

/** A portal route to come back to: one leading slash, no scheme, no second slash or backslash after it. */
const PORTAL_ROUTE = /^\/(?![/\\])[A-Za-z0-9/_\-.~%?=&]{0,200}$/;

export function confirmLegalPersonBody(input: ConfirmLegalPersonInput): RouteInput<typeof legalPersonConfirm> {
  const name = input.name.trim();
  if (!name) throw new InvalidArgumentError(FORM.nameRequired, 'input.name');
  if (!LEGAL_NAME_PATTERN.test(name)) throw new InvalidArgumentError(FORM.nameMalformed, 'input.name');
  const idNumber = normalizeIdCardNumber(input.idNumber);
  if (!idNumber) throw new InvalidArgumentError(FORM.idNumberRequired, 'input.idNumber');
  if (!isValidIdCardNumber(idNumber)) throw new InvalidArgumentError(ID_CARD_MESSAGE, 'input.idNumber');
  if (input.faceConsent !== true) throw new InvalidArgumentError(FORM.faceConsent, 'input.faceConsent');
  return { name, idNumber, faceConsent: true };
}

/** The userCode and the portal route to return to (default /verified). */
export function startFaceCheckArgs({ userCode, returnPath }: MutationStartFaceCheckArgs): {
  userCode: string;
  returnPath: string;
} {
  const code = oneTimeValue(userCode, 'userCode', IDENTITY_MESSAGES.userCodeInvalid, IDENTITY_MESSAGES.userCodeInvalid);
  const path = returnPath?.trim() || '/verified';
  if (!PORTAL_ROUTE.test(path)) throw new InvalidArgumentError('回跳地址不正确', 'returnPath');
  return { userCode: code, returnPath: path };
}

export function certTokenArg(certToken: string): string {
  return oneTimeValue(certToken, 'certToken', IDENTITY_MESSAGES.faceCheckUnknown, IDENTITY_MESSAGES.faceCheckUnknown);
}

export function faceKeyArg(key: string): string {
  return oneTimeValue(key, 'key', IDENTITY_MESSAGES.faceKeyInvalid, IDENTITY_MESSAGES.faceKeyInvalid);
}
