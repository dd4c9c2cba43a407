import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const AGREEMENT_TEXTS = {
  loading: '加载中…',
  failed: '获取协议内容失败',
  failedTryLater: '获取协议内容失败，请稍后再试',
} as const;

/**
 * Spec §8 agreement pages: a refused or unknown agreement says 获取协议内容失败; a network failure, timeout or
 * outage adds 请稍后再试.
 */
export function agreementFailureText(error: unknown): string {
  const refused =
    CombinedGraphQLErrors.is(error) &&
    error.errors.every((graphQLError) => {
      const code = graphQLError.extensions?.code;
      return code === 'BUSINESS_ERROR' || code === 'BAD_USER_INPUT';
    });
  return refused ? AGREEMENT_TEXTS.failed : AGREEMENT_TEXTS.failedTryLater;
}
