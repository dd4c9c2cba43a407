import { z } from 'zod';
import { CONTROL_CHARACTERS } from '../../../http/validate.ts';

export const cancelAuthorisationParams = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: '请填写撤销原因' })
      .min(2, { error: '请填写撤销原因' })
      .max(200, { error: '撤销原因不能超过200个字符' })
      .refine((text) => !CONTROL_CHARACTERS.test(text.replace(/[\r\n\t]/g, '')), { error: '撤销原因含有不允许的字符' }),
  ),
});
