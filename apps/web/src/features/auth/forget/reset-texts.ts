/** Texts of the password reset (spec §2, §8). */
export const RESET_TEXTS = {
  steps: ['验证手机号', '设置新密码', '重置成功'],
  succeeded: '恭喜您，登录密码重置成功',
  failed: '请求失败，请稍后重试',
} as const;
