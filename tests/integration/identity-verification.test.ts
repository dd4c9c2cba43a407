import { GatewayCode } from '@sme/contract/codes';
import { idCardCheckCharacter } from '@sme/contract/id-card';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsPlatform,
  type Browser,
  data,
  failure,
  freshIp,
  ME,
  registerAccount,
  send,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { FARM_TRADE, signInDemoOwner } from './support/demo-owner.ts';
import { type GraphUnderTest, startGraph } from './support/platform.ts';

const PUBLIC_URL = 'https://sme.example.cn';
const ID_17 = '44010619850312123';
const ID_NUMBER = ID_17 + idCardCheckCharacter(ID_17);

const VERIFICATION = `query { verification { hasCompany companyId companyName uniformCode legalPersonMasked
  ifCertification identifyStatus hasCheckedFace certifiedAt faceServiceConfigured faceSimulated
  latestCheck { status failReason } } }`;
const CONFIRM =
  'mutation($input: ConfirmLegalPersonInput!) { confirmLegalPerson(input: $input) { userCode expiresIn } }';
const START = `mutation($userCode: String!, $returnPath: String) {
  startFaceCheck(userCode: $userCode, returnPath: $returnPath) { certToken url expiresIn } }`;
const RESULT = `query($certToken: String!) { faceResult(certToken: $certToken) { status companyId companyName
  legalPersonMasked idNumberMasked startedAt finishedAt failReason ifCertification hasCheckedFace } }`;
const REDIRECT = 'mutation($key: String!) { faceRedirect(key: $key) }';

let platform: AccountsPlatform;
/** A second graph on the same gateway with PUBLIC_URL set, as a deployment behind a proxy runs it. */
let publicGraph: GraphUnderTest;
beforeAll(async () => {
  platform = await startAccountsPlatform();
  publicGraph = await startGraph(`${platform.gatewayOrigin}/api`, { config: { publicUrl: PUBLIC_URL } });
});
afterAll(async () => {
  await publicGraph?.stop();
  await platform?.close();
});

/** The demo account logged into its uncertified company (legal representative 林晓燕). */
async function demoOnFarmTrade(): Promise<Browser> {
  return signInDemoOwner(platform, FARM_TRADE);
}

async function startCheck(browser: Browser, returnPath = '/verified?add=true') {
  const { confirmLegalPerson } = await data<{ confirmLegalPerson: { userCode: string } }>(
    publicGraph.app,
    browser,
    CONFIRM,
    { input: { name: '林晓燕', idNumber: ID_NUMBER, faceConsent: true } },
  );
  const { startFaceCheck } = await data<{ startFaceCheck: { certToken: string; url: string; expiresIn: number } }>(
    publicGraph.app,
    browser,
    START,
    { userCode: confirmLegalPerson.userCode, returnPath },
  );
  return startFaceCheck;
}

