/**
 * 补充材料 (issue 20, slice supplement): the limits, texts and records both ends and the front ends share, without
 * zod (the portal and the workbench import these; the route definitions are in desk-supplement.ts).
 */
export const SUPPLEMENT_LIMITS = {
  /** Characters of a request and of an answer's text. */
  textMax: 500,
  /** Files of one answer. */
  filesMax: 10,
  /** The reply-by date is at most this many days after today. */
  replyByMaxDays: 90,
} as const;

/** The response-time rule the portal and the workbench publish with the response times. */
export const SLA_PAUSE_RULE = '机构要求补充材料后，从提出要求到企业提交补充材料之间的时间不计入机构的响应时长。';

export const SUPPLEMENT_MESSAGES = {
  contentRequired: '请填写需要补充的材料（content）',
  replyByRequired: '请填写答复期限（replyBy）',
  replyByFormat: '答复期限（replyBy）格式须为 YYYY-MM-DD',
  replyByPast: '答复期限不能早于今天',
  replyByTooLate: `答复期限不能晚于${SUPPLEMENT_LIMITS.replyByMaxDays}天后`,
  answerEmpty: '请填写答复说明或上传补充材料',
  filesTooMany: `补充材料最多${SUPPLEMENT_LIMITS.filesMax}个`,
  filePath: '补充材料路径无效',
  filesNotUsable: '补充材料不存在、已使用或不属于本企业，请重新上传',
  notRequestable: '该申请当前状态不能要求补充材料（仅限机构已查看或已受理、尚未授信的申请）',
  alreadyOpen: '已有待企业答复的补充材料要求，请等企业答复后再提新的要求',
  nothingOpen: '该申请没有待答复的补充材料要求',
  applicationClosed: '该申请已办结，不能再提交补充材料',
  declineNotDue: '只有企业逾期未答复补充材料要求时，才能以“资料不全”结束办理',
  institutionOnly: '只有办理该申请的机构人员可以要求补充材料',
} as const;

/** A file of an answer (also one of the application's materials). */
export interface SupplementFileRecord {
  path: string;
  name: string;
  size: number;
  uploadTime: string;
}

/** open: waiting for the enterprise; answered; closed: the application ended before an answer. */
export type SupplementState = 'open' | 'answered' | 'closed';

/** One round: the institution's request and the enterprise's answer. */
export interface SupplementRecord {
  id: number;
  applicationId: number;
  round: number;
  content: string;
  /** YYYY-MM-DD, Beijing. */
  replyBy: string;
  askedAt: string;
  /** The staff member who asked (the workbench only; null for the enterprise). */
  askedBy: string | null;
  orgName: string;
  state: SupplementState;
  /** Open and past its reply-by date (Beijing). */
  overdue: boolean;
  answerText: string | null;
  answeredAt: string | null;
  files: SupplementFileRecord[];
}

/** The rounds of an application as its institution sees them, and what the staff member may do now. */
export interface OrgSupplementsRecord {
  rounds: SupplementRecord[];
  /** A new round may be asked for (status viewed or accepted, no open round, authorisation in force). */
  canRequest: boolean;
  /** The open round is past its date: the institution may end the application with 资料不全 (failure type 2). */
  declinable: boolean;
  /** The company's data authorisation is not in force: the answers' texts and files are withheld. */
  restricted: boolean;
}
