import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL } from './support/graphql-request.ts';
import { type Gateway, type GraphUnderTest, startGateway, startGraph } from './support/platform.ts';

let gateway: Gateway;
let development: GraphUnderTest;
let production: GraphUnderTest;

beforeAll(async () => {
  gateway = await startGateway();
  development = await startGraph(gateway.apiUrl, { config: { production: false } });
  production = await startGraph(gateway.apiUrl, { config: { production: true } });
});

afterAll(async () => {
  await development?.stop();
  await production?.stop();
  await gateway?.close();
});

/** `levels` inline fragments nested around `ok`. */
function nestedQuery(levels: number): string {
  return `{ ${'... on Query { '.repeat(levels)}ok${' }'.repeat(levels)} }`;
}

async function refusal(query: string) {
  const { status, body } = await postGraphQL(production.app, query);
  expect(status).toBe(400);
  expect(body.data).toBeUndefined();
  return body.errors?.[0];
}

describe('query limits (graphql-armor and the parser)', () => {
  it('counts depth in fields: fragments around them add none (the limit itself: apps/graph/src/security/armor.test.ts)', async () => {
    // The contract's schema nests no type in itself, so no query of its fields reaches the limit of 8.
    const { body } = await postGraphQL(production.app, nestedQuery(12));
    expect(body).toEqual({ data: { ok: true } });
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ok`).join(' ')} }`;
    expect((await postGraphQL(production.app, aliases(15))).status).toBe(200);
    expect(await refusal(aliases(16))).toEqual({
      message: '查询使用的别名过多，最多允许 15 个',
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'aliases' },
    });
  });

  it('refuses more than 20 directives', async () => {
    const directives = Array.from({ length: 21 }, () => '... on Query @include(if: true) { ok }').join(' ');
    expect((await refusal(`{ ${directives} }`))?.extensions).toEqual({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'directives',
    });
  });

  it('refuses a query that costs too much', async () => {
    const codes = Array.from({ length: 1200 }, () => 'code').join(' ');
    const query = `{ products { records { institution { institutionType { ${codes} } } } } }`;
    expect((await refusal(query))?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
  });

  it('refuses a document of more than 2000 tokens before validating it', async () => {
    const query = `{ ${Array.from({ length: 2100 }, () => 'ok').join(' ')} }`;
    expect(await refusal(query)).toMatchObject({
      message: '查询语句过长，最多允许 2000 个词法单元',
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'tokens' },
    });
  });

  it('never calls the gateway for a refused query', async () => {
    const before = production.calls.length;
    const hostile = `{ ${Array.from({ length: 16 }, (_, i) => `p${i}: products { total }`).join(' ')} }`;
    expect((await refusal(hostile))?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(production.calls.length).toBe(before);
  });
});

describe('production mode', () => {
  it('refuses introspection in Chinese', async () => {
    const error = await refusal('{ __schema { types { name } } }');
    expect(error).toMatchObject({
      message: '当前环境不允许内省查询',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('hides field suggestions', async () => {
    const error = await refusal('{ productz { total } }');
    expect(error?.message).toMatch(/^查询语句不符合接口定义：/);
    expect(error?.message).not.toContain('Did you mean');
  });

  it('serves no landing page on GET /graphql', async () => {
    const response = await request(production.app).get('/graphql').set('accept', 'text/html');
    expect(response.status).toBe(400);
    expect(response.text).not.toMatch(/<html/i);
  });
});

describe('development mode', () => {
  it('allows introspection', async () => {
    const { status, body } = await postGraphQL<{ __schema: { queryType: { name: string } } }>(
      development.app,
      '{ __schema { queryType { name } } }',
    );
    expect(status).toBe(200);
    expect(body.data?.__schema.queryType.name).toBe('Query');
  });

  it('serves Apollo Sandbox on GET /graphql', async () => {
    const response = await request(development.app).get('/graphql').set('accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('embeddable-sandbox');
  });

  it('answers errors without a stack trace', async () => {
    const { body } = await postGraphQL(development.app, '{ productz }');
    expect(JSON.stringify(body)).not.toContain('stacktrace');
  });
});

describe('HTTP protections', () => {
  it('blocks a simple GET request that could be a cross-site request (CSRF prevention)', async () => {
    const blocked = await request(production.app).get('/graphql').query({ query: '{ ok }' });
    expect(blocked.status).toBe(400);
    expect(blocked.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(blocked.body.errors[0].message).toMatch(/^请求不正确：/);
    const allowed = await request(production.app)
      .get('/graphql')
      .query({ query: '{ ok }' })
      .set('apollo-require-preflight', 'true');
    expect(allowed.body).toEqual({ data: { ok: true } });
  });

  it('refuses batched operations', async () => {
    const response = await request(production.app)
      .post('/graphql')
      .send([{ query: '{ ok }' }, { query: '{ ok }' }]);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses a body over the limit with 413 and malformed JSON with 400, both as GraphQL errors', async () => {
    const huge = await request(production.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: '{ ok }', variables: { padding: 'x'.repeat(200_000) } }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ errors: [{ message: '请求内容过大', extensions: { code: 'BAD_REQUEST' } }] });

    const malformed = await request(production.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send('{"query": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      errors: [{ message: '请求体不是合法的 JSON', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