/** Opens the simulator page on the graph and presses 通过 or 不通过; answers the face key it returns with. */
async function simulate(url: string, result: 'pass' | 'fail'): Promise<string> {
  const path = new URL(url).pathname;
  const pageAnswer = await request(publicGraph.app).get(path);
  expect(pageAnswer.status).toBe(200);
  expect(pageAnswer.text).toContain('开发环境模拟');
  expect(pageAnswer.text).toContain('林*燕');
  expect(pageAnswer.text).not.toContain(ID_NUMBER);
  const decided = await request(publicGraph.app).post(path).type('form').send({ result });
  expect(decided.status).toBe(303);
  const location = new URL(decided.headers.location as string);
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/`);
  return new URLSearchParams(location.hash.split('?')[1]).get('faceKey') ?? '';
}

describe('the /verified flow through GraphQL: fail, then pass', () => {
  it('certifies the demo account’s uncertified company with the simulator, and the header facts follow', async () => {
    const browser = await demoOnFarmTrade();
    const before = await data<{ verification: Record<string, unknown> }>(publicGraph.app, browser, VERIFICATION);
    expect(before.verification).toEqual({
      hasCompany: true,
      companyId: expect.stringMatching(/^\d+$/),
      companyName: FARM_TRADE,
      uniformCode: expect.stringMatching(/^91440101MA5CXD2B7.$/),
      legalPersonMasked: '林*燕',
      ifCertification: false,
      identifyStatus: 0,
      hasCheckedFace: false,
      certifiedAt: null,
      faceServiceConfigured: true,
      faceSimulated: true,
      latestCheck: null,
    });

    const first = await startCheck(browser);
    expect(first.url).toMatch(/^https:\/\/sme\.example\.cn\/face-simulator\/[\w-]{43}$/);
    const failKey = await simulate(first.url, 'fail');
    // The face key works without a session and once.
    const visitor: Browser = { ip: freshIp() };
    const redirect = await data<{ faceRedirect: string }>(publicGraph.app, visitor, REDIRECT, { key: failKey });
    expect(redirect.faceRedirect).toBe(`/verified?add=true&certToken=${first.certToken}`);
    const reused = await failure(publicGraph.app, visitor, REDIRECT, { key: failKey });
    expect(reused.error.extensions).toMatchObject({
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.ONE_TIME_CODE_INVALID,
    });

    const failed = await data<{ faceResult: Record<string, unknown> }>(publicGraph.app, browser, RESULT, {
      certToken: first.certToken,
    });
    expect(failed.faceResult).toMatchObject({
      status: 'FAILED',
      companyName: FARM_TRADE,
      legalPersonMasked: '林*燕',
      failReason: '人脸比对未通过（开发环境模拟）',
      ifCertification: false,
      hasCheckedFace: false,
    });
    expect((await data<{ me: Record<string, unknown> }>(publicGraph.app, browser, ME)).me).toMatchObject({
      ifCertification: false,
      hasCheckedFace: false,
    });

    const second = await startCheck(browser, '/verified');
    await simulate(second.url, 'pass');
    const passed = await data<{ faceResult: Record<string, unknown> }>(publicGraph.app, browser, RESULT, {
      certToken: second.certToken,
    });
    expect(passed.faceResult).toMatchObject({ status: 'PASSED', failReason: null, hasCheckedFace: true });
    expect((await data<{ me: Record<string, unknown> }>(publicGraph.app, browser, ME)).me).toMatchObject({
      companyName: FARM_TRADE,
      ifCertification: true,
      identifyStatus: 6,
      hasCheckedFace: true,
    });
    const after = await data<{ verification: Record<string, unknown> }>(publicGraph.app, browser, VERIFICATION);
    expect(after.verification).toMatchObject({
      ifCertification: true,
      certifiedAt: expect.any(String),
      latestCheck: { status: 'PASSED', failReason: null },
    });
  });
});

describe('refusals', () => {
  it('checks the ID number and the consent in the graph, without a gateway call', async () => {
    const browser = await demoOnFarmTrade();
    const calls = publicGraph.calls.length;
    const badId = await failure(publicGraph.app, browser, CONFIRM, {
      input: { name: '林晓燕', idNumber: `${ID_17}${ID_NUMBER.endsWith('0') ? '1' : '0'}`, faceConsent: true },
    });
    expect(badId.error).toMatchObject({
      message: '请输入正确身份证号',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.idNumber' },
    });
    const noConsent = await failure(publicGraph.app, browser, CONFIRM, {
      input: { name: '林晓燕', idNumber: ID_NUMBER, faceConsent: false },
    });
    expect(noConsent.error).toMatchObject({ message: '请阅读并同意人脸识别授权' });
    const badPath = await failure(publicGraph.app, browser, START, { userCode: 'a'.repeat(43), returnPath: '//x.cn' });
    expect(badPath.error).toMatchObject({ message: '回跳地址不正确', extensions: { argument: 'returnPath' } });
    expect(publicGraph.calls.length).toBe(calls);
  });

  it('passes the gateway’s name check through (-5003)', async () => {
    const browser = await demoOnFarmTrade();
    const mismatch = await failure(publicGraph.app, browser, CONFIRM, {
      input: { name: '林晓东', idNumber: ID_NUMBER, faceConsent: true },
    });
    expect(mismatch.error).toMatchObject({
      message: '姓名与该企业登记的法定代表人不一致',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.LEGAL_PERSON_MISMATCH },
    });
  });

  it('never answers another account’s check (-5006), and needs a session', async () => {
    const owner = await demoOnFarmTrade();
    const check = await startCheck(owner);
    const other: Browser = { ip: freshIp() };
    await registerAccount(platform, other);
    const refused = await failure(publicGraph.app, other, RESULT, { certToken: check.certToken });
    expect(refused.error).toMatchObject({
      message: '人脸识别记录不存在或已失效',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.FACE_CHECK_FAILED },
    });
    const visitor = await failure(publicGraph.app, { ip: freshIp() }, VERIFICATION);
    expect(visitor.error.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an account without a company is told to add one', async () => {
    const browser: Browser = { ip: freshIp() };
    await registerAccount(platform, browser);
    const { verification } = await data<{ verification: Record<string, unknown> }>(
      publicGraph.app,
      browser,
      VERIFICATION,
    );
    expect(verification).toMatchObject({ hasCompany: false, companyId: null, companyName: '' });
    const refused = await failure(publicGraph.app, browser, CONFIRM, {
      input: { name: '林晓燕', idNumber: ID_NUMBER, faceConsent: true },
    });
    expect(refused.error).toMatchObject({
      message: '您还没有企业，请先添加企业',
      extensions: { gatewayCode: GatewayCode.NO_SUCH_OBJECT },
    });
  });
});

describe('the portal’s origin for the return address', () => {
  it('without PUBLIC_URL, a development graph uses the address the request came to', async () => {
    const browser = await demoOnFarmTrade();
    const { confirmLegalPerson } = await data<{ confirmLegalPerson: { userCode: string } }>(
      platform.app,
      browser,
      CONFIRM,
      { input: { name: '林晓燕', idNumber: ID_NUMBER, faceConsent: true } },
    );
    const answer = await send<{ startFaceCheck: { url: string } }>(
      platform.app,
      browser,
      START,
      { userCode: confirmLegalPerson.userCode },
      { host: 'portal.test:8443' },
    );
    expect(answer.body.data?.startFaceCheck.url).toMatch(/^http:\/\/portal\.test:8443\/face-simulator\//);
  });

  it('a production graph without PUBLIC_URL refuses plainly, and serves no simulator page', async () => {
    const production = await startGraph(`${platform.gatewayOrigin}/api`, { config: { production: true } });
    try {
      const browser = await demoOnFarmTrade();
      const { confirmLegalPerson } = await data<{ confirmLegalPerson: { userCode: string } }>(
        production.app,
        browser,
        CONFIRM,
        { input: { name: '林晓燕', idNumber: ID_NUMBER, faceConsent: true } },
      );
      const refused = await failure(production.app, browser, START, { userCode: confirmLegalPerson.userCode });
      expect(refused.error).toMatchObject({
        message: '门户公网地址（PUBLIC_URL）未配置，无法发起人脸识别，请联系平台运营方',
        extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.SERVICE_NOT_CONFIGURED },
      });
      expect((await request(production.app).get(`/face-simulator/${'a'.repeat(43)}`)).status).toBe(404);
      expect((await request(production.app).post(`/face-simulator/${'a'.repeat(43)}`)).status).toBe(404);
    } finally {
      await production.stop();
    }
  });

  it('the development simulator page refuses unknown pages and choices', async () => {
    expect((await request(publicGraph.app).get('/face-simulator/short')).status).toBe(404);
    const unknown = await request(publicGraph.app).get(`/face-simulator/${'u'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('模拟人脸识别不存在');
    expect(unknown.headers['content-security-policy']).toContain("default-src 'none'");
    const badChoice = await request(publicGraph.app)
      .post(`/face-simulator/${'u'.repeat(43)}`)
      .type('form')
      .send({ result: 'maybe' });
    expect(badChoice.status).toBe(400);
  });
});
