import { type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readsOnlyPublicCatalogue, requestKey } from './answer-cache.ts';
import { AnswerStore } from './answer-store.ts';
import { CatalogueFreshness } from './catalogue-freshness.ts';
import { gatewayCallStarted, type RequestReads, requestReads } from './gateway-reads.ts';

function operation(source: string): OperationDefinitionNode {
  const definition = parse(source).definitions[0];
  if (definition?.kind !== 'OperationDefinition') throw new Error('no operation');
  return definition;
}

function liveAt(version: string): CatalogueFreshness {
  const freshness = new CatalogueFreshness();
  freshness.feedAnswered(version, true, freshness.tick());
  return freshness;
}

describe('CatalogueFreshness', () => {
  it('serves nothing before the feed has answered, and nothing at another version', () => {
    const freshness = new CatalogueFreshness();
    expect(freshness.servable('7')).toBe(false);
    freshness.feedAnswered('7', true, freshness.tick());
    expect(freshness.servable('7')).toBe(true);
    expect(freshness.servable('6')).toBe(false);
  });

  it('serves nothing while the feed is not live (lost, or the gateway says it cannot hear changes)', () => {
    const freshness = liveAt('7');
    freshness.feedLost();
    expect(freshness.servable('7')).toBe(false);
    freshness.feedAnswered('7', false, freshness.tick());
    expect(freshness.servable('7')).toBe(false);
    freshness.feedAnswered('7', true, freshness.tick());
    expect(freshness.servable('7')).toBe(true);
  });

  it('moves to a newer version seen on a gateway answer before the feed reports it, never back', () => {
    const freshness = liveAt('7');
    freshness.observed('8', freshness.tick());
    expect(freshness.servable('7')).toBe(false);
    expect(freshness.servable('8')).toBe(true);
    freshness.feedAnswered('7', true, freshness.tick());
    expect(freshness.version).toBe('8');
  });

  it('after a mutation, waits for a version read that started after it ended (read-your-writes)', () => {
    const freshness = liveAt('7');
    freshness.mutationStarted();
    expect(freshness.servable('7')).toBe(false);
    const startedDuring = freshness.tick();
    freshness.mutationEnded();
    freshness.observed('7', startedDuring);
    expect(freshness.servable('7')).toBe(false);
    freshness.feedAnswered('7', true, startedDuring);
    expect(freshness.servable('7')).toBe(false);
    freshness.observed('7', freshness.tick());
    expect(freshness.servable('7')).toBe(true);
  });

  it('ignores a version that is not a number', () => {
    const freshness = liveAt('7');
    freshness.observed('x', freshness.tick());
    expect(freshness.version).toBe('7');
  });
});

describe('AnswerStore', () => {
  it('keeps the most recently used answers up to its capacity', () => {
    const store = new AnswerStore(2);
    const answer = (version: string) => ({ version, body: Buffer.from(version), headers: [], variants: new Map() });
    store.put('a', answer('1'));
    store.put('b', answer('1'));
    expect(store.get('a')?.version).toBe('1');
    store.put('c', answer('2'));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
    expect(store.size).toBe(2);
  });

  it('also keeps its bodies and keys within a byte budget', () => {
    const store = new AnswerStore(100, 1_000);
    const answer = (bytes: number) => ({ version: '1', body: Buffer.alloc(bytes), headers: [], variants: new Map() });
    store.put('a', answer(400));
    store.put('b', answer(400));
    expect(store.size).toBe(2);
    store.put('c', answer(400));
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(2);
    expect(store.bytes).toBe(804);
    store.put('b', answer(100));
    expect(store.bytes).toBe(504);
  });
});

describe('which operations may be kept', () => {
  it('takes queries whose root fields are all public catalogue fields', () => {
    expect(readsOnlyPublicCatalogue(operation('{ products { total } institutions { total } __typename }'))).toBe(true);
    expect(readsOnlyPublicCatalogue(operation('query Q($id: ID!) { product(id: $id) { id } lookups { x } }'))).toBe(
      true,
    );
  });

  it('refuses mutations, personal or statistics fields and fragments at the root', () => {
    expect(readsOnlyPublicCatalogue(operation('mutation { noop }'))).toBe(false);
    expect(readsOnlyPublicCatalogue(operation('{ products { total } me { id } }'))).toBe(false);
    expect(readsOnlyPublicCatalogue(operation('{ financingFigures { total } }'))).toBe(false);
    expect(readsOnlyPublicCatalogue(operation('{ ...F } fragment F on Query { products { total } }'))).toBe(false);
    expect(readsOnlyPublicCatalogue(operation('{ ... on Query { products { total } } }'))).toBe(false);
  });

  it('keys by the Accept header and the whole body; refuses batches, bodies without a query and huge bodies', () => {
    const body = { query: '{ products { total } }', variables: { a: 1 } };
    expect(requestKey('application/json', body)).not.toBe(requestKey('application/graphql-response+json', body));
    expect(requestKey(undefined, body)).not.toBe(requestKey(undefined, { ...body, variables: { a: 2 } }));
    expect(requestKey(undefined, { ...body, operationName: 'A' })).not.toBe(requestKey(undefined, body));
    expect(requestKey(undefined, [body])).toBeNull();
    expect(requestKey(undefined, { extensions: { persistedQuery: {} } })).toBeNull();
    expect(requestKey(undefined, { query: 'x'.repeat(20_000) })).toBeNull();
  });
});

describe('gateway reads of one request', () => {
  it('records catalogue versions, marks anything else, and confirms the version for the instance', () => {
    const freshness = liveAt('7');
    const reads: RequestReads = {
      freshness,
      versions: new Set(),
      other: false,
      publicCatalogue: true,
      hadErrors: false,
    };
    requestReads.run(reads, () => {
      gatewayCallStarted()('8');
      gatewayCallStarted()(undefined);
    });
    expect([...reads.versions]).toEqual(['8']);
    expect(reads.other).toBe(true);
    expect(freshness.version).toBe('8');
    expect(() => gatewayCallStarted()('9')).not.toThrow();
  });
});
