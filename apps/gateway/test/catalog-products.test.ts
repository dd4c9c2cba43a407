import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductRecord } from '#features/catalog/domain/catalog-rows.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import { gatewayForFile } from './accounts-support.ts';
import {
  institutionOf,
  institutionSeeds,
  listOrder,
  offeredProducts,
  productSeed,
  productSeeds,
  seededProductId,
  topOrder,
} from './catalog-support.ts';
import { publicPostOk } from './public-post.ts';

const h = gatewayForFile();
/** Applications submitted for each product (by name) by the demo seed's history, read from the applications table. */
let submitted: Map<string, number>;

beforeAll(async () => {
  const rows = await h.database.db
    .selectFrom('loan_application as a')
    .innerJoin('loan_product as p', 'p.id', 'a.product_id')
    .select(['p.product_name', (eb) => eb.fn.countAll<string>().as('submitted')])
    .groupBy('p.product_name')
    .execute();
  submitted = new Map(rows.map((row) => [row.product_name, Number(row.submitted)]));
});

const list = (body: object) => publicPostOk<Page<ProductRecord>>(h.app, '/loan/product/pc/list', body);

/** Names of every offered product matching the filter, in the list's order (the seed has fewer than 50). */
async function listNames(filter: object): Promise<string[]> {
  const page = await list({ ...filter, pageSize: 50 });
  expect(page.total).toBe(page.records.length);
  return page.records.map((record) => record.productName);
}

const productId = (name: string) => seededProductId(h.database.db, name);

async function detail(id: number | string) {
  const res = await request(h.app).post(`/api/loan/product/pc/detail?id=${id}`);
  expect(res.status).toBe(200);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as ProductDetail | null;
}

