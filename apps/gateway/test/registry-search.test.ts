import type { RegistryRecord } from '@sme/contract/routes/registry';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchPlan } from '#features/registry/domain/search-plan.ts';
import { toRegistryRecord } from '#features/registry/registry-records.ts';
import { findRegistryCompanyByCode, searchRegistry } from '#features/registry/stores/registry-store.ts';
import type { RegistryCompany } from '#seed/registry/registry-company.ts';
import { REGISTRY_FIXTURE } from '#seed/registry/registry-fixtures.ts';
import { accountsForFile, freshIp, get, MINUTE, register } from './accounts-support.ts';
import { addRegistryCompanies } from './registry-support.ts';
import { TEST_REGISTRY_COUNT } from './test-database.ts';

const SEARCH = '/data/gzData/yuexiu/query/base';

interface SearchBody {
  code: number;
  msg: string;
  data: { body: { datas: RegistryRecord[]; pageNum: number; pageSize: number; hasNextPage: boolean } } | null;
}

const h = accountsForFile();
let token: string;
beforeAll(async () => {
  token = (await register(h.app, freshIp())).token;
});

async function search(query: Record<string, string | number | string[]>, as = token): Promise<SearchBody> {
  const answer = await get(h.app, SEARCH, freshIp(), as).query(query);
  expect(answer.status).toBe(200);
  return answer.body as SearchBody;
}

async function found(query: Record<string, string | number>) {
  const answer = await search(query);
  expect(answer).toMatchObject({ code: 0 });
  return answer.data?.body ?? { datas: [], pageNum: 0, pageSize: 0, hasNextPage: false };
}

/** What the search answers for a registry company: the spec's four fields and ours. */
function record(company: RegistryCompany): RegistryRecord {
  return {
    tyshxydm: company.uniformCode,
    fddbrmc: company.legalPerson,
    jgmc: company.name,
    djzchm: company.registrationNumber,
    qylx: company.entityType,
    djzt: company.status,
    clrq: company.establishedOn,
    ssqx: company.district,
    ssjd: company.street,
  };
}

