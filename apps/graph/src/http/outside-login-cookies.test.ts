import { describe, expect, it } from 'vitest';
import { cookieExchange } from './cookie-exchange.test-support.ts';
import { OUTSIDE_LOGIN_COOKIE, outsideLoginControl, WECHAT_TICKET_COOKIE } from './outside-login-cookies.ts';

const KEY = 'k'.repeat(43);
const TICKET = 't'.repeat(43);

function control(cookie?: string, secure = false) {
  const { req, res, setCookies } = cookieExchange(cookie, secure);
  return { control: outsideLoginControl(req, res), written: setCookies };
}

describe('the outside-login cookies', () => {
  it('makes a browser key once and renews the one the browser holds', () => {
    const fresh = control();
    const key = fresh.control.beginKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.control.presentedKey).toBeNull();
    expect(fresh.written).toEqual([
      `${OUTSIDE_LOGIN_COOKIE}=${key}; Max-Age=600; Path=/graphql; HttpOnly; SameSite=Strict`,
    ]);
    const held = control(`${OUTSIDE_LOGIN_COOKIE}=${KEY}`, true);
    expect(held.control.presentedKey).toBe(KEY);
    expect(held.control.beginKey()).toBe(KEY);
    expect(held.written[0]).toContain('; Secure;');
    expect(control(`${OUTSIDE_LOGIN_COOKIE}=short`).control.presentedKey).toBeNull();
  });

  it('keeps and clears a WeChat ticket with its app id; a malformed one counts as none', () => {
    const { control: c, written } = control(`${WECHAT_TICKET_COOKIE}=wx-app.${TICKET}`);
    expect(c.wechatTicket).toEqual({ appId: 'wx-app', ticket: TICKET });
    c.holdWeChatTicket({ appId: 'wx-app', ticket: TICKET }, 600.7);
    c.clearWeChatTicket();
    expect(written[0]).toBe(
      `${WECHAT_TICKET_COOKIE}=wx-app.${TICKET}; Max-Age=600; Path=/graphql; HttpOnly; SameSite=Strict`,
    );
    expect(written[1]).toMatch(new RegExp(`^${WECHAT_TICKET_COOKIE}=; Max-Age=0;`));
    expect(control(`${WECHAT_TICKET_COOKIE}=${TICKET}`).control.wechatTicket).toBeNull();
    expect(control(`${WECHAT_TICKET_COOKIE}=wx.app.${TICKET}`).control.wechatTicket).toBeNull();
  });
});
