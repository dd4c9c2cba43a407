import { THREAD_BODY_MAX, THREAD_BODY_TEXTS } from '@sme/contract/routes/desk-thread-body';

export { threadBodyProblem } from '@sme/contract/routes/desk-thread-body';

/** The thread's texts; the message's rule and its wording are the gateway's (@sme/contract). */
export const THREAD_TEXTS = {
  ...THREAD_BODY_TEXTS,
  title: '与企业留言',
  empty: '暂无留言。',
  placeholder: `请输入留言内容（不超过${THREAD_BODY_MAX}字），企业将收到消息和短信提醒`,
  send: '发送',
  record: '留言发送后不能修改或删除，企业可见，并作为申请记录的一部分保存。',
  marker: '新留言',
  uploading: '请等待附件上传完成',
} as const;

/** Threads are the institution's staff's and the enterprise's: the operator and the government viewer have none. */
export const seesThreads = (role: string): boolean => role === 'org_staff' || role === 'org_admin';
