/** The thread's limits and texts (the gateway's: packages/contract routes/desk-threads.ts). */
export const THREAD_BODY_MAX = 1000;

export const THREAD_TEXTS = {
  title: '与客户经理留言',
  empty: '暂无留言。您可以在这里向办理机构的客户经理咨询或补充说明。',
  placeholder: '请输入留言内容（不超过1000字）',
  send: '发送',
  bodyMissing: '请填写留言内容',
  bodyTooLong: `留言不能超过${THREAD_BODY_MAX}个字符`,
  failed: '留言发送失败，请稍后重试',
  mine: '我方',
  record: '留言发送后不能修改或删除，将作为申请记录的一部分保存。',
} as const;

/** What is wrong with a message before it is sent; null when it may go. */
export function threadBodyProblem(body: string): string | null {
  const text = body.trim();
  if (text.length === 0) return THREAD_TEXTS.bodyMissing;
  if (text.length > THREAD_BODY_MAX) return THREAD_TEXTS.bodyTooLong;
  return null;
}

/** Whether a thread exists for an application: once an institution handles it (a need without one has none). */
export const hasThread = (orgId: string | null | undefined): boolean => Boolean(orgId);
