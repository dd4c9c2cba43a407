import { PROVINCIAL_TEST_USERS } from '../../../stand-ins/src/provincial/test-users.ts';
import type { StandInSettings } from '../../../stand-ins/src/settings.ts';
import { type RunningStandIns, type StandInOptions, startStandIns } from '../../../stand-ins/src/stand-ins.ts';
import { type CookieBrowser, formAction } from './cookie-browser.ts';

/** The platform as the stand-ins know it in these tests: never fetched, only redirected to. */
export const PLATFORM_ORIGIN = 'https://sme.example.cn';
export const PROVINCIAL_CALLBACK = `${PLATFORM_ORIGIN}/cbpage/gdauth`;
export const WECHAT_CALLBACK = `${PLATFORM_ORIGIN}/cbpage/wechat`;
export const PLATFORM_HOME = `${PLATFORM_ORIGIN}/`;

export const TEST_SETTINGS: StandInSettings = {
  port: 0,
  provincial: {
    clientId: 'sme-platform-test',
    clientSecret: 'test-client-secret',
    redirectUris: [PROVINCIAL_CALLBACK],
    postLogoutRedirectUris: [PLATFORM_HOME],
  },
  wechat: { appId: 'wx-test-app', appSecret: 'test-wechat-secret' },
};

/** Both stand-ins, in this process, on a free port, silent. */
export function startTestStandIns(options: StandInOptions = {}): Promise<RunningStandIns> {
  return startStandIns(TEST_SETTINGS, { log: () => {}, ...options });
}

/** The gateway's environment for these stand-ins (what scripts/start.ts passes outside production). */
export function provincialEnv(standIns: RunningStandIns): NodeJS.ProcessEnv {
  return {
    PROVINCIAL_ISSUER: standIns.provincial.issuer,
    PROVINCIAL_CLIENT_ID: standIns.provincial.clientId,
    PROVINCIAL_CLIENT_SECRET: standIns.provincial.clientSecret,
    PROVINCIAL_IDENTIFY_URL: standIns.provincial.identifyUrl,
  };
}

/** The gateway's environment for the WeChat stand-in. */
export function wechatEnv(standIns: RunningStandIns): NodeJS.ProcessEnv {
  return {
    WECHAT_APP_ID: standIns.wechat.appId,
    WECHAT_APP_SECRET: standIns.wechat.appSecret,
    WECHAT_OPEN_URL: standIns.wechat.baseUrl,
    WECHAT_API_URL: standIns.wechat.baseUrl,
  };
}

export function testUser(username: string) {
  const user = PROVINCIAL_TEST_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no provincial test user ${username}`);
  return user;
}

/**
 * What a person does at the provider after the platform sent them there: sign in (unless the provider's session
 * remembers them) and consent (unless already given). Answers the platform callback address the provider sent the
 * browser to.
 */
export async function signInAtProvider(
  browser: CookieBrowser,
  authorizationUrl: string,
  username: string,
): Promise<string> {
  let visit = await browser.navigate(authorizationUrl);
  if (!visit.stoppedAt && visit.html.includes('统一身份认证登录')) {
    visit = await browser.submit(formAction(visit, '/login'), { username, password: testUser(username).password });
  }
  if (!visit.stoppedAt && visit.html.includes('授权确认'))
    visit = await browser.submit(formAction(visit, '/consent'), {});
  if (!visit.stoppedAt) throw new Error(`the provider did not return to the platform:\n${visit.html.slice(0, 800)}`);
  return visit.stoppedAt;
}
