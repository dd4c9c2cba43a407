import type { TypePolicies } from '@apollo/client';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CACHE_TYPE_POLICIES as ADMIN_POLICIES } from '../../apps/admin/src/shared/api/cache-policies.ts';
import { CACHE_TYPE_POLICIES as WEB_POLICIES } from '../../apps/web/src/shared/api/cache-policies.ts';
import { appOperations, contractSdl } from '../graphql-documents/contract-documents.ts';
import { clobberedObjects, differingPairs, sharedObjects } from './shared-objects.ts';

const contract = buildSchema(contractSdl());

const placesOf = (objects: { place: string }[]) => objects.map((object) => object.place);

describe.each([
  ['web', WEB_POLICIES],
  ['admin', ADMIN_POLICIES],
] as const)("the %s app's Apollo cache", (app, policies) => {
  const shared = sharedObjects(
    contract,
    appOperations(app).map(([, document]) => document),
  );

  it('replaces no id-less object that another query reads with other fields', () => {
    expect(placesOf(clobberedObjects(shared, policies))).toEqual([]);
  });

  it('merges no type that no two queries read with different fields', () => {
    const needed = new Set(
      shared.filter((object) => differingPairs(object).length > 0).map((object) => object.typeName),
    );
    expect(Object.keys(policies).filter((type) => !needed.has(type))).toEqual([]);
  });
});

describe('finding the places', () => {
  const schema = buildSchema(`
    type Query { config: Config!, page(size: Int): Page!, product(id: ID!): Product }
    type Mutation { save: Config!, apply: Product! }
    type Config { hotline: String!, hours: String!, tags: [Tag!]! }
    type Tag { code: Int!, label: String! }
    type Page { total: Int!, records: [Product!]! }
    type Product { id: ID!, name: String!, status: Status!, steps: [Status!]! }
    type Status { code: Int!, label: String!, step: Int! }
  `);
  const find = (...texts: string[]) =>
    sharedObjects(
      schema,
      texts.map((text) => parse(text)),
    );
  const clobbered = (policies: TypePolicies, ...texts: string[]) =>
    placesOf(clobberedObjects(find(...texts), policies));

  it('finds two queries selecting different fields of a root object, unless its type merges', () => {
    const texts = ['query A { config { hotline } }', 'query B { config { hotline hours } }'];
    expect(clobbered({}, ...texts)).toEqual(['Query.config']);
    expect(clobbered({ Config: { merge: true } }, ...texts)).toEqual([]);
    expect(clobbered({ Query: { fields: { config: { merge: true } } } }, ...texts)).toEqual([]);
    expect(clobbered({}, 'query A { config { hotline } }', 'query B { config { hotline } }')).toEqual([]);
  });

  it('counts the fields a fragment spreads, inline or named', () => {
    const named = 'query A { config { ...Hours } } fragment Hours on Config { hours hotline }';
    expect(clobbered({}, named, 'query B { config { hotline hours } }')).toEqual([]);
    expect(clobbered({}, 'query A { config { ... on Config { hours } } }', 'query B { config { hotline } }')).toEqual([
      'Query.config',
    ]);
  });

  it('keeps apart arguments that differ as written, not those a variable may make equal', () => {
    expect(
      clobbered({}, 'query A { page(size: 5) { total } }', 'query B { page(size: 9) { records { id } } }'),
    ).toEqual([]);
    expect(
      clobbered(
        {},
        'query A { page(size: 5) { total } }',
        'query B($n: Int) { page(size: $n) { total records { id } } }',
      ),
    ).toEqual(['Query.page']);
    expect(clobbered({}, 'query A { page { total } }', 'query B { page(size: 9) { records { id } } }')).toEqual([]);
  });

  it("places an object under the nearest one with an id, also a mutation's answer", () => {
    const texts = [
      'query A { product(id: 1) { id status { code label step } } }',
      'mutation B { apply { id status { code } } }',
    ];
    expect(clobbered({}, ...texts)).toEqual(['Product.status']);
    expect(
      clobbered(
        {},
        'query A { product(id: 1) { name status { code } } }',
        'query B { product(id: 1) { status { code label } } }',
      ),
    ).toEqual(['Query.product', 'Query.product.status']);
  });

  it("leaves out what a mutation's root holds (nothing reads it back)", () => {
    expect(clobbered({}, 'query A { config { hotline hours } }', 'mutation B { save { hotline } }')).toEqual([]);
  });

  it('finds a list of id-less objects even when their type merges (Apollo replaces the list)', () => {
    const texts = ['query A { config { tags { code } } }', 'query B { config { tags { code label } } }'];
    expect(clobbered({ Config: { merge: true }, Tag: { merge: true } }, ...texts)).toEqual(['Query.config.tags']);
  });
});
