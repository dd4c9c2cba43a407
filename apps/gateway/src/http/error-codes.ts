/**
 * Envelope codes of the gateway. Negative like the spec's own (-3000, -3001, -4009);
 * the spec's codes keep their meaning, the rest are ours (docs/gateway-api.md).
 */
export const ErrorCode = {
  /** A parameter is missing, ill-typed or out of range. */
  BAD_PARAMS: -1000,
  /** The request body is not valid JSON. */
  BAD_JSON: -1001,
  /** No call at that path. */
  NOT_FOUND: -1004,
  /** The path exists but not for that method. */
  METHOD_NOT_ALLOWED: -1005,
  /** The body is larger than the gateway accepts. */
  TOO_LARGE: -1013,
  /** Too many requests from one client. */
  RATE_LIMITED: -1029,
  /** An object the caller asked for does not exist. */
  NO_SUCH_OBJECT: -1404,
  /** Something broke inside the gateway; details are in its log only. */
  INTERNAL: -1500,
  /** Captcha: too many tries (spec §7). */
  CAPTCHA_TOO_FREQUENT: -3000,
  /** User info: the session is gone, force a logout (spec §8). */
  FORCE_LOGOUT: -3001,
  /** SMS send: mobile already registered, or unknown (spec §8). */
  MOBILE_CONFLICT: -4009,
} as const;