describe('POST /loan/product/pc/list', () => {
  it('offers only products on shelf of institutions in service, in order of top weight, then newest', async () => {
    const names = await listNames({});
    expect(names).toEqual(listOrder(offeredProducts));
    const removed = productSeeds.filter((product) => !product.onShelf);
    const ofDisabled = productSeeds.filter((product) => product.onShelf && !institutionOf(product).ifNormal);
    expect(removed.length).toBeGreaterThanOrEqual(3);
    expect(ofDisabled.length).toBeGreaterThanOrEqual(1);
    for (const product of [...removed, ...ofDisabled]) expect(names).not.toContain(product.productName);
  });

  it('answers every field of a record, numbers as numbers', async () => {
    const page = await list({ keyword: '粤秀税信贷' });
    expect(page.records).toHaveLength(1);
    const record = page.records[0];
    expect(record).toEqual({
      id: await productId('粤秀税信贷'),
      productName: '粤秀税信贷',
      productType: 1,
      orgId: expect.any(Number),
      orgName: '粤秀示范农商银行',
      orgLogo: expect.stringMatching(/^\/zzzttt\/logo\/[0-9a-f]{16}\.svg$/),
      productLogo: expect.stringMatching(/^\/zzzttt\/logo\/[0-9a-f]{16}\.svg$/),
      guaranteeMethod: '4',
      repayMethod: '1,3',
      minAmount: 10,
      maxAmount: 300,
      rateMin: 3.45,
      rateMax: 4.8,
      minPeriod: 3,
      maxPeriod: 36,
      summary: productSeed('粤秀税信贷').summary,
      applyCount: productSeed('粤秀税信贷').applyCount + (submitted.get('粤秀税信贷') ?? 0),
    });
    expect(record?.productLogo).not.toBe(record?.orgLogo);
  });

  it('answers null bounds as null (case by case, no lower limit, term by agreement)', async () => {
    const [caseByCase] = (await list({ keyword: '越华投贷联动贷' })).records;
    expect(caseByCase).toMatchObject({ minAmount: null, maxAmount: null });
    const [byAgreement] = (await list({ keyword: '珠玑应急周转信托' })).records;
    expect(byAgreement).toMatchObject({ minPeriod: null, maxPeriod: null });
    const [noRate] = (await list({ keyword: '花城履约保函' })).records;
    expect(noRate).toMatchObject({ rateMin: null, rateMax: null, maxAmount: null, minAmount: 10 });
  });

  it.each([1, 2, 3, 4, 5])('guaranteeMethod %i keeps exactly the products that accept it', async (method) => {
    const names = await listNames({ guaranteeMethod: method });
    const expected = offeredProducts.filter((product) => product.guaranteeMethods.some((m) => m === method));
    expect(expected.length).toBeGreaterThan(0);
    expect(names).toEqual(listOrder(expected));
    const page = await list({ guaranteeMethod: method, pageSize: 50 });
    for (const record of page.records) expect(record.guaranteeMethod.split(',')).toContain(String(method));
  });

  it.each([1, 2, 3, 4, 5, 6])('productType %i keeps exactly the products of that type', async (type) => {
    const names = await listNames({ productType: type });
    const expected = offeredProducts.filter((product) => product.productType === type);
    expect(expected.length).toBeGreaterThan(0);
    expect(names).toEqual(listOrder(expected));
  });

  it('orgId keeps the products of that institution; a disabled institution has none listed', async () => {
    const orgs = await h.database.db.selectFrom('financial_org').select(['id', 'org_name']).execute();
    for (const seed of institutionSeeds) {
      const org = orgs.find((row) => row.org_name === seed.orgName);
      const names = await listNames({ orgId: org?.id });
      const expected = offeredProducts.filter((product) => product.org === seed.key);
      expect(names, seed.orgName).toEqual(listOrder(expected));
      if (!seed.ifNormal) expect(names).toEqual([]);
    }
    expect(await listNames({ orgId: 999_999 })).toEqual([]);
  });

  it('minAmount keeps products that can lend at least that much (no maximum counts as able)', async () => {
    const names = await listNames({ minAmount: 1000 });
    const expected = offeredProducts.filter((product) => product.maxAmount === null || product.maxAmount >= 1000);
    expect(names).toEqual(listOrder(expected));
    expect(names).toContain('粤秀园区厂房按揭贷');
    expect(names).not.toContain('粤秀税信贷');
  });

  it('maxAmount keeps products whose minimum is at most that (no minimum counts as fitting)', async () => {
    const names = await listNames({ maxAmount: 5 });
    const expected = offeredProducts.filter((product) => product.minAmount === null || product.minAmount <= 5);
    expect(names).toEqual(listOrder(expected));
    expect(names).toContain('岭南票据秒贴');
    expect(names).not.toContain('粤秀税信贷');
  });

  it('minAmount and maxAmount together keep products whose range overlaps, decimals included', async () => {
    const names = await listNames({ minAmount: 2000.5, maxAmount: '2500.25' });
    const expected = offeredProducts.filter(
      (product) =>
        (product.maxAmount === null || product.maxAmount >= 2000.5) &&
        (product.minAmount === null || product.minAmount <= 2500.25),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(names).toEqual(listOrder(expected));
  });

  it.each([1, 48, 180])('loanPeriod %i keeps products whose term range contains it', async (months) => {
    const names = await listNames({ loanPeriod: months });
    const expected = offeredProducts.filter(
      (product) =>
        (product.minPeriod === null || product.minPeriod <= months) &&
        (product.maxPeriod === null || product.maxPeriod >= months),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(names).toEqual(listOrder(expected));
    expect(names).toContain('珠玑应急周转信托');
  });

  it('keyword of two Chinese characters matches product and institution names', async () => {
    const names = await listNames({ keyword: '担保' });
    const expected = offeredProducts.filter(
      (product) => product.productName.includes('担保') || institutionOf(product).orgName.includes('担保'),
    );
    expect(names).toEqual(listOrder(expected));
    expect(names).toContain('花城履约保函');
  });

  it('keyword matches the institution name alone', async () => {
    const names = await listNames({ keyword: '示范农商' });
    expect(names).toEqual(listOrder(offeredProducts.filter((product) => product.org === 'yuexiu-rcb')));
  });

  it('keyword of three or more characters, case-insensitive, trimmed', async () => {
    expect(await listNames({ keyword: ' 信用贷 ' })).toEqual(
      listOrder(offeredProducts.filter((product) => product.productName.includes('信用贷'))),
    );
    expect(await listNames({ keyword: 'E贷' })).toEqual(['岭南链e贷']);
  });

  it('keyword takes LIKE wildcards and SQL literally', async () => {
    for (const keyword of ['%', '_', '\\', "' OR '1'='1", '贷%', '"; DROP TABLE loan_product; --']) {
      expect(await listNames({ keyword }), keyword).toEqual([]);
    }
    expect((await list({})).total).toBe(offeredProducts.length);
  });

  it('combines filters with AND', async () => {
    const names = await listNames({ guaranteeMethod: 4, productType: 1, loanPeriod: 24, keyword: '贷' });
    const expected = offeredProducts.filter(
      (product) =>
        product.guaranteeMethods.some((m) => m === 4) &&
        product.productType === 1 &&
        (product.minPeriod ?? 0) <= 24 &&
        (product.maxPeriod ?? 600) >= 24 &&
        (product.productName.includes('贷') || institutionOf(product).orgName.includes('贷')),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(names).toEqual(listOrder(expected));
  });

  it('pages: total, distinct consecutive pages, a short last page and an empty page beyond', async () => {
    const order = listOrder(offeredProducts);
    const first = await list({ pageNum: 1, pageSize: 5 });
    const second = await list({ pageNum: 2, pageSize: 5 });
    expect(first).toMatchObject({ total: order.length, pageNum: 1, pageSize: 5 });
    expect(first.records.map((r) => r.productName)).toEqual(order.slice(0, 5));
    expect(second.records.map((r) => r.productName)).toEqual(order.slice(5, 10));
    const lastPage = Math.ceil(order.length / 5);
    const last = await list({ pageNum: lastPage, pageSize: 5 });
    expect(last.records.map((r) => r.productName)).toEqual(order.slice((lastPage - 1) * 5));
    const beyond = await list({ pageNum: lastPage + 1, pageSize: 5 });
    expect(beyond).toMatchObject({ records: [], total: order.length });
  });

  it('defaults to page 1 of 10 and accepts pageSize 1 and 50', async () => {
    const page = await list({});
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(page.records).toHaveLength(10);
    expect((await list({ pageSize: 1 })).records).toHaveLength(1);
    expect((await list({ pageSize: 50 })).records).toHaveLength(Math.min(50, offeredProducts.length));
  });

  it('reads numbers sent as text, a form-encoded body, and blank values as not given', async () => {
    const asText = await list({ guaranteeMethod: '2', pageSize: '3', keyword: '' });
    const form = await request(h.app)
      .post('/api/loan/product/pc/list')
      .type('form')
      .send('guaranteeMethod=2&pageSize=3&productType=&keyword=');
    expect(form.body.code).toBe(0);
    expect(form.body.data).toEqual(asText);
    expect(asText.records.map((r) => r.productName)).toEqual(
      listOrder(offeredProducts.filter((p) => p.guaranteeMethods.some((m) => m === 2))).slice(0, 3),
    );
  });
});

describe('POST /loan/product/pc/detail', () => {
  it('answers the product with its detail texts and orgIfNormal true', async () => {
    const seed = productSeed('越华知识产权质押贷');
    const product = await detail(await productId(seed.productName));
    expect(product).toMatchObject({
      productName: seed.productName,
      orgName: '越华示范科技银行',
      productType: 1,
      guaranteeMethod: '2',
      repayMethod: '3,7',
      minAmount: 50,
      maxAmount: 2000,
      introduction: seed.introduction.join('\n'),
      conditions: seed.conditions.join('\n'),
      materials: seed.materials.join('\n'),
      orgIfNormal: true,
    });
    expect(product?.introduction.split('\n').length).toBeGreaterThanOrEqual(2);
    expect(product?.conditions.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(product?.materials.split('\n').length).toBeGreaterThanOrEqual(3);
  });

  it('answers a product of a disabled institution with orgIfNormal false', async () => {
    const product = await detail(await productId('东山社区商户贷'));
    expect(product).toMatchObject({ productName: '东山社区商户贷', orgName: '东山示范村镇银行', orgIfNormal: false });
  });

  it('answers data null for a removed product and for an unknown id', async () => {
    const removed = productSeeds.filter((product) => !product.onShelf);
    for (const product of removed) expect(await detail(await productId(product.productName))).toBeNull();
    expect(await detail(999_999)).toBeNull();
  });
});

describe('POST /loan/product/pc/topList', () => {
  async function top(query: string): Promise<ProductRecord[]> {
    const res = await request(h.app).post(`/api/loan/product/pc/topList${query}`);
    expect(res.status).toBe(200);
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data;
  }
  const names = (records: ProductRecord[]) => records.map((record) => record.productName);

  it('answers 6 offered products by default, best first', async () => {
    expect(names(await top(''))).toEqual(topOrder(offeredProducts, submitted).slice(0, 6));
  });

  it('answers size products, and every offered product for size 50', async () => {
    expect(names(await top('?size=3'))).toEqual(topOrder(offeredProducts, submitted).slice(0, 3));
    const all = names(await top('?size=50'));
    expect(all).toEqual(topOrder(offeredProducts, submitted).slice(0, 50));
    expect(all).not.toContain('东山社区商户贷');
    expect(all).not.toContain('流花节日备货贷');
  });

  it('filters by guarantee method and by product name', async () => {
    expect(names(await top('?size=50&guaranteeMethod=1'))).toEqual(
      topOrder(
        offeredProducts.filter((product) => product.guaranteeMethods.some((m) => m === 1)),
        submitted,
      ),
    );
    expect(names(await top(`?size=50&productName=${encodeURIComponent('保理')}`))).toEqual(
      topOrder(
        offeredProducts.filter((product) => product.productName.includes('保理')),
        submitted,
      ),
    );
    const both = await top(`?size=50&guaranteeMethod=5&productName=${encodeURIComponent('白云')}`);
    expect(names(both)).toEqual(['白云设备直租', '白云新能源车辆租赁']);
    expect(await top(`?productName=${encodeURIComponent('示范农商')}`)).toEqual([]);
  });

  it('answers records of the list shape', async () => {
    const [best] = await top('?size=1');
    const [same] = (await list({ keyword: best?.productName })).records;
    expect(best).toEqual(same);
  });
});
