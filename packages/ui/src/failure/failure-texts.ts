/**
 * The Chinese failure texts of spec §8 that the portal and the workbench both show where a failure brings no
 * Chinese message of its own; each app adds its own (the workbench words an ended session for staff).
 */
export const COMMON_FAILURE_TEXTS = {
  forbidden: '无权限，请联系管理员',
  network: '网络连接失败，请检查网络后重试',
  generic: '请求失败，请稍后再试',
} as const;

/** Whether a server message is Chinese, so shown as it is (framework and English messages are replaced). */
export const hasChinese = (text: string): boolean => /[\u4e00-\u9fff]/.test(text);
