import { GatewayCode } from '@sme/contract/codes';
import type { ErrorCode } from '../../../apps/graph/src/errors/error-codes.ts';
import type { GraphQLBody } from '../support/graphql-request.ts';

/**
 * What one call answers, in the access matrix's words: `ok` (data, no error), `empty` (no error, and the field is
 * null, false, 0, an empty list or a page of none: what the contract answers someone with nothing to see), or the
 * error's `extensions.code` (apps/graph/src/errors/error-table.ts), with two business refusals named apart because
 * they are about access: CERTIFICATION_REQUIRED (gateway code -5004, or -5005 where the call also needs the face
 * check) and NOT_FOUND (any "no such thing, or not
 * yours" gateway code — one answer, so nobody learns what exists).
 */
export type AnswerKind =
  | 'ok'
  | 'empty'
  | 'CERTIFICATION_REQUIRED'
  | Extract<ErrorCode, 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'BUSINESS_ERROR'>;

/** The gateway's "no such thing, or not the caller's" codes. */
const NOT_FOUND_CODES: ReadonlySet<number> = new Set([
  GatewayCode.NO_SUCH_OBJECT,
  GatewayCode.FILE_NOT_FOUND,
  GatewayCode.APPLICATION_NOT_FOUND,
  GatewayCode.MANAGER_NOT_FOUND,
  GatewayCode.ORG_PRODUCT_NOT_FOUND,
  GatewayCode.CONTENT_NOT_FOUND,
  GatewayCode.ZONE_NOT_FOUND,
  GatewayCode.PRODUCT_CLASS_NOT_FOUND,
  GatewayCode.INDUSTRY_NOT_FOUND,
  // Issue 22, slice subsidy.
  GatewayCode.SUBSIDY_CLAIM_NOT_FOUND,
]);

/** null, false, 0, [], a page of none, or an object whose every selected field is one of those. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === false || value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const { __typename: _, ...fields } = value as Record<string, unknown>;
    if ('total' in fields) return fields.total === 0;
    const values = Object.values(fields);
    return values.length > 0 && values.every(isEmpty);
  }
  return false;
}

/** The kind of a GraphQL answer for `field` (the operation's only root field); raw text for anything else. */
export function answerKind(body: GraphQLBody<Record<string, unknown>>, field: string): AnswerKind | string {
  const error = body.errors?.[0];
  if (error) {
    const { code, gatewayCode } = error.extensions as { code: string; gatewayCode?: number };
    if (gatewayCode === GatewayCode.CERTIFICATION_REQUIRED || gatewayCode === GatewayCode.FACE_CHECK_REQUIRED) {
      return 'CERTIFICATION_REQUIRED';
    }
    if (code === 'FILE_NOT_FOUND' || (gatewayCode !== undefined && NOT_FOUND_CODES.has(gatewayCode)))
      return 'NOT_FOUND';
    return code;
  }
  if (!body.data || !(field in body.data)) return `no data: ${JSON.stringify(body)}`;
  return isEmpty(body.data[field]) ? 'empty' : 'ok';
}
