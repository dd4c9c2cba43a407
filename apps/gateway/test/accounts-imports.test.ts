import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountContext } from '../src/features/accounts/context.ts';
import { importAccounts } from '../src/features/accounts/services/import-service.ts';
import { uniformCodeCheckChar } from '../src/shared/uniform-code.ts';
import {
  type AccountsHarness,
  freshIp,
  freshMobile,
  get,
  HOUR,
  loginWithCode,
  post,
  startAccounts,
} from './accounts-support.ts';
import { testDeps } from './test-deps.ts';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(() => h.close());

const DAY = 24 * HOUR;
let serial = 0;
function company() {
  serial += 1;
  const first17 = `91440104MA5${String(700000 + serial).padStart(6, '0')}`;
  return {
    companyName: `导入示例${serial}号（广州）有限公司`,
    uniformCode: first17 + uniformCodeCheckChar(first17),
    legalPerson: '周导入',
  };
}

async function importOne(mobile = freshMobile()) {
  const ctx = createAccountContext(testDeps(h.database, { clock: h.clock }));
  const [result] = await importAccounts(ctx, [{ mobile, ...company() }], { source: 'shb', validMs: 7 * DAY });
  if (!result) throw new Error('nothing imported');
  return result;
}

describe('imported accounts (third/import/shb, importDetail, alertedImportInfo)', () => {
  it('logs an imported account in with its one-time invitation, then reports the invitation as not yet seen', async () => {
    const imported = await importOne();
    expect(imported.status).toBe('created');
    const ip = freshIp();
    const login = await post(h.app, `/user/user/third/import/shb?token=${imported.token}`, ip);
    expect(login.body.code).toBe(0);
    expect(login.body.data).toHaveLength(1);
    expect(login.body.data[0]).toMatchObject({ companyName: expect.stringMatching(/^导入示例/) });
    const token = await loginWithCode(h.app, login.body.data[0].loginCode, ip);

    const info = await post(h.app, '/user/user/userInfo', ip, token);
    expect(info.body.data).toMatchObject({ ifImport: true, ifCertification: false, hasCheckedFace: false });
    expect((await get(h.app, '/user/user/importDetail', ip, token)).body.data).toEqual({
      ifImport: true,
      ifAlerted: false,
      source: 'shb',
    });
    expect((await post(h.app, '/user/user/alertedImportInfo', ip, token)).body.code).toBe(0);
    expect((await get(h.app, '/user/user/importDetail', ip, token)).body.data.ifAlerted).toBe(true);
  });

  it('refuses a used, an expired and an invented invitation alike', async () => {
    const used = await importOne();
    expect((await post(h.app, `/user/user/third/import/shb?token=${used.token}`, freshIp())).body.code).toBe(0);
    const refused = { code: -4003, msg: '邀请链接已失效，请联系邀请方重新获取', data: null };
    expect((await post(h.app, `/user/user/third/import/shb?token=${used.token}`, freshIp())).body).toEqual(refused);
    const expired = await importOne();
    h.clock.advance(7 * DAY + 1000);
    expect((await post(h.app, `/user/user/third/import/shb?token=${expired.token}`, freshIp())).body).toEqual(refused);
    expect((await post(h.app, `/user/user/third/import/shb?token=${'A'.repeat(43)}`, freshIp())).body).toEqual(refused);
    expect((await post(h.app, '/user/user/third/import/shb?token=short', freshIp())).body).toEqual({
      ...refused,
      code: -1000,
    });
  });

  it('adds the company to an account that already exists, without marking it imported', async () => {
    const first = await importOne();
    const again = await importOne(first.mobile);
    expect(again.status).toBe('existing');
    const login = await post(h.app, `/user/user/third/import/shb?token=${again.token}`, freshIp());
    expect(login.body.data).toHaveLength(2);
  });

  it('import detail and the mark need a session', async () => {
    expect((await get(h.app, '/user/user/importDetail', freshIp())).status).toBe(403);
    expect((await post(h.app, '/user/user/alertedImportInfo', freshIp())).status).toBe(403);
  });
});
