import { describe, expect, it } from 'vitest';
import { armorValidationRules } from './armor.ts';
import { graphqlRuntime } from './graphql-runtime.ts';
import { QUERY_LIMITS } from './query-limits.ts';

const { buildSchema, parse, specifiedRules, validate } = graphqlRuntime;

/** A type that nests in itself, so that a query can be as deep as a test wants. */
const schema = buildSchema(`
  type Node { name: String!, child: Node }
  type Query { node: Node }
`);

const messagesOf = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, ...armorValidationRules()]).map((error) => error.message);

/** `{ node { child { … name } } }`: `depth` levels of fields, the last one `name`. */
const fieldsDeep = (depth: number) => `{ node { ${'child { '.repeat(depth - 2)}name${' }'.repeat(depth - 2)} } }`;

const DEPTH_REFUSED = `查询嵌套层级过深，最多允许 ${QUERY_LIMITS.maxDepth} 层`;

describe('the depth limit', () => {
  it('counts the fields: at the limit runs, one deeper is refused', () => {
    expect(messagesOf(fieldsDeep(QUERY_LIMITS.maxDepth))).toEqual([]);
    expect(messagesOf(fieldsDeep(QUERY_LIMITS.maxDepth + 1))).toEqual([DEPTH_REFUSED]);
  });

  it('adds nothing for fragments, spread or inline, around the same fields', () => {
    const spreads = `
      { node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { ... on Node { child { ...C } } } }
      fragment C on Node { child { ... on Node { child { ... on Node { child { name } } } } } }
    `;
    expect(messagesOf(spreads)).toEqual([]);
    const inline = `{ ${'... on Query { '.repeat(12)}node { name }${' }'.repeat(12)} }`;
    expect(messagesOf(inline)).toEqual([]);
  });

  it('still counts the fields a fragment brings', () => {
    const deeper = `
      { node { ...A } }
      fragment A on Node { child { child { child { child { ...B } } } } }
      fragment B on Node { child { child { child { name } } } }
    `;
    expect(messagesOf(deeper)).toEqual([DEPTH_REFUSED]);
  });

  it('answers fragments that spread each other with graphql’s own refusal, not a hang', () => {
    const cycle = '{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }';
    expect(messagesOf(cycle).some((message) => message.includes('Cannot spread fragment "A" within itself'))).toBe(
      true,
    );
  });
});
