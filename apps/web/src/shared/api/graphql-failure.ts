import type { CombinedGraphQLErrors } from '@apollo/client/errors';
import { hasChinese } from '@sme/ui/failure-texts';
import { apolloErrorKind, reactionToFailure } from './failure';

// Apollo's `CombinedGraphQLErrors.is`, without Apollo's code in the first load (the brand check of failure.ts).
const isGraphQLErrors = (error: unknown): error is CombinedGraphQLErrors =>
  apolloErrorKind(error) === 'CombinedGraphQLErrors';

/** The gateway's envelope code behind a BUSINESS_ERROR (a value of GatewayCode), or null for any other failure. */
export function gatewayCodeOf(error: unknown): number | null {
  if (!isGraphQLErrors(error)) return null;
  for (const graphQLError of error.errors) {
    const code = graphQLError.extensions?.gatewayCode;
    if (graphQLError.extensions?.code === 'BUSINESS_ERROR' && typeof code === 'number') return code;
  }
  return null;
}

/**
 * The message a flow shows for a failure it handles itself: the server's Chinese message for a refused request
 * or a bad argument, else `fallback` (spec §8: "the server message or …").
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isGraphQLErrors(error)) {
    const refused = error.errors.find((graphQLError) => {
      const code = graphQLError.extensions?.code;
      return code === 'BUSINESS_ERROR' || code === 'BAD_USER_INPUT';
    });
    if (refused && hasChinese(refused.message)) return refused.message;
  }
  return fallback;
}

/** True when the failure ended the session: the request layer is already logging out, the flow just stops. */
export function endedSession(error: unknown): boolean {
  return reactionToFailure(error).kind === 'session-ended';
}
