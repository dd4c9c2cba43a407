/** Spec §9: the dialog closes 2 s after a success; a failure resets after 2 s with a new puzzle. */
export const CAPTCHA_SETTLE_MS = 2000;

export const CAPTCHA_TEXTS = {
  loadFailed: '请稍后重试！',
  tooFrequent: '操作频繁，请稍后重试！',
} as const;
