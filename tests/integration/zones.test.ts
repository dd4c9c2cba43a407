import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneSeeds } from '../../apps/gateway/src/seed/catalog/zones.data.ts';
import { postGraphQL, queryData } from './support/graphql-request.ts';
import { type Gateway, type GraphUnderTest, startGraphOverGateway, stopGraphOverGateway } from './support/platform.ts';

interface ProductItem {
  id: string;
  name: string;
  institutionName: string;
}
interface Page {
  records: ProductItem[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const ZONE = `query Zone($key: String!, $page: PageInput) {
  productZone(key: $key, page: $page) {
    key name slogan programme
    products { total pageNum pageSize records { id name institutionName } }
  }
}`;

let gateway: Gateway;
let graph: GraphUnderTest;
beforeAll(async () => {
  ({ gateway, graph } = await startGraphOverGateway());
});
afterAll(() => stopGraphOverGateway({ gateway, graph }));

async function zone(key: string, page?: { pageNum: number; pageSize: number }) {
  const data = await queryData<{
    productZone: { key: string; name: string; slogan: string; programme: string[]; products: Page };
  }>(graph.app, ZONE, { key, page });
  return data.productZone;
}

function callsTo(path: string) {
  return graph.calls.filter((call) => call.path === path);
}

describe('Query.productZone', () => {
  it.each([
    ['green', 'GET', '/loan/product/pc/green/list'],
    ['procure', 'GET', '/loan/product/pc/procure/list'],
    ['million', 'GET', '/loan/product/pc/million/list'],
    ['economy', 'POST', '/loan/product/pc/economy/area/list'],
    ['biomedicine', 'POST', '/loan/product/pc/specialList'],
    ['lendingcenter', 'POST', '/loan/product/pc/specialList'],
  ])('answers %s with its programme paragraphs and products through %s %s', async (key, method, path) => {
    const before = callsTo(path).length;
    const answer = await zone(key, { pageNum: 1, pageSize: 3 });
    const seed = zoneSeeds.find((candidate) => candidate.key === key);
    expect(answer).toMatchObject({ key, name: seed?.name, slogan: seed?.slogan, programme: seed?.programme });
    expect(answer.products.records).toHaveLength(3);
    expect(answer.products.total).toBeGreaterThanOrEqual(4);
    expect(answer.products.records[0]?.institutionName).toMatch(/示范/);
    const calls = callsTo(path);
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)?.method).toBe(method);
  });

  it('answers an unknown zone as a business error with the gateway code, a malformed key as bad input', async () => {
    const unknown = await postGraphQL(graph.app, ZONE, { key: 'nosuchzone' });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: '该专区不存在或已关闭',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.ZONE_NOT_FOUND },
    });
    const malformed = await postGraphQL(graph.app, ZONE, { key: 'Bad Key' });
    expect(malformed.body.errors?.[0]).toMatchObject({
      message: '专区标识格式不正确',
      extensions: { code: 'BAD_USER_INPUT', argument: 'key' },
    });
  });
});

describe('classes, related products and industries', () => {
  it('lists the classes with counts and previews, and a class page filtered by guarantee methods', async () => {
    const data = await queryData<{
      productClasses: { id: string; name: string; productCount: number; preview: ProductItem[] }[];
    }>(graph.app, 'query { productClasses(preview: 2) { id name productCount preview { id name } } }');
    expect(data.productClasses.length).toBeGreaterThanOrEqual(6);
    const credit = data.productClasses.find((productClass) => productClass.name === '信用贷款');
    expect(credit?.preview).toHaveLength(2);
    const detail = await queryData<{
      productClass: { productClass: { name: string; preview: ProductItem[] }; products: Page };
    }>(
      graph.app,
      `query Class($id: ID!) { productClass(id: $id, guaranteeMethods: [4], page: { pageSize: 50 }) {
        productClass { name preview { id } } products { total records { id name } } } }`,
      { id: credit?.id },
    );
    expect(detail.productClass.productClass).toEqual({ name: '信用贷款', preview: [] });
    expect(detail.productClass.products.total).toBeGreaterThan(0);
    expect(detail.productClass.products.total).toBeLessThanOrEqual(credit?.productCount ?? 0);
    const unknown = await postGraphQL(graph.app, 'query { productClass(id: "999999") { products { total } } }');
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ gatewayCode: GatewayCode.PRODUCT_CLASS_NOT_FOUND });
  });

  it('answers related products without the given ones, and an industry page', async () => {
    const biomedicine = await zone('biomedicine');
    const given = biomedicine.products.records[0]?.id ?? '';
    const related = await queryData<{ relatedProducts: ProductItem[] }>(
      graph.app,
      'query R($ids: [ID!]!) { relatedProducts(productIds: $ids, size: 5) { id name } }',
      { ids: [given] },
    );
    expect(related.relatedProducts).toHaveLength(5);
    expect(related.relatedProducts.map((product) => product.id)).not.toContain(given);
    const industry = await queryData<{ industryProducts: { industry: { name: string }; products: Page } }>(
      graph.app,
      'query { industryProducts(code: "biomedicine") { industry { name } products { total records { name } } } }',
    );
    expect(industry.industryProducts.industry.name).toBe('生物医药');
    expect(industry.industryProducts.products.total).toBeGreaterThan(0);
  });
});

describe('Mutation.signUpForFutures', () => {
  const SIGN_UP = 'mutation S($name: String!, $mobile: String!) { signUpForFutures(name: $name, mobile: $mobile) }';

  it('checks the form, keeps the sign-up and passes the per-mobile limit on as a business error', async () => {
    const bad = await postGraphQL(graph.app, SIGN_UP, { name: '王五', mobile: '12345' });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: '请输入正确的手机号',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noName = await postGraphQL(graph.app, SIGN_UP, { name: ' ', mobile: '13912340001' });
    expect(noName.body.errors?.[0]?.message).toBe('请输入姓名');

    for (let i = 0; i < 3; i++) {
      expect(await queryData(graph.app, SIGN_UP, { name: '王五', mobile: '139 1234 0001' })).toEqual({
        signUpForFutures: true,
      });
    }
    const row = await gateway.database.db
      .selectFrom('futures_sign_up')
      .select(['name', 'times'])
      .where('mobile', '=', '13912340001')
      .executeTakeFirst();
    expect(row).toEqual({ name: '王五', times: 3 });
    const limited = await postGraphQL(graph.app, SIGN_UP, { name: '王五', mobile: '13912340001' });
    expect(limited.body.errors?.[0]).toMatchObject({
      message: '报名过于频繁，请稍后再试',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.RATE_LIMITED },
    });
  });
});
