import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../support/sample-files/images.ts';
import { pdf } from '../support/sample-files/pdf.ts';
import {
  type AccountsPlatform,
  type Browser,
  cookieToken,
  data,
  failure,
  freshIp,
  registerAccount,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { endBusinessInProgress } from './support/business-in-progress.ts';
import { FARM_TRADE, SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { uploadFile } from './support/file-upload.ts';

const STATE_FIELDS = `hasCompany companyName ifCertification hasCheckedFace mayRevoke
  authorisations { id grantedAt authEndDate } lastRevocation { revokedAt reason documentPaths }`;
const STATE = `query { dataAuthorisation { ${STATE_FIELDS} } }`;
const CANCEL = `mutation($reason: String!, $documentPaths: [String!]!) {
  cancelDataAuthorisation(reason: $reason, documentPaths: $documentPaths) { revoked state { ${STATE_FIELDS} } } }`;

let platform: AccountsPlatform;
beforeAll(async () => {
  platform = await startAccountsPlatform();
  // The demo company is seeded with business institutions still handle; revocation waits for it (spec §1).
  await endBusinessInProgress(platform, SMART_MAKING);
});
afterAll(() => platform?.close());

async function demoOn(companyName: string): Promise<Browser> {
  return signInDemoOwner(platform, companyName);
}

/** Grants the session company an authorisation in force through the gateway's development helper. */
async function grant(browser: Browser): Promise<{ id: number; authEndDate: string }> {
  const response = await fetch(`${platform.gatewayOrigin}/api/__dev/authorisation/grant`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cookieToken(browser.cookie)}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const envelope = (await response.json()) as { code: number; data: { id: number; authEndDate: string } };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

describe('dataAuthorisation and cancelDataAuthorisation through graph and gateway', () => {
  it('shows the legal representative what is in force and revokes it', async () => {
    const browser = await demoOn(SMART_MAKING);
    const granted = await grant(browser);
    const document = await uploadFile(platform, browser, pdf(), '终止授权书.pdf');
    const photo = await uploadFile(platform, browser, png(), '终止授权书.png');
    const { dataAuthorisation } = await data<{ dataAuthorisation: Record<string, unknown> }>(
      platform.app,
      browser,
      STATE,
    );
    expect(dataAuthorisation).toEqual({
      hasCompany: true,
      companyName: SMART_MAKING,
      ifCertification: true,
      hasCheckedFace: true,
      mayRevoke: true,
      // With the one the demo seed granted with its first application.
      authorisations: expect.arrayContaining([
        { id: String(granted.id), grantedAt: expect.any(String), authEndDate: granted.authEndDate },
      ]),
      lastRevocation: null,
    });
    const { cancelDataAuthorisation } = await data<{
      cancelDataAuthorisation: { revoked: number; state: Record<string, unknown> };
    }>(platform.app, browser, CANCEL, { reason: ' 企业不再需要平台融资服务 ', documentPaths: [document, photo] });
    expect(cancelDataAuthorisation.revoked).toBe(2);
    expect(cancelDataAuthorisation.state).toMatchObject({
      authorisations: [],
      lastRevocation: {
        revokedAt: expect.any(String),
        reason: '企业不再需要平台融资服务',
        documentPaths: [document, photo],
      },
    });
    const again = await failure(platform.app, browser, CANCEL, { reason: '再次撤销', documentPaths: [document] });
    expect(again.error).toMatchObject({
      message: '当前企业没有生效中的数据授权',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.NO_SUCH_OBJECT },
    });
  });

  it('refuses an uncertified company (-5004) and shows it no records', async () => {
    const browser = await demoOn(FARM_TRADE);
    await grant(browser);
    expect(await data(platform.app, browser, STATE)).toEqual({
      dataAuthorisation: {
        hasCompany: true,
        companyName: FARM_TRADE,
        ifCertification: false,
        hasCheckedFace: false,
        mayRevoke: false,
        authorisations: null,
        lastRevocation: null,
      },
    });
    const document = await uploadFile(platform, browser, pdf(), '终止授权书.pdf');
    const refused = await failure(platform.app, browser, CANCEL, { reason: '撤销授权', documentPaths: [document] });
    expect(refused.error).toMatchObject({
      message: '您的企业尚未完成实名认证，请先完成企业实名认证',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.CERTIFICATION_REQUIRED },
    });
  });

  it('refuses a missing reason before the gateway, an account without a company, and a visitor', async () => {
    const browser = await demoOn(SMART_MAKING);
    const document = await uploadFile(platform, browser, pdf(), '终止授权书.pdf');
    expect(
      (await failure(platform.app, browser, CANCEL, { reason: ' ', documentPaths: [document] })).error,
    ).toMatchObject({
      message: '请填写撤销原因',
      extensions: { code: 'BAD_USER_INPUT', argument: 'reason' },
    });
    const newcomer: Browser = { ip: freshIp() };
    await registerAccount(platform, newcomer);
    expect(await data(platform.app, newcomer, STATE)).toMatchObject({
      dataAuthorisation: { hasCompany: false, companyName: '', mayRevoke: false, authorisations: null },
    });
    const newcomerDocument = await uploadFile(platform, newcomer, pdf(), '终止授权书.pdf');
    expect(
      (await failure(platform.app, newcomer, CANCEL, { reason: '撤销授权', documentPaths: [newcomerDocument] })).error,
    ).toMatchObject({
      message: '请先添加企业并完成企业实名认证',
      extensions: { gatewayCode: GatewayCode.CERTIFICATION_REQUIRED },
    });
    expect((await failure(platform.app, { ip: freshIp() }, STATE)).error.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('requires the sealed termination document: 1-5 own images or PDFs, checked before anything is revoked', async () => {
    const browser = await demoOn(SMART_MAKING);
    await grant(browser);
    const missing = await failure(platform.app, browser, CANCEL, { reason: '企业不再需要', documentPaths: [] });
    expect(missing.error).toMatchObject({
      message: '请上传加盖公章的终止授权书',
      extensions: { code: 'BAD_USER_INPUT', argument: 'documentPaths' },
    });
    const stranger: Browser = { ip: freshIp() };
    await registerAccount(platform, stranger);
    const strangers = await uploadFile(platform, stranger, pdf(), '别人的文件.pdf');
    const foreign = await failure(platform.app, browser, CANCEL, {
      reason: '企业不再需要',
      documentPaths: [strangers],
    });
    expect(foreign.error).toMatchObject({
      message: '文件不存在或无权访问',
      extensions: { code: 'FILE_NOT_FOUND', gatewayCode: GatewayCode.FILE_NOT_FOUND },
    });
    const state = await data<{ dataAuthorisation: { authorisations: unknown[] } }>(platform.app, browser, STATE);
    expect(state.dataAuthorisation.authorisations.length).toBeGreaterThan(0);
  });
});
