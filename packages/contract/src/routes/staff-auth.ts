/**
 * The workbench's staff login with a TOTP second factor, the session's owner and logout (docs/gateway-api.md,
 * "Workbench"). The password travels as its SHA-256, as the portal's.
 */
import { z } from 'zod';
import { TOKEN_PATTERN } from '../fields.ts';
import { captchaTokenField, passwordField, requiredMatching } from './account-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** Staff of /auth/staff/totp and /auth/staff/me; orgId/orgName null for the operator and the government viewer. */
export interface StaffRecord {
  id: number;
  username: string;
  name: string;
  role: string;
  roleName: string;
  orgId: number | null;
  orgName: string | null;
}

/** Answer of /auth/staff/login: the TOTP step, or on first login the enrolment with its secret. */
export interface StaffLoginStepRecord {
  next: 'totp' | 'enrol';
  ticket: string;
  secret?: string;
  otpauthUri?: string;
}

/** Answer of /auth/staff/totp. */
export interface StaffSessionRecord {
  token: string;
  staff: StaffRecord;
}

/** A staff username, lower case (the login lowers what is typed). */
export const STAFF_USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;
/** A code of the authenticator app. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

export const STAFF_LOGIN_MESSAGES = {
  usernameRequired: '请输入用户名',
  usernameMalformed: '用户名格式不正确',
  ticketMissing: '缺少登录凭据（ticket）',
  ticketGone: '登录已失效，请重新输入用户名和密码',
  codeRequired: '请输入动态验证码',
  codeMalformed: '动态验证码为6位数字',
} as const;
const M = STAFF_LOGIN_MESSAGES;

const usernameField = requiredMatching(STAFF_USERNAME_PATTERN, M.usernameRequired, M.usernameMalformed, (s) =>
  s.trim().toLowerCase(),
);

/** POST /auth/staff/login: username, password and the slider's token; answers the ticket of the second step. */
export const staffLogin = route<StaffLoginStepRecord>()({
  method: 'POST',
  path: '/auth/staff/login',
  inputIn: 'body',
  input: z.object({
    username: usernameField,
    password: passwordField(),
    token: captchaTokenField,
  }),
});

/** POST /auth/staff/totp: the ticket of the password step and a 6-digit code of the authenticator app. */
export const staffTotp = route<StaffSessionRecord>()({
  method: 'POST',
  path: '/auth/staff/totp',
  inputIn: 'body',
  input: z.object({
    ticket: requiredMatching(TOKEN_PATTERN, M.ticketMissing, M.ticketGone),
    code: requiredMatching(TOTP_CODE_PATTERN, M.codeRequired, M.codeMalformed),
  }),
});

/** GET /auth/staff/me: who is logged in, in what role, for which institution. */
export const staffMe = routeWithoutInput<StaffRecord>()('GET', '/auth/staff/me');

/** POST /auth/staff/logout: ends the staff session, if there is one (twice is not an error). */
export const staffLogout = routeWithoutInput<null>()('POST', '/auth/staff/logout');
