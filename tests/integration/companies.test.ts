import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { REGISTRY_FIXTURE } from '../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { type Browser, data, failure, freshIp, registerAccount } from './support/accounts-platform.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';
import { MY_COMPANIES, SWITCH } from './support/shared-operations.ts';

const SEARCH = `query($name: String!, $page: PageInput) { companySearch(name: $name, page: $page) {
  items { uniformCode companyName legalPerson registrationNumber } pageNum pageSize hasNextPage } }`;
const ADD = `mutation($input: AddCompanyInput!) { addCompany(input: $input) {
  companyName ifCertification identifyStatus hasCheckedFace } }`;
const SET_NAME = 'mutation($id: ID) { setCompanyName(companyId: $id) { companyName } }';
const VERIFICATION = 'query { verification { hasCompany companyName uniformCode ifCertification } }';

interface SearchPage {
  items: Array<{ uniformCode: string; companyName: string; legalPerson: string; registrationNumber: string }>;
  pageNum: number;
  pageSize: number;
  hasNextPage: boolean;
}

const { distinctive, distinctiveTwin, deregistered, demoCertified } = REGISTRY_FIXTURE;

const platform = accountsPlatformForFile();

async function newAccount(): Promise<Browser> {
  const browser: Browser = { ip: freshIp() };
  await registerAccount(platform, browser);
  return browser;
}

async function search(browser: Browser, name: string, page?: { pageNum?: number; pageSize?: number }) {
  const answer = await data<{ companySearch: SearchPage }>(platform.app, browser, SEARCH, { name, page });
  return answer.companySearch;
}

type RegistryCompany = { name: string; uniformCode: string; legalPerson: string };
const addInput = (company: RegistryCompany) => ({
  input: { companyName: company.name, uniformCode: company.uniformCode, legalPerson: company.legalPerson },
});
/** Adds the registry company to the account signed in in `browser`; the addition must succeed. */
const addCompany = async (browser: Browser, company: RegistryCompany) =>
  (await data<{ addCompany: Record<string, unknown> }>(platform.app, browser, ADD, addInput(company))).addCompany;

/** Gateway calls the graph made while `run` ran. */
async function gatewayCallsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = platform.graph.calls.length;
  await run();
  return platform.graph.calls.slice(before).map((call) => call.path);
}

