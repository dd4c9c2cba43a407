import { APPLY_AMOUNT_MAX } from '@sme/contract/fields';
import {
  APPLICATION_MESSAGES,
  type needPublish,
  type productApply,
  REMARK_MAX,
} from '@sme/contract/routes/applications';
import type { ParsedInput } from '@sme/contract/routes/route';
import type { z } from 'zod';
import { given, int, jsonObject, MAX_ID, money, text } from '#http/validate.ts';

export type ProductApplyParams = ParsedInput<typeof productApply>;
export type NeedPublishParams = ParsedInput<typeof needPublish>;

/** The development helper's body: a move as the institution or operator would make it. */
export const devTransitionParams = jsonObject({
  id: given(APPLICATION_MESSAGES.applicationId, int('申请ID', 1, MAX_ID)),
  toStatus: given('缺少目标状态', int('目标状态', 1, 11)),
  remark: text('备注', REMARK_MAX).optional(),
  creditAmount: money('授信金额', 0.01, APPLY_AMOUNT_MAX).optional(),
  loanAmount: money('放款金额', 0.01, APPLY_AMOUNT_MAX).optional(),
  failureType: int('失败类型', 1, 4).optional(),
  failureReason: text('失败原因', REMARK_MAX).optional(),
  orgId: int('机构ID', 1, MAX_ID).optional(),
  managerId: int('客户经理ID', 1, MAX_ID).optional(),
});
export type DevTransitionParams = z.output<typeof devTransitionParams>;
