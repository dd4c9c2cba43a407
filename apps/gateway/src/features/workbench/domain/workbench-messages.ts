import { CANCELLATION_REASON_NAMES, CANCELLATION_REASONS } from '@sme/contract/catalog-codes';

export const WORKBENCH_MESSAGES = {
  wrongCredentials: '用户名或密码错误',
  accountDisabled: '该账号已停用，请联系平台运营',
  ticketExpired: '登录已失效，请重新输入用户名和密码',
  wrongTotp: '动态验证码错误或已使用',
  roleRefused: '当前角色无权执行该操作',
  needNotOpen: '该融资需求已被其他机构认领或已不在待认领状态',
  acceptNeedsManager: '受理须指定本机构的客户经理（managerId）',
  acceptNeedsRemark: '受理须填写备注（remark）',
  amountRequired: '请填写金额（amount）',
  amountOverCap: (cap: number) => `授信金额不能超过${cap}万元`,
  dateRequired: '请填写日期（date）',
  dateInFuture: '日期不能晚于今天',
  failureNeedsType: `请选择失败原因类型（failureType：${CANCELLATION_REASONS.map((code) => `${code}${CANCELLATION_REASON_NAMES[code]}`).join(' ')}）`,
  failureNeedsNote: '请填写失败说明（failureReason）',
} as const;
