import { GraphQLError } from 'graphql';

export type QueryLimit = 'depth' | 'aliases' | 'cost' | 'directives' | 'tokens' | 'gatewayCalls';

/** A query refused by a limit before it runs (graphql-armor's rules, the sized cost). */
export class QueryLimitError extends GraphQLError {
  constructor(
    message: string,
    readonly limit: QueryLimit,
    /** The HTTP status when the refusal happens after validation (Apollo answers 500 for a plugin's error otherwise). */
    status?: number,
  ) {
    super(message, status ? { extensions: { http: { status } } } : undefined);
    this.name = 'QueryLimitError';
  }
}
