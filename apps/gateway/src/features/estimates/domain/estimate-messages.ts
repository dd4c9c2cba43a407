export const ESTIMATE_ERRORS = {
  questionnaireMissing: '请先填写一键测额问卷',
  estimateMissing: '请先完成一键测额',
  tooFrequent: '测算过于频繁，请稍后再试',
  equityTooFrequent: '今日提交的股权融资需求过多，请明天再试',
} as const;

/** The credit summary's title and notice: the platform's own record, never a credit bureau's report. */
export const CREDIT_SUMMARY_TITLE = '平台信用信息摘要';
export const CREDIT_SUMMARY_NOTICE =
  '本摘要仅汇总本平台记录的企业登记信息、融资申请、预授信额度和数据授权情况，不是征信机构出具的信用报告。';
