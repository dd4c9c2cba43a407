import { describe, expect, it } from 'vitest';
import { graphqlRuntime } from './graphql-runtime.ts';
import { sizedCostRule } from './sized-cost.ts';

const { buildSchema, parse, validate } = graphqlRuntime;

const schema = buildSchema(`
  input PageInput { pageNum: Int = 1, pageSize: Int = 10 }
  type Item { id: ID!, name: String!, tags: [Tag!]! }
  type Tag { code: Int!, label: String! }
  type Query {
    relatedProducts(productIds: [ID!]!, size: Int = 4): [Item!]!
    items(page: PageInput): [Item!]!
    one: Item
  }
`);

/** The sized cost of a query, read back through the rule's refusal threshold (the smallest maxCost it passes). */
function cost(query: string, variables: Record<string, unknown> = {}): number {
  const document = parse(query);
  let low = 0;
  let high = 1_000_000;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const refused = validate(schema, document, [sizedCostRule(middle, variables)]).length > 0;
    if (refused) low = middle + 1;
    else high = middle;
  }
  return low;
}

describe('sized cost', () => {
  it('multiplies a field by its size argument, its default included, bounded by the gateway maximum', () => {
    // An item: object 2 + id 1 + name 1 = 4.
    expect(cost('{ one { id name } }')).toBe(4);
    expect(cost('{ relatedProducts(productIds: ["1"]) { id name } }')).toBe(4 * 4);
    expect(cost('{ relatedProducts(productIds: ["1"], size: 20) { id name } }')).toBe(4 * 20);
    expect(cost('{ relatedProducts(productIds: ["1"], size: 500) { id name } }')).toBe(4 * 20);
  });

  it('counts page.pageSize, sent or defaulted, and a size sent as a variable', () => {
    expect(cost('{ items { id } }')).toBe(3 * 10);
    expect(cost('{ items(page: { pageSize: 50 }) { id } }')).toBe(3 * 50);
    expect(cost('query ($page: PageInput) { items(page: $page) { id } }', { page: { pageSize: 2 } })).toBe(3 * 2);
    expect(cost('query ($size: Int) { relatedProducts(productIds: ["1"], size: $size) { id } }', { size: 7 })).toBe(21);
  });

  it('counts a list argument by its length and nested lists through fragments', () => {
    const ids = JSON.stringify(Array.from({ length: 30 }, (_, index) => String(index + 1)));
    expect(cost(`{ relatedProducts(productIds: ${ids}, size: 1) { id } }`)).toBe(3 * 30);
    const nested = 'fragment F on Item { tags { code } } { items(page: { pageSize: 5 }) { ...F } }';
    // An item: 2 + tags (2 + code 1) = 5, times 5.
    expect(cost(nested)).toBe(25);
  });

  it('counts 15 aliases of relatedProducts(size: 20) as 300 items and refuses them over maxCost', () => {
    const aliases = Array.from(
      { length: 15 },
      (_, index) => `a${index}: relatedProducts(productIds: ["50"], size: 20) { id name tags { code label } }`,
    );
    const query = `{ ${aliases.join(' ')} }`;
    // An item: 2 + id + name + tags (2 + 2) = 8; plain counting would say 15 × 8 = 120.
    expect(cost(query)).toBe(15 * 20 * 8);
    const [error] = validate(schema, parse(query), [sizedCostRule(2000, {})]);
    expect(error?.message).toBe('查询过于复杂，请减少查询的字段、数量或层级');
  });
});
