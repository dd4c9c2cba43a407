import fs from 'node:fs';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { armorValidationRules } from '../../apps/graph/src/security/armor.ts';
import { graphqlRuntime } from '../../apps/graph/src/security/graphql-runtime.ts';
import { QUERY_LIMITS } from '../../apps/graph/src/security/query-limits.ts';
import { sizedCostRule } from '../../apps/graph/src/security/sized-cost.ts';
import { generatedDocuments } from '../web-build/graphql-documents-plugin.ts';

const { buildSchema, specifiedRules, validate } = graphqlRuntime;

const root = path.resolve(import.meta.dirname, '../..');

const contract = buildSchema(
  fs
    .readdirSync(path.join(root, 'schema'))
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(root, 'schema', name), 'utf8'))
    .join('\n'),
);

/**
 * Every operation the portal and the workbench send passes the graph's validation as the graph runs it: graphql's
 * rules, armor's limits (depth, aliases, directives, cost) and the cost with list sizes counted (at the sizes' defaults:
 * the sizes a request sends are checked when it comes). A new fragment nested in another, or a wider page,
 * fails here rather than as 查询嵌套层级过深 in a user's browser.
 */
describe.each(['web', 'admin'] as const)("the %s app's operations", (app) => {
  const generated = fs.readFileSync(path.join(root, `apps/${app}/src/gql/graphql.ts`), 'utf8');
  const operations = [...generatedDocuments(generated)].filter(([name]) => name.endsWith('Document'));

  it('are there to check', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('pass the graph’s validation rules and query limits', () => {
    const refused = operations.flatMap(([name, json]) =>
      validate(contract, JSON.parse(json) as DocumentNode, [
        ...specifiedRules,
        ...armorValidationRules(),
        sizedCostRule(QUERY_LIMITS.maxCost, {}),
      ]).map((error) => `${name}: ${error.message}`),
    );
    expect(refused).toEqual([]);
  });
});
