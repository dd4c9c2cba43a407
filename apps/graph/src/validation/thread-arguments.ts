import { THREAD_BODY_TEXTS } from '@sme/contract/routes/desk-thread-body';
import { THREAD_BODY_MAX, THREAD_FILES_MAX, THREAD_MESSAGES } from '@sme/contract/routes/desk-threads';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import { positiveId, startEndDays } from './arguments.ts';

/** Thread arguments → the gateway's input, or InvalidArgumentError with the gateway's wording. */

export function threadApplicationId(value: string): number {
  return positiveId(value, '申请ID', 'applicationId');
}

export function threadMessage(applicationId: string, body: string): { applicationId: number; body: string } {
  const text = body.trim();
  if (text.length === 0) throw new InvalidArgumentError(THREAD_MESSAGES.bodyMissing, 'body');
  if (text.length > THREAD_BODY_MAX) throw new InvalidArgumentError(THREAD_MESSAGES.bodyTooLong, 'body');
  return { applicationId: threadApplicationId(applicationId), body: text };
}

/** The enterprise's message with the paths of the files it uploaded (none by default). */
export function threadMessageWithFiles(applicationId: string, body: string, filePaths?: readonly string[] | null) {
  const paths = filePaths ?? [];
  if (paths.length > THREAD_FILES_MAX) throw new InvalidArgumentError(THREAD_BODY_TEXTS.filesTooMany, 'filePaths');
  if (paths.some((path) => path.length === 0 || path.length > 500)) {
    throw new InvalidArgumentError(THREAD_BODY_TEXTS.filePath, 'filePaths');
  }
  return { ...threadMessage(applicationId, body), filePaths: [...paths] };
}

export function drillDownBody(args: { institutionId: string; startDate?: string | null; endDate?: string | null }) {
  const { startDate, endDate } = startEndDays(args);
  return {
    orgId: positiveId(args.institutionId, '机构ID', 'institutionId'),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}
