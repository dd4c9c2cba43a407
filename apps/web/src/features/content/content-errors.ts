import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The message of a NOT_FOUND failure (an unknown or withdrawn policy or article), or null for any other failure. */
export function missingContentMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const missing = error.errors.find((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND');
  return missing ? missing.message : null;
}

/** A route id that cannot name any policy or article: the page says so without asking the server. */
export function isContentId(id: string | undefined): id is string {
  return id !== undefined && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}
