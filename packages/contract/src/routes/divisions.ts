/** The region's 行政区划 for the application form's office address (docs/gateway-api.md, "Address data"). */
import { z } from 'zod';
import { route } from './route.ts';

/** One district (level 1) or street (level 2). */
export interface DivisionRecord {
  code: string;
  name: string;
  level: number;
}

export const DIVISION_MESSAGES = {
  level: '行政区划级别须为1（区）或2（街道）',
  parentCode: '查询街道时须提供所属区的编码（6位数字）',
  unknownParent: '所属区不存在或不在本市范围内',
} as const;

/** A district's code: six digits. */
export const DISTRICT_CODE_PATTERN = /^\d{6}$/;

/** Level 1 the region's districts, level 2 the streets of district parentCode (spec §7). */
export const addressData = route<DivisionRecord[]>()({
  method: 'POST',
  path: '/zzzttt/address/data',
  inputIn: 'query',
  input: z
    .object({
      level: z.preprocess(
        (value) => (value === '1' || value === 1 ? 1 : value === '2' || value === 2 ? 2 : undefined),
        z.union([z.literal(1), z.literal(2)], { error: DIVISION_MESSAGES.level }),
      ),
      parentCode: z.string({ error: DIVISION_MESSAGES.parentCode }).trim().optional(),
    })
    .transform((params, ctx) => {
      if (params.level === 1) return { level: 1 as const };
      if (!params.parentCode || !DISTRICT_CODE_PATTERN.test(params.parentCode)) {
        ctx.addIssue({ code: 'custom', message: DIVISION_MESSAGES.parentCode });
        return z.NEVER;
      }
      return { level: 2 as const, parentCode: params.parentCode };
    }),
});
