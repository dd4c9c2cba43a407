import { THREAD_BODY_MAX, THREAD_BODY_TEXTS } from '@sme/contract/routes/desk-thread-body';

export { threadBodyProblem } from '@sme/contract/routes/desk-thread-body';

/** The thread's texts; the message's rule and its wording are the gateway's (@sme/contract). */
export const THREAD_TEXTS = {
  ...THREAD_BODY_TEXTS,
  title: '与客户经理留言',
  empty: '暂无留言。您可以在这里向办理机构的客户经理咨询或补充说明。',
  placeholder: `请输入留言内容（不超过${THREAD_BODY_MAX}字）`,
  send: '发送',
  mine: '我方',
  record: '留言发送后不能修改或删除，将作为申请记录的一部分保存。',
  attach: '添加附件',
  uploading: '请等待附件上传完成',
} as const;

/** Whether a thread exists for an application: once an institution handles it (a need without one has none). */
export const hasThread = (orgId: string | null | undefined): boolean => Boolean(orgId);
