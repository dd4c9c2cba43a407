/**
 * A thread message's length rule and its wording, without zod, so the portal's and the workbench's forms check what
 * the gateway checks (routes/desk-threads.ts) with the same texts.
 */
export const THREAD_BODY_MAX = 1000;
/** The files one enterprise message may carry (issue 20, slice desk-rest). */
export const THREAD_FILES_MAX = 5;

export const THREAD_BODY_TEXTS = {
  bodyMissing: '请填写留言内容',
  bodyTooLong: `留言不能超过${THREAD_BODY_MAX}个字符`,
  failed: '留言发送失败，请稍后重试',
  filesTooMany: `每条留言最多附${THREAD_FILES_MAX}个文件`,
  filePath: '附件路径无效',
  filesNotUsable: '附件不存在、已使用或不属于本企业，请重新上传',
} as const;

/** What is wrong with a message before it is sent; null when it may go. */
export function threadBodyProblem(body: string): string | null {
  const text = body.trim();
  if (text.length === 0) return THREAD_BODY_TEXTS.bodyMissing;
  if (text.length > THREAD_BODY_MAX) return THREAD_BODY_TEXTS.bodyTooLong;
  return null;
}
