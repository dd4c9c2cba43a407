/**
 * Issue 22, slice subsidy: 贴息 and 风险补偿 claims on lent loans (docs/gateway-api.md, "Subsidy claims"). The
 * enterprise files a claim under a programme with its loan's figures prefilled and evidence uploaded; the government
 * reviewer approves or returns it; the yearly cap per company and programme holds in one transaction.
 */
import { z } from 'zod';
import { MAX_ID, STORED_FILE_PATH } from '../fields.ts';
import { int, jsonObject, optional, paging, required, text } from './input-fields.ts';
import { route } from './route.ts';

export const SUBSIDY_LIMITS = { reasonMax: 200, noteMax: 200, filesMin: 1, filesMax: 10 } as const;

export const SUBSIDY_MESSAGES = {
  claimNotFound: '补贴申请不存在或无权查看',
  programmeNotFound: '补贴项目不存在或不在申报期内',
  notLent: '该申请尚未放款，放款后才能申请补贴',
  alreadyClaimed: '该笔贷款已在此项目下申请过补贴',
  notReviewable: '该补贴申请当前状态不能审核',
  notReturned: '只有被退回的补贴申请才能重新提交',
  capReached: '该企业本年度在此项目的补贴额度已用完',
  filesRequired: '请上传至少1份证明材料',
  filesTooMany: `证明材料最多${SUBSIDY_LIMITS.filesMax}份`,
  filePath: '证明材料路径无效',
  filesNotUsable: '证明材料不存在或已被使用，请重新上传',
  reasonRequired: '请填写退回原因',
} as const;

export type SubsidyKind = 'interest' | 'risk';
export type SubsidyClaimStatus = 'submitted' | 'approved' | 'returned';

export const SUBSIDY_STATUS_NAMES: Readonly<Record<SubsidyClaimStatus, string>> = {
  submitted: '待审核',
  approved: '已通过',
  returned: '已退回',
};

export const SUBSIDY_KIND_NAMES: Readonly<Record<SubsidyKind, string>> = { interest: '贴息', risk: '风险补偿' };

/** A programme as a claim form offers it, with what this loan would claim and what is left of the year's cap. */
export interface SubsidyProgrammeOptionRecord {
  id: number;
  name: string;
  kind: SubsidyKind;
  /** Percent of the year's interest (贴息) or of the loan (风险补偿) the programme pays. */
  ratePercent: number;
  /** 万元 per company per year. */
  yearlyCap: number;
  /** 万元 this loan would claim (the formula: docs/decisions.md). */
  claimAmount: number;
  /** 万元 of the cap not yet approved for the company this year. */
  capLeft: number;
  alreadyClaimed: boolean;
}

/** The lent loan's figures a claim is prefilled with. */
export interface SubsidyLoanFigures {
  applicationId: number;
  productName: string | null;
  orgName: string | null;
  /** 放款金额, 万元. */
  loanAmount: number;
  /** Percent a year. */
  interestRate: number;
  /** Months. */
  loanPeriod: number;
  /** YYYY-MM-DD, Beijing. */
  lendingDate: string;
}

export interface SubsidyPrefillRecord {
  loan: SubsidyLoanFigures;
  programmes: SubsidyProgrammeOptionRecord[];
}

export interface SubsidyClaimEvent {
  action: 'submitted' | 'resubmitted' | 'approved' | 'returned';
  actorName: string;
  remark: string | null;
  time: string;
}

export interface SubsidyClaimFile {
  path: string;
  originalName: string;
  kind: string;
}

export interface SubsidyClaimRecord {
  id: number;
  programmeId: number;
  programmeName: string;
  kind: SubsidyKind;
  companyName: string;
  loan: SubsidyLoanFigures;
  /** 万元 claimed by the formula. */
  claimAmount: number;
  /** 万元 approved (the claim, or what was left of the cap); null until approved. */
  approvedAmount: number | null;
  status: SubsidyClaimStatus;
  returnReason: string | null;
  createTime: string;
  updateTime: string;
  files: SubsidyClaimFile[];
  events: SubsidyClaimEvent[];
}

export interface SubsidyClaimRowRecord {
  id: number;
  programmeName: string;
  kind: SubsidyKind;
  companyName: string;
  applicationId: number;
  claimAmount: number;
  approvedAmount: number | null;
  status: SubsidyClaimStatus;
  createTime: string;
  updateTime: string;
}

export interface SubsidyProgrammeFiguresRecord {
  programmeId: number;
  name: string;
  kind: SubsidyKind;
  yearlyCap: number;
  claims: number;
  pending: number;
  approved: number;
  returned: number;
  /** 万元 approved over the year. */
  amountApproved: number;
  /** Companies that reached their cap this year. */
  companiesAtCap: number;
  /** Approved ÷ (the cap × companies with a claim), 0-1; 0 without claims. */
  capUsedShare: number;
}

const id = (label: string) => required(label, int(label, 1, MAX_ID));

/** Evidence files: a resubmission may add none; a claim needs at least one (`filePaths.min`). */
const filePaths = z
  .array(z.string({ error: SUBSIDY_MESSAGES.filePath }).min(1).max(500), { error: SUBSIDY_MESSAGES.filePath })
  .max(SUBSIDY_LIMITS.filesMax, { error: SUBSIDY_MESSAGES.filesTooMany });

