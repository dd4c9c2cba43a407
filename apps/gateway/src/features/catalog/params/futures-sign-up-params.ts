import { MOBILE_PATTERN, stripCommasAndSpaces } from '@sme/contract/fields';
import { z } from 'zod';
import { CONTROL_CHARACTERS } from '#http/validate.ts';
import { SIGN_UP_MESSAGES } from '../domain/futures-sign-up-messages.ts';

/** Chinese names (with the middle dot of minority and foreign names) or Latin names with spaces. */
const NAME = /^(?:[\u4e00-\u9fa5·•]{2,20}|[A-Za-z][A-Za-z .'-]{1,19})$/;

function requiredText(required: string, malformed: string, pattern: RegExp, clean: (text: string) => string) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return typeof value === 'string' ? clean(value) || undefined : value;
    },
    z
      .string({ error: (issue) => (issue.input === undefined ? required : malformed) })
      .max(40, { error: malformed })
      .refine((text) => !CONTROL_CHARACTERS.test(text), { error: malformed })
      .regex(pattern, { error: malformed }),
  );
}

/** Query of POST /zzzttt/notice/qh/send: name and mobile (commas and spaces stripped from it, spec §5). */
export const futuresSignUpParams = z.object(
  {
    name: requiredText(SIGN_UP_MESSAGES.nameRequired, SIGN_UP_MESSAGES.nameMalformed, NAME, (text) => text.trim()),
    mobile: requiredText(
      SIGN_UP_MESSAGES.mobileRequired,
      SIGN_UP_MESSAGES.mobileMalformed,
      MOBILE_PATTERN,
      stripCommasAndSpaces,
    ),
  },
  { error: '请求参数必须是 JSON 对象' },
);
export type FuturesSignUp = z.output<typeof futuresSignUpParams>;
