import {
  REVOCATION_MESSAGES,
  REVOCATION_REASON_MAX,
  REVOCATION_REASON_MIN,
} from '@sme/contract/routes/authorisation-texts';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must find.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The revocation's reason as the gateway takes it: trimmed, 2-200 characters, line breaks allowed. */
export function revocationReasonArg(reason: string): string {
  const text = reason.trim();
  if ([...text].length < REVOCATION_REASON_MIN) throw new InvalidArgumentError(REVOCATION_MESSAGES.reason, 'reason');
  if ([...text].length > REVOCATION_REASON_MAX) {
    throw new InvalidArgumentError(REVOCATION_MESSAGES.reasonTooLong, 'reason');
  }
  if (CONTROL_CHARACTERS.test(text)) throw new InvalidArgumentError(REVOCATION_MESSAGES.reasonCharacters, 'reason');
  return text;
}
