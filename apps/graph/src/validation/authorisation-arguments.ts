import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it must find.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const REASON_MAX = 200;

/** The revocation's reason as the gateway takes it: trimmed, 2-200 characters, line breaks allowed. */
export function revocationReasonArg(reason: string): string {
  const text = reason.trim();
  if ([...text].length < 2) throw new InvalidArgumentError('请填写撤销原因', 'reason');
  if ([...text].length > REASON_MAX) throw new InvalidArgumentError(`撤销原因不能超过${REASON_MAX}个字符`, 'reason');
  if (CONTROL_CHARACTERS.test(text)) throw new InvalidArgumentError('撤销原因含有不允许的字符', 'reason');
  return text;
}
