import { describe, expect, it } from 'vitest';
import { armorValidationRules } from '../../apps/graph/src/security/armor.ts';
import { graphqlRuntime } from '../../apps/graph/src/security/graphql-runtime.ts';
import { QUERY_LIMITS } from '../../apps/graph/src/security/query-limits.ts';
import { sizedCostRule } from '../../apps/graph/src/security/sized-cost.ts';
import { appOperations, contractSdl } from './contract-documents.ts';

const { buildSchema, specifiedRules, validate } = graphqlRuntime;

const contract = buildSchema(contractSdl());

/**
 * Every operation the portal and the workbench send passes the graph's validation as the graph runs it: graphql's
 * rules, armor's limits (depth, aliases, directives, cost) and the cost with list sizes counted (at the sizes' defaults:
 * the sizes a request sends are checked when it comes). A new fragment nested in another, or a wider page,
 * fails here rather than as 查询嵌套层级过深 in a user's browser.
 */
describe.each(['web', 'admin'] as const)("the %s app's operations", (app) => {
  const operations = appOperations(app);

  it('are there to check', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('pass the graph’s validation rules and query limits', () => {
    const refused = operations.flatMap(([name, document]) =>
      validate(contract, document, [
        ...specifiedRules,
        ...armorValidationRules(),
        sizedCostRule(QUERY_LIMITS.maxCost, {}),
      ]).map((error) => `${name}: ${error.message}`),
    );
    expect(refused).toEqual([]);
  });
});
