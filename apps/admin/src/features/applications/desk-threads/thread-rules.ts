/** The thread's limits and texts (the gateway's: packages/contract routes/desk-threads.ts). */
export const THREAD_BODY_MAX = 1000;

export const THREAD_TEXTS = {
  title: '与企业留言',
  empty: '暂无留言。',
  placeholder: '请输入留言内容（不超过1000字），企业将收到消息和短信提醒',
  send: '发送',
  bodyMissing: '请填写留言内容',
  bodyTooLong: `留言不能超过${THREAD_BODY_MAX}个字符`,
  failed: '留言发送失败，请稍后重试',
  record: '留言发送后不能修改或删除，企业可见，并作为申请记录的一部分保存。',
  marker: '新留言',
} as const;

/** What is wrong with a message before it is sent; null when it may go. */
export function threadBodyProblem(body: string): string | null {
  const text = body.trim();
  if (text.length === 0) return THREAD_TEXTS.bodyMissing;
  if (text.length > THREAD_BODY_MAX) return THREAD_TEXTS.bodyTooLong;
  return null;
}

/** Threads are the institution's staff's and the enterprise's: the operator and the government viewer have none. */
export const seesThreads = (role: string): boolean => role === 'org_staff' || role === 'org_admin';
