import { z } from 'zod';
import { int, optional, text } from '../../../http/validate.ts';

const MAX_ID = 2_147_483_647;

function day(label: string) {
  return z
    .string({ error: `${label}格式须为 YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式须为 YYYY-MM-DD` })
    .refine(
      (value) => {
        const parsed = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
      },
      { error: `${label}不是有效日期` },
    )
    .refine((value) => value >= '2000-01-01' && value <= '2099-12-31', { error: `${label}须在 2000 年至 2099 年之间` });
}

/**
 * POST /loan/gov/dashboard: every filter optional. The range is of the submission day (Beijing), both ends included;
 * productType is the product's 产品类型 (1-6), which leaves out published needs (they have no product).
 */
export const dashboardParams = z
  .object(
    {
      startDate: optional(day('开始日期（startDate）')),
      endDate: optional(day('结束日期（endDate）')),
      orgId: optional(int('机构ID', 1, MAX_ID)),
      districtName: optional(text('所在区县', 20)),
      productType: optional(int('产品类型', 1, 6)),
    },
    { error: '请求参数必须是 JSON 对象' },
  )
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    error: '开始日期不能晚于结束日期',
  });
export type DashboardParams = z.output<typeof dashboardParams>;

/** POST /loan/pc/org/responseTime?orgId=: the institution whose response times the portal publishes. */
export const publicResponseTimeParams = z.object(
  {
    orgId: z
      .unknown()
      .refine((value) => value !== undefined && value !== null && value !== '', { error: '缺少机构ID（orgId）' })
      .pipe(int('机构ID', 1, MAX_ID)),
  },
  { error: '请求参数必须是 JSON 对象' },
);
