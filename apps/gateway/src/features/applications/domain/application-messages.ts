export const APPLICATION_ERRORS = {
  notFound: '申请不存在或无权查看',
  productNotOffered: '该产品不存在或已下架',
  keyReused: '该提交标识已用于另一类申请，请刷新页面后重试',
  expiryDate: '需求有效期须为今天之后一年以内的日期',
  creditAmount: '请填写授信金额',
  loanAmount: '请填写放款金额',
  failureReason: '请填写失败原因',
} as const;
