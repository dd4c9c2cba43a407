import { GraphQLError } from 'graphql';

export type QueryLimit = 'depth' | 'aliases' | 'cost' | 'directives' | 'tokens';

/** A query refused by a graphql-armor limit before it runs. */
export class QueryLimitError extends GraphQLError {
  constructor(
    message: string,
    readonly limit: QueryLimit,
  ) {
    super(message);
    this.name = 'QueryLimitError';
  }
}
