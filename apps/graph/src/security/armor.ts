import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { type QueryLimit, QueryLimitError } from '#errors/query-limit-error.ts';
import { QUERY_LIMITS } from './query-limits.ts';

/** Replaces armor's English rejection with a typed error carrying a Chinese message. */
function reject(limit: QueryLimit, message: string) {
  return [
    (context: ValidationContext | null, _rejection: GraphQLError) => {
      context?.reportError(new QueryLimitError(message, limit));
    },
  ];
}

/** graphql-armor's validation rules (depth, aliases, directives, cost) with our limits and messages. */
export function armorValidationRules(): ValidationRule[] {
  const { validationRules } = new ApolloArmor({
    maxDepth: {
      n: QUERY_LIMITS.maxDepth,
      // Depth is the fields' nesting: a fragment, spread or inline, adds none (armor's default counts a spread as two
      // levels, so composing masked fragments beside their components pushed real queries past the limit).
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: reject('depth', `查询嵌套层级过深，最多允许 ${QUERY_LIMITS.maxDepth} 层`),
    },
    maxAliases: {
      n: QUERY_LIMITS.maxAliases,
      propagateOnRejection: false,
      onReject: reject('aliases', `查询使用的别名过多，最多允许 ${QUERY_LIMITS.maxAliases} 个`),
    },
    maxDirectives: {
      n: QUERY_LIMITS.maxDirectives,
      propagateOnRejection: false,
      onReject: reject('directives', `查询使用的指令过多，最多允许 ${QUERY_LIMITS.maxDirectives} 个`),
    },
    // Armor's Apollo token plugin re-parses every document and turns any syntax error into HTTP 500; graphql-js
    // counts tokens itself while parsing (app.ts passes parseOptions.maxTokens), so this one stays off.
    maxTokens: { enabled: false },
    costLimit: {
      maxCost: QUERY_LIMITS.maxCost,
      propagateOnRejection: false,
      onReject: reject('cost', '查询过于复杂，请减少查询的字段或层级'),
    },
    // Apollo's hideSchemaDetailsFromClientErrors hides "Did you mean …" in production; development keeps the hints.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return validationRules;
}
