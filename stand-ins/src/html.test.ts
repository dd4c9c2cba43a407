import { describe, expect, it } from 'vitest';
import { escapeHtml, renderPage } from './html.ts';

describe('stand-in pages', () => {
  it('escape every value', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('are marked as the local simulation they are', () => {
    const html = renderPage({ product: '广东省统一身份认证平台', title: '<登录>', body: '<p>x</p>' });
    expect(html).toContain('本地模拟 · 广东省统一身份认证平台（仅供开发和测试，不是真实平台）');
    expect(html).toContain('<title>&lt;登录&gt; · 本地模拟</title>');
    expect(html).not.toContain('<script');
  });
});
