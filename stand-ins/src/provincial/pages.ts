import { escapeHtml, renderPage } from '#html.ts';
import { LEVEL_SCOPE, PRODUCT } from './provider.ts';
import { maskIdNumber, maskName, type ProvincialTestUser } from './test-users.ts';

const SCOPE_TEXTS: Record<string, string> = {
  profile: '姓名',
  phone: '手机号码',
  [LEVEL_SCOPE]: '实名核验等级',
};

export function testUsersTable(users: readonly ProvincialTestUser[]): string {
  const rows = users
    .map(
      (user) =>
        `<tr><td>${escapeHtml(user.username)}</td><td>${escapeHtml(user.password)}</td><td>${escapeHtml(user.name)}</td>` +
        `<td>${escapeHtml(user.mobile)}</td><td>L${escapeHtml(user.level)}</td></tr>`,
    )
    .join('');
  return `<p class="hint">测试账号（仅本地模拟）：</p>
<table><thead><tr><th>用户名</th><th>密码</th><th>姓名</th><th>手机号</th><th>实名等级</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function credentialFields(username: string): string {
  return `<label for="username">用户名</label>
<input id="username" name="username" type="text" autocomplete="username" value="${escapeHtml(username)}" required>
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>`;
}

export function loginPage(options: {
  uid: string;
  clientName: string;
  users: readonly ProvincialTestUser[];
  username?: string;
  error?: string;
}): string {
  const action = `/interaction/${encodeURIComponent(options.uid)}`;
  return renderPage({
    product: PRODUCT,
    title: '统一身份认证登录',
    body: `<p>「${escapeHtml(options.clientName)}」请求使用广东省统一身份认证平台账号登录。</p>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${action}/login">${credentialFields(options.username ?? '')}
<button type="submit">登录</button></form>
<form method="post" action="${action}/abort"><button type="submit" class="secondary">取消登录</button></form>
${testUsersTable(options.users)}`,
  });
}

export function consentPage(options: { uid: string; clientName: string; scopes: string[] }): string {
  const action = `/interaction/${encodeURIComponent(options.uid)}`;
  const items = options.scopes
    .map((scope) => SCOPE_TEXTS[scope])
    .filter((text): text is string => Boolean(text))
    .map((text) => `<li>${escapeHtml(text)}</li>`)
    .join('');
  return renderPage({
    product: PRODUCT,
    title: '授权确认',
    body: `<p>「${escapeHtml(options.clientName)}」请求获取您的以下信息：</p><ul>${items || '<li>账号标识</li>'}</ul>
<form method="post" action="${action}/consent"><button type="submit">同意授权</button></form>
<form method="post" action="${action}/abort"><button type="submit" class="secondary">拒绝</button></form>`,
  });
}

export function messagePage(title: string, message: string): string {
  return renderPage({ product: PRODUCT, title, body: `<p class="error" role="alert">${escapeHtml(message)}</p>` });
}

/** The identify page: who is checked, their level, and what the button does. */
export function identifyPage(options: {
  redirect: string;
  user?: ProvincialTestUser;
  users: readonly ProvincialTestUser[];
  username?: string;
  error?: string;
}): string {
  const { user, redirect } = options;
  const hidden = `<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">`;
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  if (user && user.level >= 2) {
    return renderPage({
      product: PRODUCT,
      title: '实名核验',
      body: `<p>${escapeHtml(maskName(user.name))}（${escapeHtml(maskIdNumber(user.idNumber))}）的实名核验等级已是
L${escapeHtml(user.level)}，无需再次核验。</p><p><a href="${escapeHtml(redirect)}">返回平台</a></p>`,
    });
  }
  const who = user
    ? `<p>当前账号：${escapeHtml(maskName(user.name))}（${escapeHtml(maskIdNumber(user.idNumber))}），实名核验等级 L${escapeHtml(user.level)}。</p>`
    : `<p>请先登录需要核验的账号。</p>${credentialFields(options.username ?? '')}`;
  return renderPage({
    product: PRODUCT,
    title: '实名核验（四级 L2）',
    body: `${error}<form method="post" action="/identify">${hidden}${who}
<p class="hint">本地模拟：确认后该账号的实名核验等级提升至 L2，并返回平台。</p>
<button type="submit">确认核验</button></form>
<p><a href="${escapeHtml(redirect)}">返回平台</a></p>${user ? '' : testUsersTable(options.users)}`,
  });
}
