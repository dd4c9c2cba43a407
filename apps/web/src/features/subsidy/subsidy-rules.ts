import { SUBSIDY_KIND_NAMES, SUBSIDY_LIMITS, SUBSIDY_MESSAGES } from '@sme/contract/routes/subsidy-claims';

/** 贴息申请 (issue 22 §3): what the portal's claim pages decide without the server. */

export const SUBSIDY_STATUS_PALETTES: Readonly<Record<string, string>> = {
  submitted: 'orange',
  approved: 'green',
  returned: 'red',
};

/** 贴息 or 风险补偿; an unknown kind is shown as it came. */
export const kindName = (kind: string): string => SUBSIDY_KIND_NAMES[kind as keyof typeof SUBSIDY_KIND_NAMES] ?? kind;

const EVENT_NAMES: Readonly<Record<string, string>> = {
  submitted: '提交申请',
  resubmitted: '重新提交',
  approved: '审核通过',
  returned: '退回',
};

/** A timeline entry's action in Chinese. */
export const eventName = (action: string): string => EVENT_NAMES[action] ?? action;

/** Only a returned claim goes back to review (the gateway's -8112 otherwise). */
export const mayResubmit = (status: string): boolean => status === 'returned';

/** The loans a claim may follow: the company's applications lent (status 8). */
export function lentLoans<T>(applications: readonly T[], statusCode: (application: T) => number): T[] {
  return applications.filter((application) => statusCode(application) === 8);
}

/** The programmes a form offers: those this loan has not been claimed under yet. */
export function claimableProgrammes<T extends { alreadyClaimed: boolean }>(programmes: readonly T[]): T[] {
  return programmes.filter((programme) => !programme.alreadyClaimed);
}

/** What stops a claim before it is sent: an upload running, no programme, no evidence, too much of it. */
export function claimProblem(programmeId: string, paths: readonly string[], uploading: boolean): string | null {
  if (uploading) return '请等待材料上传完成';
  if (!programmeId) return '请选择补贴项目';
  return evidenceProblem(paths, SUBSIDY_LIMITS.filesMin);
}

/** What stops a resubmission: an upload running, a note over the limit, too many files (new files are optional). */
export function resubmitProblem(note: string, paths: readonly string[], uploading: boolean): string | null {
  if (uploading) return '请等待材料上传完成';
  if ([...note.trim()].length > SUBSIDY_LIMITS.noteMax) return `补充说明不能超过${SUBSIDY_LIMITS.noteMax}个字符`;
  return evidenceProblem(paths, 0);
}

function evidenceProblem(paths: readonly string[], least: number): string | null {
  if (paths.length < least) return SUBSIDY_MESSAGES.filesRequired;
  if (paths.length > SUBSIDY_LIMITS.filesMax) return SUBSIDY_MESSAGES.filesTooMany;
  return null;
}
