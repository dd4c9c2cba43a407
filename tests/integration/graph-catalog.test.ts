import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL, queryData } from './support/graphql-request.ts';
import { type Gateway, type GraphUnderTest, startGateway, startGraph } from './support/platform.ts';

interface Lookup {
  code: number;
  label: string;
}

type LookupListName =
  | 'guaranteeMethods'
  | 'loanTypes'
  | 'institutionTypes'
  | 'recommendedInstitutionTypes'
  | 'productTypes'
  | 'repayMethods'
  | 'loanPurposes'
  | 'cancellationReasons';

interface ProductItem {
  id: string;
  name: string;
  logo: string;
  productType: Lookup;
  institutionId: string;
  institutionName: string;
  guaranteeMethods: Lookup[];
  repayMethods: Lookup[];
  minAmount: number | null;
  maxAmount: number | null;
  rateMin: number | null;
  rateMax: number | null;
  minTerm: number | null;
  maxTerm: number | null;
  summary: string;
  applyCount: number;
}

interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const PRODUCT_FIELDS = `
  id name logo institutionId institutionName summary applyCount
  productType { code label } guaranteeMethods { code label } repayMethods { code label }
  minAmount maxAmount rateMin rateMax minTerm maxTerm
`;

const PRODUCTS = `query Products($filter: ProductFilter, $page: PageInput) {
  products(filter: $filter, page: $page) { total pageNum pageSize records { ${PRODUCT_FIELDS} } }
}`;

const INSTITUTION_FIELDS =
  'id name logo introduction address phone ifNormal productCount institutionType { code label }';

let gateway: Gateway;
let graph: GraphUnderTest;

beforeAll(async () => {
  gateway = await startGateway();
  graph = await startGraph(gateway.apiUrl, { config: { serviceHotline: '020-8888 6666' } });
});

afterAll(async () => {
  await graph?.stop();
  await gateway?.close();
});

async function products(filter?: Record<string, unknown>, page?: Record<string, unknown>) {
  const data = await queryData<{ products: Page<ProductItem> }>(graph.app, PRODUCTS, { filter, page });
  return data.products;
}

/** The same list straight from the gateway's REST call, to compare with what GraphQL answers. */
async function restProductIds(body: Record<string, unknown>): Promise<string[]> {
  const response = await request(new URL(gateway.apiUrl).origin).post('/api/loan/product/pc/list').send(body);
  expect(response.body.code).toBe(0);
  return response.body.data.records.map((record: { id: number }) => String(record.id));
}

