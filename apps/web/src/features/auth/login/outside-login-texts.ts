/** Texts of the provincial unified identity and WeChat logins (spec §2, §8; docs/decisions/0019-provincial-identity-and-wechat-logins-through-gateway-graph.md). */
export const OUTSIDE_LOGIN_TEXTS = {
  /** Spec §8, exactly: a provincial login below L2. */
  provincialLevelTooLow: '请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作',
  provincialWorking: '正在通过广东省统一身份认证平台登录，请稍候…',
  /** /cbpage/gdauth opened without a provider's answer (a bookmark, the back button). */
  provincialNoAnswer: '未收到广东省统一身份认证平台的登录结果，请返回登录页重新登录',
  provincialCancelled: '您已取消广东省统一身份认证平台登录',
  provincialExpired: '统一身份认证登录已失效，请重新登录',
  wechatWorking: '正在通过微信登录，请稍候…',
  wechatCancelled: '您已取消微信登录',
  wechatExpired: '微信登录已失效，请重新扫码登录',
  wechatBound: '微信绑定成功，下次可直接使用微信登录',
  wechatNotBoundAfterLogin: '微信授权已过期，未能绑定该微信，请重新使用微信登录后再绑定',
} as const;

/** The notice on the login panel while a WeChat user waits to be bound by a normal login. */
export function wechatBindingNotice(nickname: string | null): string {
  const who = nickname ? `微信用户「${nickname}」` : '该微信';
  return `${who}尚未绑定平台账号。请使用手机号登录（短信或密码），登录成功后将自动绑定该微信，下次可直接使用微信登录。`;
}
