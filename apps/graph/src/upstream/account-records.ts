/** The gateway's account records and bodies (docs/gateway-api.md, "Accounts"); resolvers map them to the schema. */

/** GET /zzzttt/pic/swipe/get: images as PNG data URLs. */
export interface CaptchaRecord {
  key: string;
  shadeImage: string;
  cutoutImage: string;
  y: number;
}

/** The gateway's SMS methods (GraphQL RESET_PASSWORD has the same name there). */
export type GatewaySmsMethod = 'LOGIN' | 'REGISTER' | 'RESET_PASSWORD' | 'RESET_MOBILE';

/** A token answered by register and by /auth/login92/code/{code}. */
export interface SessionRecord {
  token: string;
}

/** One entry of the pre-login company list; id 0 with empty texts when the account has no company yet. */
export interface LoginEntryRecord {
  id: number;
  uniformCode: string;
  companyName: string;
  loginCode: string;
}

/** A pre-login company as GraphQL answers it: the loginCode stays in the HttpOnly pending-login cookie. */
export type LoginCompanyRecord = Omit<LoginEntryRecord, 'loginCode'>;

/** /user/user/userInfo and the answer of a company switch: the full mobile (the graph masks it). */
/** One company of /user/user/v1/current/users. */
export type { AccountCompanyRecord, UserInfoRecord } from '@sme/contract/routes/accounts';

/** One entry of getProtocols; isPopUp is 1 or 0. */
export interface ProtocolRecord {
  id: number;
  type: number;
  version: string;
  isPopUp: number | boolean;
  title: string;
}

/** getProtocolDetail/{id}: the content is sanitised HTML. */
export interface ProtocolDetailRecord {
  id: number;
  type: number;
  version: string;
  title: string;
  content: string;
}

/** Passwords in these bodies are the lowercase hex SHA-256 of the typed text, never the text itself. */
export interface SendSmsCodeBody {
  mobile: string;
  token: string;
  method: GatewaySmsMethod;
}

export interface RegisterBody {
  mobile: string;
  password: string;
  smsCode: string;
  source: 0;
  isAgree: true;
  channelCode?: string;
  managerId?: string;
}

export type LoginBody =
  | { type: 2; phone: string; code: string; isAgree: true }
  | { type: 1; phone: string; password: string; token: string; isAgree: true };

export interface ResetPasswordBody {
  mobile: string;
  validCode: string;
  password: string;
}

export interface ModifyPasswordBody {
  oldPassword: string;
  newPassword: string;
}

export interface ResetMobileBody {
  mobile: string;
  code: string;
  password: string;
}
