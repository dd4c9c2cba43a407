import { describe, expect, it } from 'vitest';
import {
  type Browser,
  CANTEEN_COOKIE,
  cookieToken,
  data,
  failure,
  freshIp,
  LOGOUT,
  ME,
  registerAccount,
  SESSION_COOKIE,
  send,
} from './support/accounts-platform.ts';
import { SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';

const CANTEEN_USER = 'query { canteenUser { name maskedMobile companyName } }';
const CANTEEN_LOGIN = 'mutation { canteenLogin { name maskedMobile companyName } }';
const CANTEEN_LOGOUT = 'mutation { canteenLogout }';

const platform = accountsPlatformForFile();

async function demoBrowser(): Promise<Browser> {
  return signInDemoOwner(platform, SMART_MAKING);
}

const canteenToken = (browser: Browser) => browser.canteen?.slice(`${CANTEEN_COOKIE}=`.length) ?? '';

/** The gateway's canteen info for a token, directly (what the canteen itself would ask). */
async function gatewayCanteenInfo(token: string) {
  const response = await fetch(`${platform.gatewayOrigin}/api/canteen/user/info`, {
    method: 'POST',
    headers: { 'x-canteen-token': token },
  });
  return { status: response.status, body: (await response.json()) as { code: number } };
}

describe('the canteen session through graph and gateway', () => {
  it('opens a canteen session for the logged-in account, its token only in an HttpOnly cookie', async () => {
    const browser = await demoBrowser();
    expect(await data(platform.app, browser, CANTEEN_USER)).toEqual({ canteenUser: null });
    const answer = await send(platform.app, browser, CANTEEN_LOGIN);
    const expected = { name: '演示用户', maskedMobile: '138****0001', companyName: SMART_MAKING };
    expect(answer.body).toEqual({ data: { canteenLogin: expected } });
    const header = answer.setCookies.find((cookie) => cookie.startsWith(`${CANTEEN_COOKIE}=`));
    expect(header).toMatch(
      /^PC-Canteen-Token=[A-Za-z0-9_-]{43}; Max-Age=7200; Path=\/graphql; HttpOnly; SameSite=Strict$/,
    );
    const token = canteenToken(browser);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    expect(await data(platform.app, browser, CANTEEN_USER)).toEqual({ canteenUser: expected });
    expect((await gatewayCanteenInfo(token)).body.code).toBe(0);
  });

  it('never lets a canteen token act as a portal token, nor the portal token as a canteen token', async () => {
    const browser = await demoBrowser();
    await data(platform.app, browser, CANTEEN_LOGIN);
    const canteen = canteenToken(browser);
    const portal = cookieToken(browser.cookie);

    const asBearer = await fetch(`${platform.gatewayOrigin}/api/user/user/userInfo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${canteen}` },
    });
    expect(asBearer.status).toBe(403);
    const asSessionCookie = await failure(platform.app, { ip: freshIp(), cookie: `${SESSION_COOKIE}=${canteen}` }, ME);
    expect(asSessionCookie.error.extensions.code).toBe('UNAUTHENTICATED');
    expect((await gatewayCanteenInfo(portal)).status).toBe(403);
    const portalAsCanteen: Browser = { ip: browser.ip, cookie: browser.cookie, canteen: `${CANTEEN_COOKIE}=${portal}` };
    expect(await data(platform.app, portalAsCanteen, CANTEEN_USER)).toEqual({ canteenUser: null });
    expect(portalAsCanteen.canteen).toBeUndefined();
  });

  it("shows no canteen user beside another account's portal session, and ends that canteen session", async () => {
    const demo = await demoBrowser();
    await data(platform.app, demo, CANTEEN_LOGIN);
    const other: Browser = { ip: freshIp() };
    await registerAccount(platform, other);
    other.canteen = demo.canteen;
    expect(await data(platform.app, other, CANTEEN_USER)).toEqual({ canteenUser: null });
    expect(other.canteen).toBeUndefined();
    expect((await gatewayCanteenInfo(canteenToken(demo))).status).toBe(403);
  });

  it('needs a portal session to open one, and is dropped without one', async () => {
    const visitor: Browser = { ip: freshIp() };
    expect((await failure(platform.app, visitor, CANTEEN_LOGIN)).error.extensions.code).toBe('UNAUTHENTICATED');
    expect(visitor.canteen).toBeUndefined();
    const demo = await demoBrowser();
    await data(platform.app, demo, CANTEEN_LOGIN);
    const leftOver: Browser = { ip: freshIp(), canteen: demo.canteen };
    expect(await data(platform.app, leftOver, CANTEEN_USER)).toEqual({ canteenUser: null });
    expect(leftOver.canteen).toBeUndefined();
  });

  it('ends with 退出食堂 (canteenLogout) and with the portal logout; an expired one is simply gone', async () => {
    const browser = await demoBrowser();
    await data(platform.app, browser, CANTEEN_LOGIN);
    const first = canteenToken(browser);
    expect(await data(platform.app, browser, CANTEEN_LOGOUT)).toEqual({ canteenLogout: true });
    expect(browser.canteen).toBeUndefined();
    expect((await gatewayCanteenInfo(first)).status).toBe(403);
    expect(await data(platform.app, browser, CANTEEN_LOGOUT)).toEqual({ canteenLogout: true });

    await data(platform.app, browser, CANTEEN_LOGIN);
    const second = canteenToken(browser);
    await data(platform.app, browser, LOGOUT);
    expect(browser.canteen).toBeUndefined();
    expect((await gatewayCanteenInfo(second)).status).toBe(403);

    const again = await demoBrowser();
    await data(platform.app, again, CANTEEN_LOGIN);
    // The portal session stays in use (its idle limit is 2 hours as well); the canteen's 2 hours run out.
    platform.clock.advance(61 * 60_000);
    await data(platform.app, again, ME);
    platform.clock.advance(61 * 60_000);
    expect(await data(platform.app, again, CANTEEN_USER)).toEqual({ canteenUser: null });
    expect(again.canteen).toBeUndefined();
    expect((await data<{ me: unknown }>(platform.app, again, ME)).me).not.toBeNull();
  });
});
