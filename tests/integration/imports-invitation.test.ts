import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { importAccount, registryCompanies } from '../../apps/gateway/test/registry-imports.ts';
import {
  type Browser,
  data,
  failure,
  freshIp,
  freshMobile,
  loginWithCompany,
  pendingLoginCookieHeader,
  send,
} from './support/accounts-platform.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';

const LOGIN_BY_INVITATION =
  'mutation($token: String!) { loginByInvitation(token: $token) { id uniformCode companyName } }';
const IMPORT_DETAIL = 'query { importDetail { ifImport ifAlerted source partnerName } }';
const MARK_SEEN = 'mutation { markInvitationSeen { ifImport ifAlerted source partnerName } }';

const platform = accountsPlatformForFile();

const registryCompany = registryCompanies(() => platform.database, 200);

/** Imports a new mobile with a live registry company (as the operator command does); answers its invitation. */
async function importAccountWithInvitation() {
  const company = await registryCompany();
  const { token } = await importAccount(platform.database, platform.clock, freshMobile(), company);
  return { token, companyName: company.companyName, uniformCode: company.uniformCode };
}

describe('loginByInvitation, importDetail and markInvitationSeen through graph and gateway', () => {
  it('logs in by invitation through the pending-login cookie; the token is used once', async () => {
    const invitation = await importAccountWithInvitation();
    const browser: Browser = { ip: freshIp() };
    const answer = await send<{ loginByInvitation: { id: string; companyName: string }[] }>(
      platform.app,
      browser,
      LOGIN_BY_INVITATION,
      { token: invitation.token },
    );
    expect(answer.body.data?.loginByInvitation).toEqual([
      { id: expect.any(String), uniformCode: invitation.uniformCode, companyName: invitation.companyName },
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/loginCode/);
    expect(pendingLoginCookieHeader(answer.setCookies)).toMatch(/HttpOnly; SameSite=Strict$/);
    const user = await loginWithCompany(platform, browser, answer.body.data?.loginByInvitation[0]?.id ?? '');
    expect(user).toMatchObject({ ifImport: true, ifCertification: false, companyName: invitation.companyName });
    expect(browser.pendingLogin).toBeUndefined();

    const again = await failure(platform.app, { ip: freshIp() }, LOGIN_BY_INVITATION, { token: invitation.token });
    expect(again.error).toMatchObject({
      message: '邀请链接已失效，请联系邀请方重新获取',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.ONE_TIME_CODE_INVALID },
    });
  });

  it('reports the import detail with the partner name, and the mark once the invitation page was shown', async () => {
    const invitation = await importAccountWithInvitation();
    const browser: Browser = { ip: freshIp() };
    const { loginByInvitation } = await data<{ loginByInvitation: { id: string }[] }>(
      platform.app,
      browser,
      LOGIN_BY_INVITATION,
      { token: invitation.token },
    );
    await loginWithCompany(platform, browser, loginByInvitation[0]?.id ?? '');
    expect(await data(platform.app, browser, IMPORT_DETAIL)).toEqual({
      importDetail: { ifImport: true, ifAlerted: false, source: 'shb', partnerName: '合作企业服务平台（SHB）' },
    });
    const marked = { ifImport: true, ifAlerted: true, source: 'shb', partnerName: '合作企业服务平台（SHB）' };
    expect(await data(platform.app, browser, MARK_SEEN)).toEqual({ markInvitationSeen: marked });
    expect(await data(platform.app, browser, MARK_SEEN)).toEqual({ markInvitationSeen: marked });
    expect(await data(platform.app, browser, IMPORT_DETAIL)).toEqual({ importDetail: marked });
  });

  it('refuses a malformed token before the gateway, and the import detail without a session', async () => {
    const malformed = await failure(platform.app, { ip: freshIp() }, LOGIN_BY_INVITATION, { token: '../userInfo' });
    expect(malformed.error).toMatchObject({
      message: '邀请链接已失效，请联系邀请方重新获取',
      extensions: { code: 'BAD_USER_INPUT', argument: 'token' },
    });
    const invented = await failure(platform.app, { ip: freshIp() }, LOGIN_BY_INVITATION, { token: 'B'.repeat(43) });
    expect(invented.error.extensions).toMatchObject({ gatewayCode: GatewayCode.ONE_TIME_CODE_INVALID });
    expect((await failure(platform.app, { ip: freshIp() }, IMPORT_DETAIL)).error.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await failure(platform.app, { ip: freshIp() }, MARK_SEEN)).error.extensions.code).toBe('UNAUTHENTICATED');
  });
});
