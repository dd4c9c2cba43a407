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

const usernameField = requiredMatching(/^[a-z0-9_.-]{3,32}$/, '请输入用户名', '用户名格式不正确', (s) =>
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
    ticket: requiredMatching(TOKEN_PATTERN, '缺少登录凭据（ticket）', '登录已失效，请重新输入用户名和密码'),
    code: requiredMatching(/^\d{6}$/, '请输入动态验证码', '动态验证码为6位数字'),
  }),
});

/** GET /auth/staff/me: who is logged in, in what role, for which institution. */
export const staffMe = routeWithoutInput<StaffRecord>()('GET', '/auth/staff/me');

/** POST /auth/staff/logout: ends the staff session, if there is one (twice is not an error). */
export const staffLogout = routeWithoutInput<null>()('POST', '/auth/staff/logout');
