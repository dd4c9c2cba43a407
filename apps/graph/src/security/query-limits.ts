/** Limits a query must stay within before it runs; generous for the portal's real queries. */
export const QUERY_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2000,
  maxCost: 5000,
} as const;
