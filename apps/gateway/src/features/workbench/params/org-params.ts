import { REMARK_MAX } from '@sme/contract/routes/applications';
import { z } from 'zod';
import { given, int, MAX_ID, money, optional, paging, text } from '#http/validate.ts';

const applicationId = given('缺少申请ID（id）', int('申请ID', 1, MAX_ID));

/** POST /loan/org/list: paging, status filter (one code or a comma list), overdue filter, source. */
export const orgListParams = z.preprocess(
  (value) => value ?? {},
  z.object({
    ...paging,
    loanStatus: optional(
      z.preprocess(
        (value) =>
          typeof value === 'string'
            ? value.split(',').map((part) => Number(part.trim()))
            : typeof value === 'number'
              ? [value]
              : value,
        z
          .array(z.number({ error: '状态筛选须为状态码或以逗号分隔的状态码' }).int().min(1).max(11), {
            error: '状态筛选须为状态码或以逗号分隔的状态码',
          })
          .min(1, { error: '状态筛选须为状态码或以逗号分隔的状态码' })
          .max(11, { error: '状态筛选须为状态码或以逗号分隔的状态码' }),
      ),
    ),
    // Form-encoded and query clients send the text 'true' / 'false'.
    overdue: optional(
      z.preprocess(
        (value) => (value === 'true' ? true : value === 'false' ? false : value),
        z.boolean({ error: '逾期筛选（overdue）须为 true 或 false' }),
      ),
    ),
    source: optional(int('来源', 1, 2)),
    orgId: optional(int('机构ID', 1, MAX_ID)),
    // Issue 20, slice supplement: 有补件 only.
    supplementAnswered: optional(
      z.preprocess(
        (value) => (value === 'true' ? true : value === 'false' ? false : value),
        z.boolean({ error: '有补件筛选（supplementAnswered）须为 true 或 false' }),
      ),
    ),
  }),
);
export type OrgListParams = z.output<typeof orgListParams>;

/** POST /loan/org/detail?id= and POST /loan/org/request/claim?id= */
export const orgIdQueryParams = z.object({ id: applicationId });

/** POST /loan/org/request/list */
export const needListParams = z.preprocess((value) => value ?? {}, z.object({ ...paging }));

const dateField = z
  .string({ error: '日期（date）格式须为 YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期（date）格式须为 YYYY-MM-DD' })
  .refine(
    (value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    },
    { error: '日期（date）不是有效日期' },
  );

/** POST /loan/org/transition */
export const orgTransitionParams = z.object({
  id: applicationId,
  toStatus: given('缺少目标状态（toStatus）', int('目标状态', 1, 11)),
  remark: optional(text('备注', REMARK_MAX)),
  amount: optional(money('金额', 0.01, 100_000)),
  date: optional(dateField),
  failureType: optional(int('失败原因类型', 1, 4)),
  failureReason: optional(text('失败说明', REMARK_MAX)),
  managerId: optional(int('客户经理ID', 1, MAX_ID)),
});
export type OrgTransitionParams = z.output<typeof orgTransitionParams>;

/** GET /loan/org/sla: the window of submissions counted (default: the last 90 days). */
export const slaParams = z.object({
  days: optional(int('统计天数', 1, 366)),
});
