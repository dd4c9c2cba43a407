import { GatewayCode } from '@sme/contract/codes';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  GatewayBusinessError,
  GatewayHttpError,
  GatewayProtocolError,
  GatewayTimeoutError,
  GatewayUnavailableError,
} from '#upstream/upstream-errors.ts';
import { mapError } from './error-table.ts';
import { InvalidArgumentError } from './invalid-argument-error.ts';
import { QueryLimitError } from './query-limit-error.ts';

/** How graphql-js hands a resolver's error to formatError: wrapped, with the original in originalError. */
function thrownByResolver(error: Error): GraphQLError {
  return new GraphQLError(error.message, { originalError: error, path: ['products'] });
}

/** How Apollo reports errors it raises itself: a GraphQLError with its code in extensions. */
function apolloError(code: string, message: string, originalError?: Error): GraphQLError {
  return new GraphQLError(message, { extensions: { code }, ...(originalError ? { originalError } : {}) });
}

describe('error table', () => {
  it('maps a non-zero envelope to BUSINESS_ERROR with the gateway code and its message', () => {
    const mapped = mapError(thrownByResolver(new GatewayBusinessError(GatewayCode.BAD_PARAMS, '每页条数不能大于50')));
    expect(mapped).toEqual({
      message: '每页条数不能大于50',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.BAD_PARAMS },
    });
  });

  it('gives an envelope error without a message a generic Chinese one', () => {
    expect(mapError(new GatewayBusinessError(-2, '')).message).toBe('请求失败，请稍后再试');
  });

  it('maps HTTP 403 to UNAUTHENTICATED (session ended or expired, spec §8)', () => {
    const mapped = mapError(thrownByResolver(new GatewayHttpError(403, '/x')));
    expect(mapped.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    expect(mapped.message).toBe('账号已在其他地方登录或登录已过期，请重新登录');
  });

  it('maps HTTP 401 to FORBIDDEN (no permission, spec §8)', () => {
    const mapped = mapError(thrownByResolver(new GatewayHttpError(401, '/x')));
    expect(mapped.extensions).toEqual({ code: 'FORBIDDEN' });
    expect(mapped.message).toBe('暂无权限，请联系管理员');
  });

  it('maps a timeout, and a proxy 504, to GATEWAY_TIMEOUT logged as a warning', () => {
    for (const error of [new GatewayTimeoutError('/x'), new GatewayHttpError(504, '/x')]) {
      const mapped = mapError(thrownByResolver(error));
      expect(mapped).toEqual({
        message: '服务响应超时，请稍后再试',
        extensions: { code: 'GATEWAY_TIMEOUT' },
        log: 'warn',
      });
    }
  });

  it('maps refused, unresolvable or reset connections, and a proxy 502/503, to GATEWAY_UNAVAILABLE', () => {
    const errors = [
      new GatewayUnavailableError('/x', 'ECONNREFUSED'),
      new GatewayUnavailableError('/x', 'ENOTFOUND'),
      new GatewayUnavailableError('/x', 'ECONNRESET'),
      new GatewayHttpError(502, '/x'),
      new GatewayHttpError(503, '/x'),
    ];
    for (const error of errors) {
      expect(mapError(thrownByResolver(error))).toEqual({
        message: '服务暂时不可用，请稍后再试',
        extensions: { code: 'GATEWAY_UNAVAILABLE' },
        log: 'warn',
      });
    }
  });

  it("maps the gateway's database outage (-1505) to GATEWAY_UNAVAILABLE with the gateway's message", () => {
    const mapped = mapError(
      thrownByResolver(new GatewayBusinessError(GatewayCode.DATABASE_UNAVAILABLE, '系统繁忙，请稍后再试')),
    );
    expect(mapped).toEqual({
      message: '系统繁忙，请稍后再试',
      extensions: { code: 'GATEWAY_UNAVAILABLE', gatewayCode: GatewayCode.DATABASE_UNAVAILABLE },
      log: 'warn',
    });
  });

  it('maps an argument refused by the graph to BAD_USER_INPUT with its message and argument', () => {
    const mapped = mapError(thrownByResolver(new InvalidArgumentError('关键词不能超过50个字符', 'filter.keyword')));
    expect(mapped).toEqual({
      message: '关键词不能超过50个字符',
      extensions: { code: 'BAD_USER_INPUT', argument: 'filter.keyword' },
    });
  });

  it('maps a query over a graphql-armor limit to QUERY_TOO_COMPLEX, also when Apollo wraps it', () => {
    const limit = new QueryLimitError('查询嵌套层级过深，最多允许 8 层', 'depth');
    const wrapped = apolloError('GRAPHQL_VALIDATION_FAILED', limit.message, limit);
    expect(mapError(wrapped)).toEqual({
      message: '查询嵌套层级过深，最多允许 8 层',
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'depth' },
    });
  });

  it('maps the graphql-js token limit to QUERY_TOO_COMPLEX', () => {
    const error = apolloError(
      'GRAPHQL_PARSE_FAILED',
      'Syntax Error: Document contains more that 2000 tokens. Parsing aborted.',
    );
    expect(mapError(error).extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'tokens' });
  });

  it('keeps Apollo codes for malformed queries and explains them in Chinese', () => {
    expect(mapError(apolloError('GRAPHQL_PARSE_FAILED', 'Syntax Error: Expected Name, found <EOF>.'))).toEqual({
      message: '查询语句有语法错误：Syntax Error: Expected Name, found <EOF>.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect(mapError(apolloError('GRAPHQL_VALIDATION_FAILED', 'Cannot query field "x" on type "Query".'))).toEqual({
      message: '查询语句不符合接口定义：Cannot query field "x" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(mapError(apolloError('BAD_USER_INPUT', 'Variable "$id" of required type "ID!" was not provided.'))).toEqual({
      message: '参数不正确：Variable "$id" of required type "ID!" was not provided.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(mapError(apolloError('BAD_REQUEST', 'GraphQL operations must contain a non-empty `query`.'))).toEqual({
      message: '请求不正确：GraphQL operations must contain a non-empty `query`.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(mapError(apolloError('OPERATION_RESOLUTION_FAILURE', 'Unknown operation named "x".')).extensions).toEqual({
      code: 'OPERATION_RESOLUTION_FAILURE',
    });
    expect(mapError(apolloError('PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound'))).toEqual({
      message: '持久化查询不存在，请发送完整的查询语句',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    expect(mapError(apolloError('PERSISTED_QUERY_NOT_SUPPORTED', 'PersistedQueryNotSupported'))).toEqual({
      message: '不支持持久化查询',
      extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
    });
  });

  it('recognises Apollo errors by shape, since another copy of graphql may have built them', () => {
    const foreign = Object.assign(new Error('Syntax Error: Unexpected "}".'), {
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect(mapError(foreign).extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
    const wrapper = Object.assign(new Error('wrapped'), {
      extensions: {},
      originalError: new GatewayTimeoutError('/x'),
    });
    expect(mapError(wrapper).extensions).toEqual({ code: 'GATEWAY_TIMEOUT' });
  });

  it('says in Chinese that introspection is off', () => {
    const error = apolloError(
      'GRAPHQL_VALIDATION_FAILED',
      'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type.',
    );
    expect(mapError(error).message).toBe('当前环境不允许内省查询');
  });

  it('hides everything else behind INTERNAL_SERVER_ERROR and a generic message, logged as an error', () => {
    const failures = [
      new TypeError("Cannot read properties of undefined (reading 'records')"),
      new GatewayProtocolError(200, '/x', '<html>'),
      new GatewayHttpError(500, '/x'),
      new GraphQLError('Cannot return null for non-nullable field Product.name.'),
      'a thrown string',
    ];
    for (const failure of failures) {
      const mapped = mapError(failure instanceof Error ? thrownByResolver(failure) : failure);
      expect(mapped).toEqual({
        message: '服务器繁忙，请稍后再试',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
        log: 'error',
      });
    }
  });
});
