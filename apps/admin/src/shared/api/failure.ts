import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { COMMON_FAILURE_TEXTS, hasChinese } from '@sme/ui/failure-texts';

/** The workbench's Chinese texts for failures without a server message of their own (spec §8's wording). */
export const MESSAGES = {
  ...COMMON_FAILURE_TEXTS,
  sessionEnded: '登录已过期，请重新登录',
} as const;

/** True when the staff session is gone (UNAUTHENTICATED, or the gateway's HTTP 403 passed on by the graph). */
export function sessionEnded(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 403;
}

/** What to show for a failure: the gateway's own Chinese message when there is one, else a Chinese fallback. */
export function failureMessage(error: unknown): string {
  if (sessionEnded(error)) return MESSAGES.sessionEnded;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.extensions?.code === 'FORBIDDEN' && !hasChinese(first.message)) return MESSAGES.forbidden;
    if (first && hasChinese(first.message)) return first.message;
    return MESSAGES.generic;
  }
  if (error instanceof TypeError) return MESSAGES.network;
  return MESSAGES.generic;
}

/** The gateway's envelope code behind a BUSINESS_ERROR, or null. */
export function gatewayCodeOf(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const code = e.extensions?.gatewayCode;
    if (typeof code === 'number') return code;
  }
  return null;
}
