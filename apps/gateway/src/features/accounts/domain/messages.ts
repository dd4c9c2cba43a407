/** Texts several account calls answer alike. */
export const ACCOUNT_MESSAGES = {
  sessionEnded: '账号已在其他地方登录或登录已过期，请重新登录',
  accountClosed: '账号已停用或已注销，请重新登录',
  disabled: '该账号已被停用，请联系客服',
  notRegistered: '该手机号未注册，请先注册',
  alreadyRegistered: '该手机号已注册，请直接登录',
  mobileTaken: '该手机号已被注册，请更换其他手机号',
  loginCodeExpired: '登录凭证已失效，请重新登录',
  resetTicketExpired: '重置凭证已失效，请重新获取验证码',
  notYourCompany: '未找到该企业，或您不是该企业的用户',
  smsNotConfigured: '短信服务未配置，请联系平台运营方',
  busy: '系统繁忙，请稍后再试',
} as const;
