/** Texts of the login flows (spec §4, §8). */
export const LOGIN_TEXTS = {
  failureTitle: '提示',
  failed: '请求失败，请稍后再试',
  protocolsFailed: '获取协议信息失败，请稍后再试',
  loggedInUncertified: '登录成功，请进行实名认证',
} as const;
