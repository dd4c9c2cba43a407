import { escapeHtml, renderPage } from '#html.ts';
import { WECHAT_TEST_USERS } from './test-users.ts';

export const PRODUCT = '微信开放平台登录';

export interface AuthorizeRequest {
  appId: string;
  redirectUri: string;
  scope: string;
  state: string;
}

/** The QR-code page, where a tester picks a WeChat user instead of scanning with a phone. */
export function pickUserPage(request: AuthorizeRequest): string {
  const hidden = (['appId', 'redirectUri', 'scope', 'state'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(request[name])}">`)
    .join('');
  const buttons = WECHAT_TEST_USERS.map(
    (user) =>
      `<button type="submit" name="user" value="${escapeHtml(user.key)}">以「${escapeHtml(user.nickname)}」确认登录</button>`,
  ).join('<br>');
  return renderPage({
    product: PRODUCT,
    title: '微信扫码登录',
    body: `<p>本地模拟：选择一个测试微信用户，相当于用手机微信扫码并确认登录。</p>
<form method="post" action="/wechat/connect/confirm">${hidden}${buttons}<br>
<button type="submit" name="user" value="" class="secondary">取消</button></form>`,
  });
}

export function wechatErrorPage(message: string): string {
  return renderPage({
    product: PRODUCT,
    title: '参数错误',
    body: `<p class="error" role="alert">${escapeHtml(message)}</p>`,
  });
}

/** A plain round avatar with the nickname's first character. */
export function avatarSvg(nickname: string): string {
  const letter = escapeHtml([...nickname][0] ?? '微');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 132 132">
<circle cx="66" cy="66" r="66" fill="#07c160"/><text x="66" y="84" font-size="56" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
}
