import {
  orgSupplementRequest,
  pcSupplementAnswer,
  SUPPLEMENT_LIMITS,
  SUPPLEMENT_MESSAGES,
} from '@sme/contract/routes/desk-supplement';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { SupplementAnswerInput, SupplementRequestInput } from '#generated/resolvers-types.ts';
import { checkedByContract, optionalText, positiveId } from './arguments.ts';

type Optional<T> = T | null | undefined;

/** /loan/org/supplement/request: the id, what is missing (≤ 500), the reply-by date (YYYY-MM-DD). */
export function supplementRequestBody(input: SupplementRequestInput) {
  const body = { id: positiveId(input.id, '申请ID', 'input.id'), content: input.content, replyBy: input.replyBy };
  return checkedByContract(orgSupplementRequest.input, body, 'input');
}

/** /loan/org/supplement/decline: the id and an optional note (≤ 500). */
export function supplementDeclineBody(id: string, failureReason: Optional<string>) {
  const note = optionalText(failureReason, '失败说明', SUPPLEMENT_LIMITS.textMax, 'failureReason');
  return { id: positiveId(id, '申请ID', 'id'), ...(note === undefined ? {} : { failureReason: note }) };
}

/** /loan/pc/supplement/answer: the id, a text (≤ 500) and the uploaded files' paths (≤ 10); one of them given. */
export function supplementAnswerBody(input: SupplementAnswerInput) {
  const content = optionalText(input.content, '答复说明', SUPPLEMENT_LIMITS.textMax, 'input.content');
  const filePaths = input.filePaths ?? [];
  if (filePaths.length > SUPPLEMENT_LIMITS.filesMax) {
    throw new InvalidArgumentError(SUPPLEMENT_MESSAGES.filesTooMany, 'input.filePaths');
  }
  const body = {
    id: positiveId(input.id, '申请ID', 'input.id'),
    filePaths,
    ...(content === undefined ? {} : { content }),
  };
  return checkedByContract(pcSupplementAnswer.input, body, 'input');
}
