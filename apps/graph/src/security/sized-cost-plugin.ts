import type { ApolloServerPlugin } from '@apollo/server';
import { QueryLimitError } from '#errors/query-limit-error.ts';
import { graphqlRuntime } from './graphql-runtime.ts';
import { COST_MESSAGE, sizedCostRule } from './sized-cost.ts';

const { getVariableValues, validate } = graphqlRuntime;

/**
 * Refuses an operation whose cost with list sizes counted (sized-cost.ts) is above maxCost, with the request's
 * variables and before any resolver runs: QUERY_TOO_COMPLEX, limit cost, HTTP 400 like armor's refusals.
 */
export function sizedCostPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const variables = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
          // Variables that do not fit their types are refused by execution before anything is fetched.
          if (!variables.coerced) return;
          const rule = sizedCostRule(maxCost, variables.coerced, operation.name?.value ?? null);
          if (validate(schema, document, [rule]).length > 0) throw new QueryLimitError(COST_MESSAGE, 'cost', 400);
        },
      };
    },
  };
}
