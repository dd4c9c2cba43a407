import { loginWithCode } from '@sme/contract/routes/account-login';
import { userInfo } from '@sme/contract/routes/accounts';
import { canteenLogout, canteenUser } from '@sme/contract/routes/canteen';
import { faceSimulation, faceSimulationDecision } from '@sme/contract/routes/face-simulator';
import { describe, expect, it } from 'vitest';
import { GatewayApi, type GatewayRequest, type GatewayTransport, routeCall } from './gateway-client.ts';

function transport() {
  const sent: GatewayRequest[] = [];
  const fake: GatewayTransport = {
    send: async (request) => {
      sent.push(request);
      return null;
    },
    checkHealth: async () => null,
    close: () => undefined,
  };
  return { fake, sent };
}

const PORTAL = `Bearer ${'p'.repeat(43)}`;
const CANTEEN = 'c'.repeat(43);
const CODE = 'l'.repeat(43);

describe("the gateway client's send", () => {
  it("sends a canteen token's calls with that token alone, never the portal session's Authorization", async () => {
    const { fake, sent } = transport();
    const gateway = new GatewayApi(fake, { authorization: PORTAL, clientIp: '10.0.0.9' });
    await gateway.send(canteenUser, undefined, { canteenToken: CANTEEN });
    await gateway.asSession('s'.repeat(43)).send(canteenLogout, undefined, { canteenToken: CANTEEN });
    await gateway.send(userInfo);
    expect(sent).toEqual([
      { method: 'POST', path: '/canteen/user/info', canteenToken: CANTEEN, clientIp: '10.0.0.9' },
      { method: 'POST', path: '/canteen/user/logout', canteenToken: CANTEEN, clientIp: '10.0.0.9' },
      { method: 'POST', path: '/user/user/userInfo', authorization: PORTAL, clientIp: '10.0.0.9' },
    ]);
  });

  it('sends a WeChat ticket with the login by loginCode, and none when there is none', async () => {
    const { fake, sent } = transport();
    const gateway = new GatewayApi(fake);
    const wechatTicket = { appId: 'wx-app', ticket: 't'.repeat(43) };
    await gateway.send(loginWithCode, { code: CODE }, { wechatTicket });
    await gateway.send(loginWithCode, { code: CODE }, { wechatTicket: null });
    expect(sent).toEqual([
      { method: 'POST', path: `/auth/login92/code/${CODE}`, wechatTicket },
      { method: 'POST', path: `/auth/login92/code/${CODE}` },
    ]);
  });

  it("sends a pathAndBody route's path parameters in the path and the rest as a JSON body", () => {
    const token = 'f'.repeat(43);
    expect(routeCall(faceSimulation, { token })).toEqual({ path: `/__dev/face/${token}`, options: {} });
    expect(routeCall(faceSimulationDecision, { path: { token }, body: { result: 'pass' } })).toEqual({
      path: `/__dev/face/${token}`,
      options: { body: { result: 'pass' } },
    });
  });
});