describe('Query.products', () => {
  it('answers the first page of 10 with Chinese names and labelled lookups', async () => {
    const page = await products();
    expect(page.pageNum).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(page.records).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(30);
    for (const product of page.records) {
      expect(product.id).toMatch(/^\d+$/);
      expect(product.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(product.institutionName).toMatch(/[\u4e00-\u9fa5]/);
      expect(product.logo).toMatch(/^\/zzzttt\/logo\/[0-9a-f]{16}\.svg$/);
      expect(product.productType.label).not.toBe('未知');
      expect(product.guaranteeMethods.length).toBeGreaterThan(0);
      expect(product.repayMethods.length).toBeGreaterThan(0);
    }
    expect(page.records.map((product) => product.id)).toEqual(await restProductIds({}));
  });

  it('pages through the same total without overlap', async () => {
    const first = await products(undefined, { pageNum: 1, pageSize: 5 });
    const second = await products(undefined, { pageNum: 2, pageSize: 5 });
    expect(second.pageNum).toBe(2);
    expect(second.total).toBe(first.total);
    expect(first.records).toHaveLength(5);
    expect(second.records).toHaveLength(5);
    const firstIds = new Set(first.records.map((product) => product.id));
    expect(second.records.some((product) => firstIds.has(product.id))).toBe(false);

    const all = await products(undefined, { pageSize: 50 });
    expect(all.records).toHaveLength(Math.min(all.total, 50));
    const beyond = await products(undefined, { pageNum: 1000, pageSize: 50 });
    expect(beyond.records).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('filters by guarantee method', async () => {
    const all = await products(undefined, { pageSize: 50 });
    const credit = await products({ guaranteeMethod: 4 }, { pageSize: 50 });
    expect(credit.total).toBeGreaterThan(0);
    expect(credit.total).toBeLessThan(all.total);
    for (const product of credit.records) {
      expect(product.guaranteeMethods).toContainEqual({ code: 4, label: '信用' });
    }
  });

  it('filters by product type', async () => {
    const guarantee = await products({ productType: 2 }, { pageSize: 50 });
    expect(guarantee.total).toBeGreaterThan(0);
    for (const product of guarantee.records) expect(product.productType).toEqual({ code: 2, label: '担保' });
  });

  it('filters by institution', async () => {
    const sample = (await products()).records[0];
    const sameInstitution = await products({ institutionId: sample?.institutionId }, { pageSize: 50 });
    expect(sameInstitution.total).toBeGreaterThan(0);
    for (const product of sameInstitution.records) {
      expect(product.institutionId).toBe(sample?.institutionId);
      expect(product.institutionName).toBe(sample?.institutionName);
    }
  });

  it('filters by amount range and term', async () => {
    const minAmount = 500;
    const large = await products({ minAmount }, { pageSize: 50 });
    expect(large.total).toBeGreaterThan(0);
    for (const product of large.records) {
      expect(product.maxAmount === null || product.maxAmount >= minAmount).toBe(true);
    }
    const maxAmount = 20;
    const small = await products({ maxAmount }, { pageSize: 50 });
    expect(small.total).toBeGreaterThan(0);
    for (const product of small.records) {
      expect(product.minAmount === null || product.minAmount <= maxAmount).toBe(true);
    }
    const term = 36;
    const longTerm = await products({ term }, { pageSize: 50 });
    expect(longTerm.total).toBeGreaterThan(0);
    for (const product of longTerm.records) {
      expect(product.minTerm === null || product.minTerm <= term).toBe(true);
      expect(product.maxTerm === null || product.maxTerm >= term).toBe(true);
    }
  });

  it('filters by keyword in the product or institution name', async () => {
    const sample = (await products()).records[0];
    const word = [...(sample?.name ?? '')].slice(0, 2).join('');
    const found = await products({ keyword: ` ${word} ` }, { pageSize: 50 });
    expect(found.records.map((product) => product.id)).toContain(sample?.id);
    for (const product of found.records) expect(`${product.name}${product.institutionName}`).toContain(word);
    const none = await products({ keyword: '不存在的产品名称甲乙丙' });
    expect(none).toMatchObject({ total: 0, records: [] });
  });

  it('combines filters exactly as the gateway does', async () => {
    const filter = { guaranteeMethod: 4, minAmount: 10.5, maxAmount: 1000, term: 12 };
    const page = await products(filter, { pageSize: 50 });
    expect(page.records.map((product) => product.id)).toEqual(
      await restProductIds({ guaranteeMethod: 4, minAmount: 10.5, maxAmount: 1000, loanPeriod: 12, pageSize: 50 }),
    );
  });

  it('resolves each institution once per request however many products name it', async () => {
    const before = graph.calls.length;
    const data = await queryData<{
      products: { records: Array<{ institutionId: string; institution: { id: string; name: string } | null }> };
    }>(graph.app, '{ products(page: {pageSize: 30}) { records { institutionId institution { id name ifNormal } } } }');
    const calls = graph.calls.slice(before);
    const detailCalls = calls.filter((call) => call.path.startsWith('/org/financial/org/detail/'));
    const distinctInstitutions = new Set(data.products.records.map((record) => record.institutionId));
    expect(distinctInstitutions.size).toBeLessThan(data.products.records.length);
    expect(detailCalls).toHaveLength(distinctInstitutions.size);
    for (const record of data.products.records) expect(record.institution?.id).toBe(record.institutionId);
  });
});

describe('Query.product', () => {
  it('answers the detail with its texts and its institution', async () => {
    const sample = (await products()).records[0];
    const data = await queryData<{
      product: ProductItem & {
        introduction: string;
        conditions: string;
        materials: string;
        institution: { id: string; ifNormal: boolean };
      };
    }>(
      graph.app,
      `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} introduction conditions materials institution { id ifNormal } } }`,
      { id: sample?.id },
    );
    expect(data.product.id).toBe(sample?.id);
    expect(data.product.name).toBe(sample?.name);
    expect(data.product.introduction).toMatch(/[\u4e00-\u9fa5]/);
    expect(data.product.conditions.length).toBeGreaterThan(0);
    expect(data.product.materials.length).toBeGreaterThan(0);
    expect(data.product.institution).toEqual({ id: sample?.institutionId, ifNormal: true });
  });

  it('answers null detail texts on list items', async () => {
    const data = await queryData<{ products: { records: Array<{ introduction: string | null }> } }>(
      graph.app,
      '{ products(page: {pageSize: 1}) { records { introduction } } }',
    );
    expect(data.products.records[0]?.introduction).toBeNull();
  });

  it('answers null, without an error, for a removed (下架) product and for an unknown one', async () => {
    const removed = await gateway.database.db
      .selectFrom('loan_product')
      .select('id')
      .where('on_shelf', '=', false)
      .executeTakeFirstOrThrow();
    for (const id of [String(removed.id), '2147483647']) {
      const { status, body } = await postGraphQL(graph.app, 'query($id: ID!) { product(id: $id) { id name } }', { id });
      expect(status).toBe(200);
      expect(body).toEqual({ data: { product: null } });
    }
  });

  it('shows a product of a disabled institution with institution.ifNormal false', async () => {
    const product = await gateway.database.db
      .selectFrom('loan_product')
      .select(['id', 'org_id'])
      .where('on_shelf', '=', true)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await gateway.database.db
      .updateTable('financial_org')
      .set({ if_normal: false })
      .where('id', '=', product.org_id)
      .execute();
    try {
      const data = await queryData<{ product: { id: string; institution: { ifNormal: boolean } } | null }>(
        graph.app,
        'query($id: ID!) { product(id: $id) { id institution { ifNormal } } }',
        { id: String(product.id) },
      );
      expect(data.product).toEqual({ id: String(product.id), institution: { ifNormal: false } });
    } finally {
      await gateway.database.db
        .updateTable('financial_org')
        .set({ if_normal: true })
        .where('id', '=', product.org_id)
        .execute();
    }
  });
});

describe('Query.topProducts', () => {
  const TOP =
    'query($size: Int, $g: Int, $name: String) { topProducts(size: $size, guaranteeMethod: $g, productName: $name) { id name guaranteeMethods { code } } }';

  it('answers 6 products by default and the size asked for', async () => {
    const byDefault = await queryData<{ topProducts: ProductItem[] }>(graph.app, TOP);
    expect(byDefault.topProducts).toHaveLength(6);
    const three = await queryData<{ topProducts: ProductItem[] }>(graph.app, TOP, { size: 3 });
    expect(three.topProducts.map((product) => product.id)).toEqual(
      byDefault.topProducts.slice(0, 3).map((product) => product.id),
    );
  });

  it('filters by guarantee method and by name', async () => {
    const pledged = await queryData<{ topProducts: ProductItem[] }>(graph.app, TOP, { size: 50, g: 1 });
    expect(pledged.topProducts.length).toBeGreaterThan(0);
    for (const product of pledged.topProducts) expect(product.guaranteeMethods).toContainEqual({ code: 1 });
    const word = [...(pledged.topProducts[0]?.name ?? '')].slice(0, 2).join('');
    const named = await queryData<{ topProducts: ProductItem[] }>(graph.app, TOP, { size: 50, name: word });
    expect(named.topProducts.length).toBeGreaterThan(0);
    for (const product of named.topProducts) expect(product.name).toContain(word);
  });
});

describe('Query.institutions and Query.institution', () => {
  const INSTITUTIONS = `query($filter: InstitutionFilter, $page: PageInput) {
    institutions(filter: $filter, page: $page) { total pageNum pageSize records { ${INSTITUTION_FIELDS} } }
  }`;

  interface InstitutionItem {
    id: string;
    name: string;
    ifNormal: boolean;
    productCount: number;
    institutionType: Lookup;
  }

  async function institutions(filter?: Record<string, unknown>, page?: Record<string, unknown>) {
    return (await queryData<{ institutions: Page<InstitutionItem> }>(graph.app, INSTITUTIONS, { filter, page }))
      .institutions;
  }

  it('lists institutions in service only, paged', async () => {
    const all = await institutions(undefined, { pageSize: 50 });
    const disabled = await gateway.database.db
      .selectFrom('financial_org')
      .select('id')
      .where('if_normal', '=', false)
      .execute();
    expect(disabled.length).toBeGreaterThan(0);
    expect(all.records.every((institution) => institution.ifNormal)).toBe(true);
    const listed = new Set(all.records.map((institution) => institution.id));
    for (const { id } of disabled) expect(listed.has(String(id))).toBe(false);

    const second = await institutions(undefined, { pageNum: 2, pageSize: 3 });
    expect(second).toMatchObject({ pageNum: 2, pageSize: 3, total: all.total });
    expect(second.records.map((institution) => institution.id)).toEqual(
      all.records.slice(3, 6).map((institution) => institution.id),
    );
  });

  it('filters by institution type and keyword', async () => {
    const banks = await institutions({ institutionType: 1 }, { pageSize: 50 });
    expect(banks.total).toBeGreaterThan(0);
    for (const bank of banks.records) expect(bank.institutionType).toEqual({ code: 1, label: '银行' });
    const word = [...(banks.records[0]?.name ?? '')].slice(0, 2).join('');
    const named = await institutions({ keyword: word }, { pageSize: 50 });
    expect(named.records.length).toBeGreaterThan(0);
    for (const institution of named.records) expect(institution.name).toContain(word);
  });

  it('answers a disabled institution with ifNormal false, an institution in service with true, unknown as null', async () => {
    const disabled = await gateway.database.db
      .selectFrom('financial_org')
      .select('id')
      .where('if_normal', '=', false)
      .executeTakeFirstOrThrow();
    const INSTITUTION = `query($id: ID!) { institution(id: $id) { ${INSTITUTION_FIELDS} } }`;
    const off = await queryData<{ institution: InstitutionItem }>(graph.app, INSTITUTION, { id: String(disabled.id) });
    expect(off.institution).toMatchObject({ id: String(disabled.id), ifNormal: false });
    expect(off.institution.name).toMatch(/[\u4e00-\u9fa5]/);

    const first = (await institutions()).records[0];
    const on = await queryData<{ institution: InstitutionItem }>(graph.app, INSTITUTION, { id: first?.id });
    expect(on.institution).toMatchObject({ id: first?.id, ifNormal: true, productCount: first?.productCount });

    const unknown = await postGraphQL(graph.app, INSTITUTION, { id: '999999' });
    expect(unknown.body).toEqual({ data: { institution: null } });
  });
});

describe('lookups, siteConfig, ok and noop', () => {
  it('answers the lookup lists with Chinese labels', async () => {
    const data = await queryData<{ lookups: Record<LookupListName, Lookup[]> }>(
      graph.app,
      `{ lookups {
        guaranteeMethods { code label } loanTypes { code label } institutionTypes { code label }
        recommendedInstitutionTypes { code label } productTypes { code label } repayMethods { code label }
        loanPurposes { code label } cancellationReasons { code label }
      } }`,
    );
    expect(data.lookups.guaranteeMethods).toHaveLength(5);
    expect(data.lookups.loanTypes.map((entry) => entry.code)).toEqual([4, 3, 1, 2]);
    expect(data.lookups.institutionTypes.at(-1)).toEqual({ code: 99, label: '其他' });
    expect(data.lookups.recommendedInstitutionTypes.map((entry) => entry.code)).toEqual([1, 2, 4, 5, 6, 10]);
    expect(data.lookups.productTypes[0]).toEqual({ code: 1, label: '银行' });
    expect(data.lookups.repayMethods).toHaveLength(8);
    expect(data.lookups.loanPurposes).toHaveLength(6);
    expect(data.lookups.cancellationReasons).toHaveLength(4);
  });

  it('answers the configured site settings', async () => {
    const data = await queryData<{ siteConfig: Record<string, string> }>(
      graph.app,
      '{ siteConfig { hotline hotlineHours adminLoginUrl } }',
    );
    expect(data.siteConfig).toEqual({
      hotline: '020-8888 6666',
      hotlineHours: '周一至周五 9:00-18:00',
      adminLoginUrl: '/admin/',
    });
  });

  it('answers ok and the noop mutation without calling the gateway', async () => {
    const before = graph.calls.length;
    expect(await queryData(graph.app, '{ ok }')).toEqual({ ok: true });
    expect(await queryData(graph.app, 'mutation { noop }')).toEqual({ noop: true });
    expect(graph.calls.length).toBe(before);
  });
});
