import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from './support/graphql-request.ts';
import { type Gateway, type GraphUnderTest, startGateway, startGraph } from './support/platform.ts';

/** The attack run's cost findings: list sizes, gateway calls per operation and operations per client address. */

let gateway: Gateway;
let production: GraphUnderTest;
let capped: GraphUnderTest;
let limited: GraphUnderTest;

beforeAll(async () => {
  gateway = await startGateway();
  production = await startGraph(gateway.apiUrl, { config: { production: true } });
  capped = await startGraph(gateway.apiUrl, { config: { production: true, maxGatewayCalls: 3 } });
  limited = await startGraph(gateway.apiUrl, {
    config: { production: true, addressLimit: { units: 4, windowMs: 60_000 } },
  });
});

afterAll(async () => {
  await Promise.all([production, capped, limited].map((graph) => graph?.stop()));
  await gateway?.close();
});

/** The portal's product card (ProductSummary with its figures), as the related-products box asks for it. */
const CARD = `id name logo institutionName summary applyCount productType { code label } guaranteeMethods { code label }
  minAmount maxAmount rateMin rateMax minTerm maxTerm`;

const aliases = (count: number, field: (index: number) => string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field(index)}`).join(' ')} }`;

describe('the cost of a query counts list sizes', () => {
  it('refuses 15 aliases of relatedProducts(productIds: [50], size: 20) before any gateway call', async () => {
    const before = production.calls.length;
    const query = aliases(15, () => `relatedProducts(productIds: ["50"], size: 20) { ${CARD} }`);
    const { status, body } = await postGraphQL(production.app, query);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: '查询过于复杂，请减少查询的字段、数量或层级',
        extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'cost' },
      },
    ]);
    expect(production.calls.length).toBe(before);
  });

  it('counts a size sent in a variable as well', async () => {
    const query = `query Related($size: Int) ${aliases(15, () => `relatedProducts(productIds: ["50"], size: $size) { ${CARD} }`)}`;
    const big = await postGraphQL(production.app, query, { size: 20 });
    expect(big.status).toBe(400);
    expect(big.body.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
    expect((await postGraphQL(production.app, query, { size: 1 })).status).toBe(200);
  });

  it('runs the portal’s own lists at their largest page size', async () => {
    const products = await postGraphQL(
      production.app,
      `query ($page: PageInput) { products(page: $page) { total records { ${CARD} institution { id name } } } }`,
      { page: { pageNum: 1, pageSize: 50 } },
    );
    expect(products.status).toBe(200);
    expect(products.body.errors).toBeUndefined();
    const related = await postGraphQL(production.app, `{ relatedProducts(productIds: ["1"], size: 20) { ${CARD} } }`);
    expect(related.body.errors).toBeUndefined();
  });
});

describe('gateway calls per operation', () => {
  it('makes the first calls up to the cap and refuses the rest with a typed error, never sending them', async () => {
    const before = capped.calls.length;
    // product(id) is nullable: the refused fields are null and the first three keep their answers.
    const { status, body } = await postGraphQL(
      capped.app,
      aliases(5, (index) => `product(id: "${index + 1}") { id }`),
    );
    expect(status).toBe(200);
    expect(capped.calls.length - before).toBe(3);
    expect(Object.keys(body.data ?? {})).toHaveLength(5);
    expect(body.errors?.map((error) => error.path?.[0]).sort()).toEqual(['a3', 'a4']);
    for (const error of body.errors ?? []) {
      expect(error.message).toBe('本次查询需要调用的后台服务过多（最多 3 次），请减少查询的内容后重试');
      expect(error.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'gatewayCalls' });
    }
  });

  it('counts afresh for every operation', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { body } = await postGraphQL(
        capped.app,
        aliases(3, () => 'topProducts(size: 1) { id }'),
      );
      expect(body.errors).toBeUndefined();
    }
  });
});

describe('the per-address limit', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('refuses an address past its units with 429 and Retry-After, counting gateway calls, other addresses unaffected', async () => {
    const first = from('203.0.113.9');
    // 1 for the operation and 1 for its gateway call: two of these spend the 4 units.
    for (let round = 0; round < 2; round += 1) {
      const { status } = await postGraphQL(limited.app, '{ topProducts(size: 1) { id } }', undefined, first);
      expect(status).toBe(200);
    }
    const before = limited.calls.length;
    const refused = await postGraphQL(limited.app, '{ topProducts(size: 1) { id } }', undefined, first);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: '请求过于频繁，请稍后再试',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(Number(refused.body.errors?.[0]?.extensions.retryAfterSeconds)).toBeGreaterThan(0);
    expect(limited.calls.length).toBe(before);
    expect((await postGraphQL(limited.app, '{ ok }', undefined, from('203.0.113.10'))).status).toBe(200);
  });

  it('counts every IPv6 address of one /64 as one client', async () => {
    for (let host = 1; host <= 4; host += 1) {
      const { status } = await postGraphQL(limited.app, '{ ok }', undefined, from(`2001:db8:5:6::${host}`));
      expect(status).toBe(200);
    }
    const other = await postGraphQL(limited.app, '{ ok }', undefined, from('2001:db8:5:6:ffff::1'));
    expect(other.status).toBe(429);
    expect((await postGraphQL(limited.app, '{ ok }', undefined, from('2001:db8:5:7::1'))).status).toBe(200);
  });
});
