import { z } from 'zod';
import { idField, optionalText } from './fields.ts';

export const protocolDetailParams = z.object({ id: idField('协议编号不正确') });

const PROTOCOL_IDS = /^\d{1,9}(,\d{1,9}){0,19}$/;

export const readRecordParams = z.object({
  entId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField('企业编号不正确').optional(),
  ),
  protocolIds: z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: '请选择已阅读的协议' })
      .transform((text) => text.replace(/\s/g, ''))
      .refine((text) => PROTOCOL_IDS.test(text), { error: '协议编号不正确' })
      .transform((text) => [...new Set(text.split(',').map(Number))]),
  ),
  source: optionalText('来源', 20).default('PC'),
});
