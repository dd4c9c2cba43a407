import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../support/sample-files/pdf.ts';
import {
  type AccountsPlatform,
  type Browser,
  data,
  failure,
  freshIp,
  registerAccount,
  startAccountsPlatform,
} from './support/accounts-platform.ts';
import { endBusinessInProgress } from './support/business-in-progress.ts';
import { FARM_TRADE, SMART_MAKING, signInDemoOwner } from './support/demo-owner.ts';
import { uploadFile } from './support/file-upload.ts';

const STANDING = 'query { dataAuthorisation { inForce mayRevoke } }';
const LEDGER = `query($page: PageInput) { dataAuthorisationLedger(page: $page) {
  total pageNum pageSize records { id kind at orgName detail authEndDate } } }`;
const CANCEL = `mutation($reason: String!, $documentPaths: [String!]!) {
  cancelDataAuthorisation(reason: $reason, documentPaths: $documentPaths) { revoked state { inForce } } }`;

interface LedgerEntry {
  id: string;
  kind: 'GRANT' | 'REVOCATION' | 'ACCESS';
  at: string;
  orgName: string | null;
  detail: string;
  authEndDate: string | null;
}
interface LedgerAnswer {
  dataAuthorisationLedger: { total: number; pageNum: number; pageSize: number; records: LedgerEntry[] };
}

let platform: AccountsPlatform;
let certified: Browser;
beforeAll(async () => {
  platform = await startAccountsPlatform();
  certified = await demoOn(SMART_MAKING);
});
afterAll(() => platform?.close());

async function demoOn(companyName: string): Promise<Browser> {
  return signInDemoOwner(platform, companyName);
}

describe('the data authorisation ledger and inForce through graph and gateway', () => {
  it('tells the legal representative the seeded demo grant is in force', async () => {
    expect(await data(platform.app, certified, STANDING)).toEqual({
      dataAuthorisation: { inForce: true, mayRevoke: true },
    });
  });

  it("lists the demo company's grant and the institutions' accesses newest first, 8 a page", async () => {
    const { dataAuthorisationLedger: page } = await data<LedgerAnswer>(platform.app, certified, LEDGER, {
      page: { pageNum: 1, pageSize: 8 },
    });
    expect(page).toMatchObject({ pageNum: 1, pageSize: 8 });
    expect(page.total).toBeGreaterThan(8);
    expect(page.records).toHaveLength(8);
    const times = page.records.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const access = page.records.find((entry) => entry.kind === 'ACCESS');
    expect(access?.orgName).toMatch(/银行/);
    expect(access?.detail).toMatch(/查阅企业数据$/);
    const last = Math.ceil(page.total / 8);
    const { dataAuthorisationLedger: oldest } = await data<LedgerAnswer>(platform.app, certified, LEDGER, {
      page: { pageNum: last, pageSize: 8 },
    });
    const grant = oldest.records.at(-1);
    expect(grant).toMatchObject({ kind: 'GRANT', orgName: null, detail: expect.stringMatching(/^申请「.+」时授权/) });
    expect(Date.parse(grant?.authEndDate ?? '')).toBeGreaterThan(Date.now() + 4 * 31_536_000_000);
  });

  it('refuses the revocation naming the institutions while business runs, then revokes once it ended', async () => {
    const document = await uploadFile(platform, certified, pdf(), '终止授权书.pdf');
    const refused = await failure(platform.app, certified, CANCEL, { reason: '不再需要', documentPaths: [document] });
    expect(refused.error).toMatchObject({
      message: expect.stringMatching(/^以下机构正在办理贵企业的业务：[^，]+，业务结束前无法撤销授权$/),
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.REVOCATION_BUSINESS_IN_PROGRESS },
    });
    await endBusinessInProgress(platform, SMART_MAKING);
    const revoked = await data<{ cancelDataAuthorisation: { revoked: number; state: { inForce: boolean } } }>(
      platform.app,
      certified,
      CANCEL,
      { reason: '不再需要', documentPaths: [document] },
    );
    expect(revoked.cancelDataAuthorisation).toEqual({ revoked: 1, state: { inForce: false } });
    // The platform's test clock stands before the seeded rows' real dates, so the revocation is not the newest here.
    const { dataAuthorisationLedger: page } = await data<LedgerAnswer>(platform.app, certified, LEDGER, {
      page: { pageSize: 50 },
    });
    expect(page.records.filter((entry) => entry.kind === 'REVOCATION')).toEqual([
      expect.objectContaining({ detail: '撤销授权：不再需要', orgName: null }),
    ]);
  });

  it('refuses the ledger to an uncertified member and to an account without a company (-5004)', async () => {
    // One session per account: this login ends the certified one.
    const uncertified = await demoOn(FARM_TRADE);
    expect(await data(platform.app, uncertified, STANDING)).toEqual({
      dataAuthorisation: { inForce: false, mayRevoke: false },
    });
    expect((await failure(platform.app, uncertified, LEDGER)).error).toMatchObject({
      message: '您的企业尚未完成实名认证，请先完成企业实名认证',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.CERTIFICATION_REQUIRED },
    });
    const newcomer: Browser = { ip: freshIp() };
    await registerAccount(platform, newcomer);
    expect((await failure(platform.app, newcomer, LEDGER)).error.extensions).toMatchObject({
      gatewayCode: GatewayCode.CERTIFICATION_REQUIRED,
    });
    expect((await failure(platform.app, { ip: freshIp() }, LEDGER)).error.extensions.code).toBe('UNAUTHENTICATED');
  });
});
