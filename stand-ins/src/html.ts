import type { Response } from 'express';

/** Text made safe for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string | number): string {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface PageOptions {
  /** The product the page stands in for, shown in the banner: 广东省统一身份认证平台 or 微信登录. */
  product: string;
  title: string;
  /** Trusted HTML: callers build it with escapeHtml around every value. */
  body: string;
}

const STYLE = `body{margin:0;font-family:"Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2933}
.banner{background:#b7791f;color:#fff;padding:8px 16px;font-size:14px}
main{max-width:460px;margin:32px auto;background:#fff;border-radius:6px;padding:24px 28px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 16px}label{display:block;margin:12px 0 4px}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #cbd2d9;border-radius:4px}
button{margin:16px 8px 0 0;padding:8px 18px;border:0;border-radius:4px;background:#1a56db;color:#fff;font-size:15px;cursor:pointer}
button.secondary{background:#e4e7eb;color:#1f2933}.error{color:#c81e1e}.hint{color:#52606d;font-size:13px}
table{border-collapse:collapse;width:100%;font-size:13px;margin-top:8px}td,th{border:1px solid #e4e7eb;padding:4px 6px;text-align:left}`;

/** A whole page of a stand-in, clearly marked as the local simulation it is. */
export function renderPage({ product, title, body }: PageOptions): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · 本地模拟</title>
<style>${STYLE}</style></head><body>
<div class="banner" role="note">本地模拟 · ${escapeHtml(product)}（仅供开发和测试，不是真实平台）</div>
<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * Sends a page with headers that keep it inert: no scripts at all, no framing, and forms that may only go to the
 * stand-in itself or the platform (a browser applies form-action to the redirects after a form, too).
 */
export function sendPage(res: Response, status: number, html: string, formTargets: Iterable<string> = []): void {
  const targets = ["'self'", ...formTargets].join(' ');
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${targets}; frame-ancestors 'none'; base-uri 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    .send(html);
}
