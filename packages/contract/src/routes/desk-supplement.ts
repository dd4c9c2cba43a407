/**
 * 补充材料 (issue 20, slice supplement): an institution asks the enterprise for missing materials, the enterprise
 * answers with a text and files, several rounds one after the other (docs/gateway-api.md, "补充材料").
 */
import { z } from 'zod';
import { DAY_PATTERN, isCalendarDay, MAX_ID } from '../fields.ts';
import {
  type OrgSupplementsRecord,
  SUPPLEMENT_LIMITS,
  SUPPLEMENT_MESSAGES,
  type SupplementRecord,
} from './desk-supplement-texts.ts';
import { int, jsonObject, optional, required, text } from './input-fields.ts';
import { route } from './route.ts';

export * from './desk-supplement-texts.ts';

const applicationId = required('申请ID（id）', int('申请ID', 1, MAX_ID));

const replyBy = z
  .unknown()
  .refine((value) => value !== undefined && value !== null && value !== '', {
    error: SUPPLEMENT_MESSAGES.replyByRequired,
  })
  .pipe(
    z
      .string({ error: SUPPLEMENT_MESSAGES.replyByFormat })
      .regex(DAY_PATTERN, { error: SUPPLEMENT_MESSAGES.replyByFormat })
      .refine(isCalendarDay, { error: SUPPLEMENT_MESSAGES.replyByFormat }),
  );

/** The workbench: an application's rounds; opening them clears the queue's 有补件 marker. */
export const orgSupplementList = route<OrgSupplementsRecord>()({
  method: 'POST',
  path: '/loan/org/supplement/list',
  inputIn: 'query',
  input: jsonObject({ id: applicationId }),
});

/** The workbench: asks for missing materials by a date; the enterprise gets a message and an SMS notice. */
export const orgSupplementRequest = route<OrgSupplementsRecord>()({
  method: 'POST',
  path: '/loan/org/supplement/request',
  inputIn: 'body',
  input: jsonObject({
    id: applicationId,
    content: z
      .unknown()
      .refine((value) => typeof value === 'string' && value.trim() !== '', {
        error: SUPPLEMENT_MESSAGES.contentRequired,
      })
      .pipe(text('补充材料要求', SUPPLEMENT_LIMITS.textMax)),
    replyBy,
  }),
});

/** The workbench: ends an application whose open round is past its date, failure type 2 (资料不全). */
export const orgSupplementDecline = route<{ id: number; loanStatus: number }>()({
  method: 'POST',
  path: '/loan/org/supplement/decline',
  inputIn: 'body',
  input: jsonObject({ id: applicationId, failureReason: optional(text('失败说明', SUPPLEMENT_LIMITS.textMax)) }),
});

/** The portal: the rounds of one of the company's applications. */
export const pcSupplementList = route<SupplementRecord[]>()({
  method: 'POST',
  path: '/loan/pc/supplement/list',
  inputIn: 'query',
  input: jsonObject({ id: applicationId }),
});

/** The portal: answers the open round with a text and uploaded files (attached to the application). */
export const pcSupplementAnswer = route<SupplementRecord[]>()({
  method: 'POST',
  path: '/loan/pc/supplement/answer',
  inputIn: 'body',
  input: jsonObject({
    id: applicationId,
    content: optional(text('答复说明', SUPPLEMENT_LIMITS.textMax)),
    filePaths: z
      .array(z.string({ error: SUPPLEMENT_MESSAGES.filePath }).min(1).max(500), {
        error: SUPPLEMENT_MESSAGES.filePath,
      })
      .max(SUPPLEMENT_LIMITS.filesMax, { error: SUPPLEMENT_MESSAGES.filesTooMany })
      .default([]),
  }).refine((value) => value.content !== undefined || value.filePaths.length > 0, {
    error: SUPPLEMENT_MESSAGES.answerEmpty,
  }),
});
