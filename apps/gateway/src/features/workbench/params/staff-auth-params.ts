import { z } from 'zod';
import { captchaTokenField, passwordField, requiredMatching } from '#features/accounts/params/fields.ts';
import { TOKEN_PATTERN } from '#shared/secrets.ts';

const usernameField = requiredMatching(/^[a-z0-9_.-]{3,32}$/, '请输入用户名', '用户名格式不正确', (s) =>
  s.trim().toLowerCase(),
);

/** POST /auth/staff/login */
export const staffLoginParams = z.object({
  username: usernameField,
  password: passwordField(),
  token: captchaTokenField,
});

/** POST /auth/staff/totp: the ticket of the password step and a 6-digit code of the authenticator app. */
export const staffTotpParams = z.object({
  ticket: requiredMatching(TOKEN_PATTERN, '缺少登录凭据（ticket）', '登录已失效，请重新输入用户名和密码'),
  code: requiredMatching(/^\d{6}$/, '请输入动态验证码', '动态验证码为6位数字'),
});
