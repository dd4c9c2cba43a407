import { QUEUE_NAME_MIN } from '@sme/contract/routes/desk-assign';

/** What a queue keyword is read as: an application id, a credit code (exact), or part of a company's name. */
export type QueueKeyword =
  | { kind: 'id'; id: number }
  | { kind: 'code'; code: string }
  | { kind: 'name'; term: string }
  | { kind: 'too-short' };

const CREDIT_CODE_SHAPE = /^[0-9A-Z]{18}$/;
const APPLICATION_ID = /^\d{1,10}$/;

/** Digits only: an id; 18 letters and digits: a credit code; anything else of two characters upwards: a name. */
export function readQueueKeyword(keyword: string): QueueKeyword {
  const text = keyword.trim();
  if (APPLICATION_ID.test(text) && Number(text) <= 2_147_483_647) return { kind: 'id', id: Number(text) };
  if (CREDIT_CODE_SHAPE.test(text.toUpperCase())) return { kind: 'code', code: text.toUpperCase() };
  if ([...text].length < QUEUE_NAME_MIN) return { kind: 'too-short' };
  return { kind: 'name', term: text };
}

export const ASSIGN_MESSAGES = {
  keywordTooShort: `按企业名称搜索请至少输入${QUEUE_NAME_MIN}个字`,
  alreadyClaimed: (name: string) => `该申请已由${name}负责，请刷新后查看`,
  notAStaffPerson: '当前账号未关联本机构人员，不能认领',
  assigneeNotOfOrg: '客户经理不存在或不属于本机构',
  noteEmpty: '备注内容不能为空',
} as const;
