/** Every `extensions.code` this service answers (schema/base.graphql describes them for clients). */
export type ErrorCode =
  | 'BUSINESS_ERROR'
  | 'FILE_NOT_FOUND'
  | 'NOT_FOUND'
  | 'FILE_REFUSED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'GATEWAY_TIMEOUT'
  | 'GATEWAY_UNAVAILABLE'
  | 'BAD_USER_INPUT'
  | 'QUERY_TOO_COMPLEX'
  | 'RATE_LIMITED'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'BAD_REQUEST'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  | 'OPERATION_RESOLUTION_FAILURE'
  | 'INTERNAL_SERVER_ERROR';

export const GENERIC_FAILURE_MESSAGE = '服务器繁忙，请稍后再试';
