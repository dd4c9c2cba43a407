import { TOKEN_PATTERN } from '@sme/contract/fields';
import { APP_ID } from '@sme/contract/routes/outside-logins';

/**
 * The business-id and open-id headers of `/auth/login92/code/{code}`: a WeChat ticket to bind after the login. A
 * header of the wrong shape counts as absent: a binding never stands in the way of the login it rides on.
 */
export function wechatBindingHeaders(
  headers: Record<string, string | string[] | undefined>,
): { appId: string; ticket: string } | null {
  const ticket = headers['open-id'];
  const appId = headers['business-id'];
  if (typeof ticket !== 'string' || typeof appId !== 'string') return null;
  return TOKEN_PATTERN.test(ticket) && APP_ID.test(appId) ? { appId, ticket } : null;
}
