import {
  orgSupplementRequest,
  pcSupplementAnswer,
  SUPPLEMENT_LIMITS,
  SUPPLEMENT_MESSAGES,
} from '@sme/contract/routes/desk-supplement';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { SupplementAnswerInput, SupplementRequestInput } from '#generated/resolvers-types.ts';
import { optionalText, positiveId } from './arguments.ts';

type Optional<T> = T | null | undefined;

/** The input refused with the gateway's own wording (the contract's schema), before any call. */
function checked<T>(
  schema: {
    safeParse(value: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
  },
  value: T,
  argument: string,
): T {
  const parsed = schema.safeParse(value);
  const issue = parsed.error?.issues[0];
  if (!parsed.success && issue) {
    throw new InvalidArgumentError(issue.message, [argument, ...issue.path.map(String)].join('.'));
  }
  return value;
}

/** /loan/org/supplement/request: the id, what is missing (≤ 500), the reply-by date (YYYY-MM-DD). */
export function supplementRequestBody(input: SupplementRequestInput) {
  const body = { id: positiveId(input.id, '申请ID', 'input.id'), content: input.content, replyBy: input.replyBy };
  return checked(orgSupplementRequest.input, body, 'input');
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
  return checked(pcSupplementAnswer.input, body, 'input');
}
