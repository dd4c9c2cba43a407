import { uniformCodeCheckChar } from '@sme/contract/uniform-code';
import { describe, expect, it } from 'vitest';
import { createAccountContext } from '#features/accounts/context.ts';
import { ImportRefusedError, importAccounts } from '#features/accounts/services/import-service.ts';
import { REGISTRY_FIXTURE } from '#seed/registry/registry-fixtures.ts';
import { accountsForFile, freshIp, freshMobile, get, HOUR, loginWithCode, post } from './accounts-support.ts';
import { importAccount, registryCompanies } from './registry-imports.ts';
import { testDeps } from './test-deps.ts';

const h = accountsForFile();

const DAY = 24 * HOUR;

/** Live registry companies no other test of this file imports (generated ones, after the fixtures). */
const registryCompany = registryCompanies(() => h.database, 100);

const importContext = () => createAccountContext(testDeps(h.database, { clock: h.clock }));

async function importOne(mobile = freshMobile()) {
  const company = await registryCompany();
  return { ...(await importAccount(h.database, h.clock, mobile, company)), company };
}

describe('imported accounts (third/import/shb, importDetail, alertedImportInfo)', () => {
  it('logs an imported account in with its one-time invitation, then reports the invitation as not yet seen', async () => {
    const imported = await importOne();
    expect(imported.status).toBe('created');
    const ip = freshIp();
    const login = await post(h.app, `/user/user/third/import/shb?token=${imported.token}`, ip);
    expect(login.body.code).toBe(0);
    expect(login.body.data).toHaveLength(1);
    expect(login.body.data[0]).toMatchObject({ companyName: imported.company.companyName });
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

describe('importAccounts checks every line against the company registry', () => {
  const { distinctive, deregistered, revoked } = REGISTRY_FIXTURE;

  it('refuses the whole import, naming each wrong line, and writes nothing', async () => {
    const good = await registryCompany();
    const mobiles = [freshMobile(), freshMobile(), freshMobile(), freshMobile(), freshMobile()];
    const unknownFirst17 = '91440101MA5CXZZZ9';
    const requests = [
      { line: 2, mobile: mobiles[0] as string, companyName: good.companyName, uniformCode: good.uniformCode },
      {
        line: 3,
        mobile: mobiles[1] as string,
        companyName: '示例无此企业有限公司',
        uniformCode: unknownFirst17 + uniformCodeCheckChar(unknownFirst17),
      },
      {
        line: 4,
        mobile: mobiles[2] as string,
        companyName: '广州市澍禾科技有限公司',
        uniformCode: distinctive.uniformCode,
      },
      { line: 5, mobile: mobiles[3] as string, companyName: deregistered.name, uniformCode: deregistered.uniformCode },
      { line: 6, mobile: mobiles[4] as string, companyName: revoked.name, uniformCode: revoked.uniformCode },
    ];
    const refusal = await importAccounts(importContext(), requests, { source: 'shb', validMs: DAY }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ImportRefusedError);
    expect((refusal as ImportRefusedError).problems).toEqual([
      { line: 3, message: '未在企业登记信息中查询到该统一社会信用代码' },
      { line: 4, message: `企业名称与登记信息不一致（登记名称：${distinctive.name}）` },
      { line: 5, message: '该企业已注销或吊销，不能导入' },
      { line: 6, message: '该企业已注销或吊销，不能导入' },
    ]);
    const written = await h.database.db
      .selectFrom('app_user')
      .select('mobile')
      .where('mobile', 'in', mobiles)
      .execute();
    expect(written).toEqual([]);
  });

  it("takes the registry's name (spaces and brackets as typed) and legal representative for the company", async () => {
    const mobile = freshMobile();
    const typedName = distinctive.name.replace('智能', ' 智能 ');
    const [result] = await importAccounts(
      importContext(),
      [{ line: 2, mobile, companyName: typedName, uniformCode: distinctive.uniformCode }],
      { source: 'shb', validMs: DAY },
    );
    expect(result).toMatchObject({ mobile, companyName: distinctive.name, status: 'created' });
    const company = await h.database.db
      .selectFrom('company')
      .select(['company_name', 'legal_person'])
      .where('uniform_code', '=', distinctive.uniformCode)
      .executeTakeFirstOrThrow();
    expect(company).toEqual({ company_name: distinctive.name, legal_person: distinctive.legalPerson });
  });
});

describe('the development helper POST /__dev/import', () => {
  it("imports one account through the command's service and answers its invitation token", async () => {
    const company = await registryCompany();
    const mobile = freshMobile();
    const answer = await post(h.app, '/__dev/import', freshIp()).send({
      mobile,
      companyName: company.companyName,
      uniformCode: company.uniformCode.toLowerCase(),
    });
    expect(answer.body).toMatchObject({
      code: 0,
      data: { mobile, companyName: company.companyName, status: 'created', token: expect.any(String) },
    });
    const login = await post(h.app, `/user/user/third/import/shb?token=${answer.body.data.token}`, freshIp());
    expect(login.body.data).toEqual([expect.objectContaining({ companyName: company.companyName })]);
  });

  it("refuses what the registry refuses, with the registry's reason", async () => {
    const { deregistered } = REGISTRY_FIXTURE;
    const answer = await post(h.app, '/__dev/import', freshIp()).send({
      mobile: freshMobile(),
      companyName: deregistered.name,
      uniformCode: deregistered.uniformCode,
    });
    expect(answer.body).toEqual({ code: -5001, msg: '该企业已注销或吊销，不能导入', data: null });
    const malformed = await post(h.app, '/__dev/import', freshIp()).send({ mobile: '123', companyName: 'x' });
    expect(malformed.body.code).toBe(-1000);
  });
});