describe('GET /data/gzData/yuexiu/query/base: hits', () => {
  it('finds a distinctive 2-character 字号 in id order, with every field', async () => {
    const body = await found({ entName: '澍禾' });
    expect(body.datas).toEqual([record(REGISTRY_FIXTURE.distinctive), record(REGISTRY_FIXTURE.distinctiveTwin)]);
    expect(body).toMatchObject({ pageNum: 1, pageSize: 10, hasNextPage: false });
  });

  it('narrows with 4 characters', async () => {
    expect((await found({ entName: '澍禾智能' })).datas).toEqual([record(REGISTRY_FIXTURE.distinctive)]);
    expect((await found({ entName: '澍禾贸易' })).datas).toEqual([]);
  });

  it('finds the seeded fixtures: the demo companies, an individual business, deregistered and revoked ones', async () => {
    for (const fixture of Object.values(REGISTRY_FIXTURE)) {
      const body = await found({ entName: fixture.name, pageSize: 99 });
      expect(body.datas).toEqual([record(fixture)]);
    }
    const individual = (await found({ entName: '陈记粮油' })).datas[0];
    expect(individual).toMatchObject({ qylx: '个体工商户', fddbrmc: '陈国栋', ssqx: '越秀区' });
    expect(individual?.tyshxydm.startsWith('92')).toBe(true);
    expect((await found({ entName: '旧岸' })).datas[0]?.djzt).toBe('注销');
    expect((await found({ entName: '琮玥' })).datas[0]?.djzt).toBe('吊销');
  });

  it('finds 1-character terms and answers an unknown name with an empty page', async () => {
    expect((await found({ entName: '澍' })).datas.map((d) => d.jgmc)).toEqual([
      REGISTRY_FIXTURE.distinctive.name,
      REGISTRY_FIXTURE.distinctiveTwin.name,
    ]);
    expect(await found({ entName: '无此企业名称' })).toEqual({
      datas: [],
      pageNum: 1,
      pageSize: 10,
      hasNextPage: false,
    });
  });

  it('trims the term, drops inner spaces and reads half-width brackets as the registry writes them', async () => {
    expect((await found({ entName: '  澍禾 智能 ' })).datas).toEqual([record(REGISTRY_FIXTURE.distinctive)]);
    expect((await found({ entName: '智造科技(广州)' })).datas).toEqual([record(REGISTRY_FIXTURE.demoCertified)]);
  });

  it('takes LIKE wildcards literally', async () => {
    await addRegistryCompanies(h.database, ['广州市百分之百%测试有限公司', '广州下划_线测试有限公司']);
    expect((await found({ entName: '%' })).datas.map((d) => d.jgmc)).toEqual(['广州市百分之百%测试有限公司']);
    expect((await found({ entName: '_' })).datas.map((d) => d.jgmc)).toEqual(['广州下划_线测试有限公司']);
    expect((await found({ entName: '划_线' })).datas).toHaveLength(1);
    expect((await found({ entName: '澍_' })).datas).toEqual([]);
    expect((await found({ entName: '澍%' })).datas).toEqual([]);
    expect((await found({ entName: '\\' })).datas).toEqual([]);
  });

  it('takes what the registry holds: the test snapshot has its generated companies', async () => {
    const [row] = await h.database.db
      .selectFrom('company_registry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '<=', TEST_REGISTRY_COUNT)
      .execute();
    expect(Number(row?.n)).toBe(TEST_REGISTRY_COUNT);
  });
});

describe('GET /data/gzData/yuexiu/query/base: paging', () => {
  let names: string[];
  beforeAll(async () => {
    names = Array.from({ length: 20 }, (_, i) => `广州市翦翧第${String(i + 1).padStart(2, '0')}科技有限公司`);
    await addRegistryCompanies(h.database, names);
  });

  it('offers a next page exactly when there is one: a page that is just full, then none', async () => {
    const first = await found({ entName: '翦翧', pageNum: 1, pageSize: 10 });
    expect(first.datas.map((d) => d.jgmc)).toEqual(names.slice(0, 10));
    expect(first.hasNextPage).toBe(true);
    const second = await found({ entName: '翦翧', pageNum: 2, pageSize: 10 });
    expect(second.datas.map((d) => d.jgmc)).toEqual(names.slice(10, 20));
    expect(second).toMatchObject({ pageNum: 2, pageSize: 10, hasNextPage: false });
    expect(await found({ entName: '翦翧', pageNum: 3, pageSize: 10 })).toMatchObject({ datas: [], hasNextPage: false });
    expect(await found({ entName: '翦翧', pageSize: 20 })).toMatchObject({ hasNextPage: false });
    expect((await found({ entName: '翦翧', pageSize: 19 })).hasNextPage).toBe(true);
  });

  it('pages by 99 for the verify re-check, in a stable order that pages of 10 follow', async () => {
    const big = await found({ entName: '有限', pageSize: 99 });
    expect(big.datas).toHaveLength(99);
    expect(big.hasNextPage).toBe(true);
    for (const company of big.datas) expect(company.jgmc).toContain('有限');
    const pages = [];
    for (let pageNum = 1; pageNum <= 3; pageNum++) pages.push(...(await found({ entName: '有限', pageNum })).datas);
    expect(pages).toEqual(big.datas.slice(0, 30));
  });

  it('offers no page beyond the last one allowed (100)', async () => {
    const last = await found({ entName: '公司', pageNum: 100, pageSize: 10 });
    expect(last.datas).toHaveLength(10);
    expect(last.hasNextPage).toBe(false);
  });
});

describe('GET /data/gzData/yuexiu/query/base: refusals', () => {
  it('refuses bad input with -1000 and a Chinese message, never a 500', async () => {
    const cases: [Record<string, string | number | string[]>, string][] = [
      [{}, '请输入企业名称'],
      [{ entName: '   ' }, '请输入企业名称'],
      [{ entName: '企'.repeat(51) }, '企业名称不能超过50个字符'],
      [{ entName: ['澍禾', '星澜'] }, '企业名称必须是文本'],
      [{ entName: '澍禾', pageSize: 100 }, '每页条数不能大于99'],
      [{ entName: '澍禾', pageSize: 0 }, '每页条数不能小于1'],
      [{ entName: '澍禾', pageNum: 0 }, '页码不能小于1'],
      [{ entName: '澍禾', pageNum: 101 }, '页码不能大于100'],
      [{ entName: '澍禾', pageNum: 'abc' }, '页码必须是整数'],
      [{ entName: '澍禾', pageNum: 1.5 }, '页码必须是整数'],
    ];
    for (const [query, message] of cases) {
      expect(await search(query), JSON.stringify(query)).toEqual({ code: -1000, msg: message, data: null });
    }
    expect((await found({ entName: '企'.repeat(50) })).datas).toEqual([]);
  });

  it('refuses control characters in the term (the request middleware)', async () => {
    expect((await search({ entName: '澍\u0000禾' })).code).toBe(-1000);
  });

  it('needs a session: none or an unknown one is HTTP 403', async () => {
    const none = await get(h.app, SEARCH, freshIp()).query({ entName: '澍禾' });
    expect(none.status).toBe(403);
    expect(none.body.code).toBe(-1403);
    const unknown = await get(h.app, SEARCH, freshIp(), 'x'.repeat(43)).query({ entName: '澍禾' });
    expect(unknown.status).toBe(403);
  });

  it('answers only GET', async () => {
    const answer = await (await import('supertest')).default(h.app).post(`/api${SEARCH}`).send({ entName: '澍禾' });
    expect(answer.status).toBe(405);
  });

  it('spends 120 searches a minute per account, then -1029 until the minute has passed', async () => {
    const own = (await register(h.app, freshIp())).token;
    for (let i = 0; i < 120; i++) expect((await search({ entName: '澍禾' }, own)).code).toBe(0);
    expect(await search({ entName: '澍禾' }, own)).toEqual({
      code: -1029,
      msg: '企业查询过于频繁，请稍后再试',
      data: null,
    });
    expect((await search({ entName: '澍禾' })).code).toBe(0);
    h.clock.advance(MINUTE);
    expect((await search({ entName: '澍禾' }, own)).code).toBe(0);
  });
});

describe('registry store', () => {
  const plans: SearchPlan[] = [
    { kind: 'bigram-index' },
    { kind: 'sequential' },
    { kind: 'id-order', examineAtMost: 40, fallback: 'bigram-index' },
    { kind: 'id-order', examineAtMost: 40, fallback: 'sequential' },
    { kind: 'id-order', examineAtMost: 1_000_000, fallback: 'sequential' },
  ];

  it('answers alike whichever plan runs, and without indexes', async () => {
    for (const term of ['有限', '公司', '科技', '澍禾', '翦翧', '有限公司', '越秀区', '广', '澍', '无此', 'ab']) {
      for (const pageNum of [1, 2, 7]) {
        const search = { term, pageNum, pageSize: 10 };
        const chosen = await searchRegistry(h.database.db, search);
        const ids = (page: typeof chosen) => [page.companies.map((c) => c.id), page.hasNextPage];
        for (const plan of plans) {
          expect(ids(await searchRegistry(h.database.db, search, { plan })), `${term} ${pageNum} ${plan.kind}`).toEqual(
            ids(chosen),
          );
        }
        expect(ids(await searchRegistry(h.database.db, search, { withoutIndexes: true }))).toEqual(ids(chosen));
      }
    }
  });

  it('walks the ids for a common term and uses the bigram index for a rare one', async () => {
    expect((await searchRegistry(h.database.db, { term: '有限', pageNum: 1, pageSize: 10 })).plansRun).toEqual([
      'id-order',
    ]);
    expect((await searchRegistry(h.database.db, { term: '澍禾', pageNum: 1, pageSize: 10 })).plansRun).toEqual([
      'bigram-index',
    ]);
  });

  it('looks a company up by its credit code', async () => {
    const found = await findRegistryCompanyByCode(h.database.db, REGISTRY_FIXTURE.demoUncertified.uniformCode);
    expect(found && toRegistryRecord(found)).toEqual(record(REGISTRY_FIXTURE.demoUncertified));
    expect(found?.id).toBe(REGISTRY_FIXTURE.demoUncertified.id);
    expect(await findRegistryCompanyByCode(h.database.db, '91440101MA5CXD9Z9X')).toBeUndefined();
  });
});
