/** The login screen's checks, with the gateway's texts (docs/gateway-api.md, "/auth/staff/login", "/auth/staff/totp"). */
const USERNAME = /^[a-z0-9_.-]{3,32}$/;
const CODE = /^\d{6}$/;

export interface CredentialErrors {
  username?: string;
  password?: string;
}

export function checkCredentials(username: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  const name = username.trim().toLowerCase();
  if (!name) errors.username = '请输入用户名';
  else if (!USERNAME.test(name)) errors.username = '用户名格式不正确';
  if (!password) errors.password = '请输入密码';
  return errors;
}

/** A TOTP code as typed: spaces dropped; null when it is fine, else the message. */
export function checkCode(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  if (!digits) return '请输入动态验证码';
  if (!CODE.test(digits)) return '动态验证码为6位数字';
  return null;
}

/** The secret shown beside the QR code in groups of four, easier to type into an authenticator app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