describe('companySearch', () => {
  it('answers the registry’s companies (spec §3 result) with honest paging, hasNextPage exact at a boundary', async () => {
    const browser = await newAccount();
    const both = await search(browser, '澍禾');
    expect(both).toMatchObject({ pageNum: 1, pageSize: 10, hasNextPage: false });
    expect(both.items.map((item) => item.companyName).sort()).toEqual([distinctive.name, distinctiveTwin.name].sort());
    expect(both.items).toContainEqual({
      uniformCode: distinctive.uniformCode,
      companyName: distinctive.name,
      legalPerson: distinctive.legalPerson,
      registrationNumber: distinctive.registrationNumber,
    });

    // Two matches in pages of one: page 1 says a page follows, page 2 (the last, full) says none does.
    const first = await search(browser, '澍禾', { pageNum: 1, pageSize: 1 });
    const second = await search(browser, '澍禾', { pageNum: 2, pageSize: 1 });
    const third = await search(browser, '澍禾', { pageNum: 3, pageSize: 1 });
    expect([first.items.length, first.hasNextPage]).toEqual([1, true]);
    expect([second.items.length, second.hasNextPage]).toEqual([1, false]);
    expect([third.items.length, third.hasNextPage]).toEqual([0, false]);
    expect(first.items[0]?.uniformCode).not.toBe(second.items[0]?.uniformCode);
    // Exactly two in a page of two: full, and still no next page.
    expect(await search(browser, '澍禾', { pageSize: 2 })).toMatchObject({ hasNextPage: false });
  });

  it('pages a broad 2-character search by 10 and by 99 (the /verified re-check)', async () => {
    const browser = await newAccount();
    const ten = await search(browser, '广州');
    expect(ten.items).toHaveLength(10);
    expect(ten.hasNextPage).toBe(true);
    const next = await search(browser, '广州', { pageNum: 2 });
    expect(next.items).toHaveLength(10);
    expect(next.items.map((item) => item.uniformCode)).not.toContain(ten.items[0]?.uniformCode);
    expect((await search(browser, '广州', { pageSize: 99 })).items).toHaveLength(99);
  });

  it('refuses bad arguments before the gateway', async () => {
    const browser = await newAccount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ' }, '请输入企业名称', 'name'],
      [{ name: '示' }, '请至少输入2个字', 'name'],
      [{ name: '示例', page: { pageSize: 100 } }, '每页条数不能大于99', 'page.pageSize'],
      [{ name: '示例', page: { pageNum: 0 } }, '页码不能小于1', 'page.pageNum'],
    ];
    for (const [variables, message, argument] of cases) {
      const calls = await gatewayCallsDuring(async () => {
        const { error } = await failure(platform.app, browser, SEARCH, variables);
        expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
      });
      expect(calls).toEqual([]);
    }
  });

  it('needs a session', async () => {
    const { error } = await failure(platform.app, { ip: freshIp() }, SEARCH, { name: '澍禾' });
    expect(error.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('addCompany', () => {
  it('adds a registry company uncertified, makes it current and answers the user', async () => {
    const browser = await newAccount();
    const added = await addCompany(browser, distinctive);
    expect(added).toEqual({
      companyName: distinctive.name,
      ifCertification: false,
      identifyStatus: 0,
      hasCheckedFace: false,
    });
    const { verification } = await data<{ verification: Record<string, unknown> }>(platform.app, browser, VERIFICATION);
    expect(verification).toEqual({
      hasCompany: true,
      companyName: distinctive.name,
      uniformCode: distinctive.uniformCode,
      ifCertification: false,
    });
  });

  it('refuses a wrong check character before the gateway, a company added twice and a deregistered one', async () => {
    const browser = await newAccount();
    const wrongCheck = distinctive.uniformCode.slice(0, 17) + (distinctive.uniformCode.endsWith('0') ? '1' : '0');
    const calls = await gatewayCallsDuring(async () => {
      const { error } = await failure(platform.app, browser, ADD, {
        input: { companyName: distinctive.name, uniformCode: wrongCheck },
      });
      expect(error).toMatchObject({
        message: '统一社会信用代码格式错误',
        extensions: { code: 'BAD_USER_INPUT', argument: 'input.uniformCode' },
      });
    });
    expect(calls).toEqual([]);

    await addCompany(browser, distinctiveTwin);
    const twice = await failure(platform.app, browser, ADD, addInput(distinctiveTwin));
    expect(twice.error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.COMPANY_ALREADY_ADDED });

    const gone = await failure(platform.app, browser, ADD, addInput(deregistered));
    expect(gone.error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.COMPANY_NOT_IN_REGISTRY });
    const misnamed = await failure(platform.app, browser, ADD, {
      input: { companyName: '广州市澍禾智能科技', uniformCode: distinctive.uniformCode },
    });
    expect(misnamed.error.extensions.gatewayCode).toBe(GatewayCode.COMPANY_NOT_IN_REGISTRY);
  });

  it('never inherits another account’s certification (the demo account holds this company certified)', async () => {
    const browser = await newAccount();
    const added = await addCompany(browser, demoCertified);
    expect(added).toMatchObject({
      companyName: demoCertified.name,
      ifCertification: false,
      hasCheckedFace: false,
    });
  });
});

describe('another account’s company (BOLA)', () => {
  it('is neither listed, switchable, renamed nor read through verification', async () => {
    const owner = await newAccount();
    await addCompany(owner, distinctive);
    const { myCompanies } = await data<{ myCompanies: Array<{ id: string; companyName: string }> }>(
      platform.app,
      owner,
      MY_COMPANIES,
    );
    const ownersCompanyId = myCompanies[0]?.id ?? '';
    expect(myCompanies).toMatchObject([{ companyName: distinctive.name, current: true }]);

    const other = await newAccount();
    await addCompany(other, distinctiveTwin);
    const switched = await failure(platform.app, other, SWITCH, { id: ownersCompanyId });
    expect(switched.error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.NO_SUCH_OBJECT });
    expect(switched.error.message).not.toContain(distinctive.name);
    const renamed = await failure(platform.app, other, SET_NAME, { id: ownersCompanyId });
    expect(renamed.error.extensions).toEqual({ code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.NO_SUCH_OBJECT });

    const mine = await data<{ myCompanies: Array<{ companyName: string }> }>(platform.app, other, MY_COMPANIES);
    expect(mine.myCompanies.map((company) => company.companyName)).toEqual([distinctiveTwin.name]);
    const { verification } = await data<{ verification: { companyName: string } }>(platform.app, other, VERIFICATION);
    expect(verification.companyName).toBe(distinctiveTwin.name);
  });

  it('setCompanyName of one’s own company records the registry’s name', async () => {
    const browser = await newAccount();
    await addCompany(browser, distinctive);
    const { setCompanyName } = await data<{ setCompanyName: { companyName: string } }>(platform.app, browser, SET_NAME);
    expect(setCompanyName.companyName).toBe(distinctive.name);
  });
});
