/**
 * Envelope codes of the account calls beyond those of http/error-codes.ts (which keeps the spec's -3000, -3001,
 * -4009 and the general -1000/-1029/-1404). All listed in docs/gateway-api.md.
 */
export const AccountCode = {
  /** HTTP 403: no session, or it ended, expired or is unknown (spec §8: log in again). */
  SESSION_ENDED: -1403,
  /** Slider check failed (wrong position, or the puzzle expired or was used): shake and load a new one. */
  CAPTCHA_FAILED: -3002,
  /** The captcha token of an SMS send or password login is missing, unknown, expired or already used. */
  CAPTCHA_TOKEN_INVALID: -3003,
  /** Mobile or password wrong (also: the account has no password, the old password is wrong). */
  BAD_CREDENTIALS: -4001,
  /** SMS code wrong, expired, used or dead after too many wrong tries. */
  SMS_CODE_INVALID: -4002,
  /** A loginCode or validCode that is unknown, expired or already used. */
  ONE_TIME_CODE_INVALID: -4003,
  /** The account is disabled. */
  ACCOUNT_DISABLED: -4004,
  /** The SMS provider did not accept the message. */
  SMS_NOT_SENT: -4005,
} as const;

export const SESSION_ENDED_MESSAGE = '账号已在其他地方登录或登录已过期，请重新登录';
