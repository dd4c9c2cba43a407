import { COMMON_FAILURE_TEXTS } from '@sme/ui/failure-texts';

/** The Chinese texts of spec §8 that the request layer shows (docs/decisions/0005-the-portal-apps-web-documents-routes-as-data-spec-8-texts.md, "apps/web"). */
export const MESSAGES = {
  ...COMMON_FAILURE_TEXTS,
  sessionEnded: '账号已在其他地方登录或登录已过期，请重新登录',
  timeout: '服务响应超时，请稍后重试',
  unavailable: '服务暂时不可用，请稍后再试',
} as const;

/** How long a failure message stays on screen (spec §9). */
export const MESSAGE_DURATION_MS = 3000;