/** The portal: a lent loan's figures and the programmes it may claim under. */
export const pcSubsidyPrefill = route<SubsidyPrefillRecord>()({
  method: 'POST',
  path: '/loan/pc/subsidy/prefill',
  inputIn: 'query',
  input: jsonObject({ applicationId: id('申请ID（applicationId）') }),
});

/** The portal: files a claim with its evidence (uploaded files, checked by content at upload). */
export const pcSubsidyClaim = route<SubsidyClaimRecord>()({
  method: 'POST',
  path: '/loan/pc/subsidy/claim',
  inputIn: 'body',
  input: jsonObject({
    applicationId: id('申请ID（applicationId）'),
    programmeId: id('补贴项目ID（programmeId）'),
    filePaths: required(
      '证明材料（filePaths）',
      filePaths.min(SUBSIDY_LIMITS.filesMin, { error: SUBSIDY_MESSAGES.filesRequired }),
    ),
  }),
});

/** The portal: the company's claims, newest first. */
export const pcSubsidyList = route<{ records: SubsidyClaimRowRecord[]; total: number }>()({
  method: 'POST',
  path: '/loan/pc/subsidy/list',
  inputIn: 'body',
  input: jsonObject({ ...paging }).default({ pageNum: 1, pageSize: 10 }),
});

/** The portal: one of the company's claims with its files and timeline. */
export const pcSubsidyDetail = route<SubsidyClaimRecord>()({
  method: 'POST',
  path: '/loan/pc/subsidy/detail',
  inputIn: 'query',
  input: jsonObject({ id: id('补贴申请ID（id）') }),
});

/** The portal: sends a returned claim again, with new evidence if any. */
export const pcSubsidyResubmit = route<SubsidyClaimRecord>()({
  method: 'POST',
  path: '/loan/pc/subsidy/resubmit',
  inputIn: 'body',
  input: jsonObject({
    id: id('补贴申请ID（id）'),
    filePaths: filePaths.default([]),
    note: optional(text('补充说明', SUBSIDY_LIMITS.noteMax)),
  }),
});

/** The workbench (gov_reviewer): the claims, filtered by status. */
export const govSubsidyList = route<{ records: SubsidyClaimRowRecord[]; total: number }>()({
  method: 'POST',
  path: '/loan/gov/subsidy/list',
  inputIn: 'body',
  input: jsonObject({
    ...paging,
    status: optional(z.enum(['submitted', 'approved', 'returned'], { error: '状态取值无效' })),
  }).default({ pageNum: 1, pageSize: 10 }),
});

/** The workbench (gov_reviewer): one claim; reading it is written in the company's authorisation ledger. */
export const govSubsidyDetail = route<SubsidyClaimRecord>()({
  method: 'POST',
  path: '/loan/gov/subsidy/detail',
  inputIn: 'query',
  input: jsonObject({ id: id('补贴申请ID（id）') }),
});

/** The workbench (gov_reviewer): approves a claim within the company's yearly cap. */
export const govSubsidyApprove = route<SubsidyClaimRecord>()({
  method: 'POST',
  path: '/loan/gov/subsidy/approve',
  inputIn: 'body',
  input: jsonObject({ id: id('补贴申请ID（id）') }),
});

/** The workbench (gov_reviewer): returns a claim with a reason the enterprise reads. */
export const govSubsidyReturn = route<SubsidyClaimRecord>()({
  method: 'POST',
  path: '/loan/gov/subsidy/return',
  inputIn: 'body',
  input: jsonObject({
    id: id('补贴申请ID（id）'),
    reason: z
      .unknown()
      .refine((value) => typeof value === 'string' && value.trim() !== '', { error: SUBSIDY_MESSAGES.reasonRequired })
      .pipe(text('退回原因', SUBSIDY_LIMITS.reasonMax)),
  }),
});

/** The government dashboard (gov_viewer, gov_reviewer, operator): per programme, this Beijing year. */
export const govSubsidyFigures = route<{ year: number; programmes: SubsidyProgrammeFiguresRecord[] }>()({
  method: 'POST',
  path: '/loan/gov/subsidy/figures',
  inputIn: 'body',
  input: jsonObject({ year: optional(int('年度', 2000, 2100)) }).default({}),
});

// Issue 22, slice subsidy-pages: the reviewer opens the evidence in the workbench's viewers.
export const SUBSIDY_FILE_NOT_FOUND = '证明材料不存在或不属于该申请';

/** The government reviewer: one evidence file of a claim, its bytes (no envelope; inline for images and PDF). */
export const govSubsidyFileOpen = route<never>()({
  method: 'POST',
  path: '/loan/gov/subsidy/file/open',
  inputIn: 'body',
  input: jsonObject({
    id: id('补贴申请ID（id）'),
    path: z.string({ error: SUBSIDY_MESSAGES.filePath }).regex(STORED_FILE_PATH, { error: SUBSIDY_MESSAGES.filePath }),
  }),
});
