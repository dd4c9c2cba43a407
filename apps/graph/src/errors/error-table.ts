import { GatewayCode } from '@sme/contract/codes';
import { QUERY_LIMITS } from '#security/query-limits.ts';
import { GatewayCallCapError } from '#upstream/call-cap.ts';
import { STAFF_SESSION, StaffSessionEndedError } from '#upstream/staff-session-ended.ts';
import {
  GatewayBusinessError,
  GatewayHttpError,
  GatewayTimeoutError,
  GatewayUnavailableError,
} from '#upstream/upstream-errors.ts';
import { type ErrorCode, GENERIC_FAILURE_MESSAGE } from './error-codes.ts';
import { InvalidArgumentError } from './invalid-argument-error.ts';
import { QueryLimitError } from './query-limit-error.ts';
import { RateLimitedError } from './rate-limited-error.ts';

/** What a client sees of a failure, and how loudly the service logs it. */
export interface MappedError {
  message: string;
  extensions: { code: ErrorCode } & Record<string, unknown>;
  /** 'error' for failures that are our bug (the real error goes to the log only), 'warn' for an upstream outage. */
  log?: 'warn' | 'error';
}

/** One row: what it maps when the failure is the kind it is about, undefined otherwise. */
type ErrorRow = (error: unknown) => MappedError | undefined;

function row<E>(match: (error: unknown) => error is E, map: (error: E) => MappedError): ErrorRow {
  return (error) => (match(error) ? map(error) : undefined);
}

const isInstance =
  <E>(type: abstract new (...args: never[]) => E) =>
  (error: unknown): error is E =>
    error instanceof type;

const httpStatus =
  (...statuses: number[]) =>
  (error: unknown): error is GatewayHttpError =>
    error instanceof GatewayHttpError && statuses.includes(error.status);

/** A refusal of the gateway with that business code. */
const gatewayCode =
  (code: number) =>
  (error: unknown): error is GatewayBusinessError =>
    error instanceof GatewayBusinessError && error.gatewayCode === code;

/**
 * A GraphQLError recognised by shape, not by class: graphql ships both an ES module and a CommonJS build, and
 * Apollo Server, graphql-armor and this code do not all load the same one, so `instanceof GraphQLError` can miss.
 */
interface GraphQLErrorLike extends Error {
  extensions?: Record<string, unknown>;
  originalError?: unknown;
}

function isGraphQLErrorLike(error: unknown): error is GraphQLErrorLike {
  return error instanceof Error && typeof (error as GraphQLErrorLike).extensions === 'object';
}

/** Errors graphql-js and Apollo Server raise themselves before a resolver runs, recognised by their code. */
const apolloCode =
  (code: ErrorCode) =>
  (error: unknown): error is GraphQLErrorLike =>
    isGraphQLErrorLike(error) && error.extensions?.code === code;

const INTROSPECTION_DISABLED = /introspection/i;

/** A provincial login below L2: the gateway's data says where the person raises the level (spec §6). */
const provincialLevelTooLow = gatewayCode(GatewayCode.PROVINCIAL_LEVEL_TOO_LOW);

/** A short link that is unknown, malformed or expired (spec §8: the message, or 短链接不存在！). */
const shortLinkMissing = gatewayCode(GatewayCode.SHORT_LINK_NOT_FOUND);

/** The provider's identify and logout addresses of that data, http(s) only (they become browser navigations). */
function provincialAddresses(data: unknown): { identifyUrl?: string; logoutUrl?: string } {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const web = (value: unknown) => typeof value === 'string' && /^https?:\/\//i.test(value) && URL.canParse(value);
  return {
    ...(web(record.identifyUrl) ? { identifyUrl: record.identifyUrl as string } : {}),
    ...(web(record.logoutUrl) ? { logoutUrl: record.logoutUrl as string } : {}),
  };
}

/** The gateway's refusals of an uploaded file (type, content, size, archive, multipart): the user picks another file. */
const FILE_REFUSALS: ReadonlySet<number> = new Set([
  GatewayCode.FILE_TOO_LARGE,
  GatewayCode.FILE_EMPTY,
  GatewayCode.FILE_TYPE_REFUSED,
  GatewayCode.FILE_CONTENT_REFUSED,
  GatewayCode.FILE_ARCHIVE_REFUSED,
  GatewayCode.FILE_UPLOAD_MALFORMED,
]);

const fileRefused = (error: unknown): error is GatewayBusinessError =>
  error instanceof GatewayBusinessError && FILE_REFUSALS.has(error.gatewayCode);

/** A policy or article that is unknown or withdrawn: the page says so instead of a generic failure. */
const contentMissing = gatewayCode(GatewayCode.CONTENT_NOT_FOUND);

const fileNotFound = gatewayCode(GatewayCode.FILE_NOT_FOUND);

/** graphql-js stops parsing at parseOptions.maxTokens with a syntax error of its own (16.x spells it "more that"). */
const tokenLimitExceeded = (error: unknown): error is GraphQLErrorLike =>
  apolloCode('GRAPHQL_PARSE_FAILED')(error) && /Document contains more tha[nt] \d+ tokens/.test(error.message);

/** A row that passes a gateway refusal on as `code`: its message (`fallback` when it gave none) and its gateway code. */
function passedOn(
  match: (error: unknown) => error is GatewayBusinessError,
  code: ErrorCode,
  fallback: string,
  log?: MappedError['log'],
): ErrorRow {
  return row(match, (error) => ({
    message: error.gatewayMsg || fallback,
    extensions: { code, gatewayCode: error.gatewayCode },
    ...(log ? { log } : {}),
  }));
}

/**
 * THE table: every failure the service can meet, first matching row wins (a row also looks at wrapped errors). Rows for our own typed errors come first, then
 * the errors Apollo raises before execution, then the catch-all that hides everything else behind a generic text.
 */
const ERROR_TABLE: readonly ErrorRow[] = [
  row(provincialLevelTooLow, (error) => ({
    message: error.gatewayMsg,
    extensions: { code: 'BUSINESS_ERROR', gatewayCode: error.gatewayCode, ...provincialAddresses(error.gatewayData) },
  })),
  passedOn(fileRefused, 'FILE_REFUSED', '文件不符合要求'),
  passedOn(fileNotFound, 'FILE_NOT_FOUND', '文件不存在或无权访问'),
  // The gateway's disk is full or read-only: not the user's file, so not FILE_REFUSED; the upload answers 503.
  passedOn(
    gatewayCode(GatewayCode.FILE_STORAGE_UNAVAILABLE),
    'GATEWAY_UNAVAILABLE',
    '服务暂时不可用，请稍后再试',
    'error',
  ),
  // The gateway's database is restarting or out of reach: an outage the user waits out, like an unreachable gateway.
  passedOn(gatewayCode(GatewayCode.DATABASE_UNAVAILABLE), 'GATEWAY_UNAVAILABLE', '服务暂时不可用，请稍后再试', 'warn'),
  passedOn(contentMissing, 'NOT_FOUND', '内容不存在或已下线'),
  passedOn(shortLinkMissing, 'BUSINESS_ERROR', '短链接不存在！'),
  // The workbench: a role that may not make the call; a TOTP code wrong or replayed; a need claimed meanwhile.
  passedOn(gatewayCode(GatewayCode.ROLE_REFUSED), 'FORBIDDEN', '当前角色无权执行该操作'),
  passedOn(gatewayCode(GatewayCode.TOTP_CODE_INVALID), 'BUSINESS_ERROR', '动态验证码错误或已使用'),
  passedOn(gatewayCode(GatewayCode.NEED_NOT_OPEN), 'BUSINESS_ERROR', '该融资需求已被其他机构认领或已不在待认领状态'),
  // Institution products: another institution's product reads exactly as an unknown one.
  passedOn(gatewayCode(GatewayCode.ORG_PRODUCT_NOT_FOUND), 'NOT_FOUND', '产品不存在'),
  passedOn(gatewayCode(GatewayCode.ORG_PRODUCT_REMOVED), 'BUSINESS_ERROR', '该产品已下架，不能修改'),
  passedOn(gatewayCode(GatewayCode.PRE_CREDIT_REFUSED), 'BUSINESS_ERROR', '预授信未能授予'),
  passedOn(isInstance(GatewayBusinessError), 'BUSINESS_ERROR', '请求失败，请稍后再试'),
  row(isInstance(StaffSessionEndedError), (error) => ({
    message: error.gatewayMsg || '工作台登录已过期，请重新登录',
    extensions: { code: 'UNAUTHENTICATED', session: STAFF_SESSION },
  })),
  row(httpStatus(403), () => ({
    message: '账号已在其他地方登录或登录已过期，请重新登录',
    extensions: { code: 'UNAUTHENTICATED' },
  })),
  row(httpStatus(401), () => ({
    message: '暂无权限，请联系管理员',
    extensions: { code: 'FORBIDDEN' },
  })),
  row(isInstance(GatewayTimeoutError), () => ({
    message: '服务响应超时，请稍后再试',
    extensions: { code: 'GATEWAY_TIMEOUT' },
    log: 'warn',
  })),
  row(httpStatus(504), () => ({
    message: '服务响应超时，请稍后再试',
    extensions: { code: 'GATEWAY_TIMEOUT' },
    log: 'warn',
  })),
  row(isInstance(GatewayUnavailableError), () => ({
    message: '服务暂时不可用，请稍后再试',
    extensions: { code: 'GATEWAY_UNAVAILABLE' },
    log: 'warn',
  })),
  row(httpStatus(502, 503), () => ({
    message: '服务暂时不可用，请稍后再试',
    extensions: { code: 'GATEWAY_UNAVAILABLE' },
    log: 'warn',
  })),
  row(isInstance(InvalidArgumentError), (error) => ({
    message: error.message,
    extensions: { code: 'BAD_USER_INPUT', argument: error.argument },
  })),
  row(isInstance(QueryLimitError), (error) => ({
    message: error.message,
    extensions: { code: 'QUERY_TOO_COMPLEX', limit: error.limit },
  })),
  row(isInstance(GatewayCallCapError), (error) => ({
    message: error.message,
    extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'gatewayCalls' },
  })),
  row(isInstance(RateLimitedError), (error) => ({
    message: error.message,
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: error.retryAfterSeconds },
  })),
  row(tokenLimitExceeded, () => ({
    message: `查询语句过长，最多允许 ${QUERY_LIMITS.maxTokens} 个词法单元`,
    extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'tokens' },
  })),
  row(apolloCode('GRAPHQL_PARSE_FAILED'), (error) => ({
    message: `查询语句有语法错误：${error.message}`,
    extensions: { code: 'GRAPHQL_PARSE_FAILED' },
  })),
  row(apolloCode('GRAPHQL_VALIDATION_FAILED'), (error) => ({
    message: INTROSPECTION_DISABLED.test(error.message)
      ? '当前环境不允许内省查询'
      : `查询语句不符合接口定义：${error.message}`,
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  })),
  row(apolloCode('BAD_USER_INPUT'), (error) => ({
    message: `参数不正确：${error.message}`,
    extensions: { code: 'BAD_USER_INPUT' },
  })),
  row(apolloCode('BAD_REQUEST'), (error) => ({
    message: `请求不正确：${error.message}`,
    extensions: { code: 'BAD_REQUEST' },
  })),
  row(apolloCode('OPERATION_RESOLUTION_FAILURE'), (error) => ({
    message: `无法确定要执行的操作：${error.message}`,
    extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
  })),
  row(apolloCode('PERSISTED_QUERY_NOT_FOUND'), () => ({
    message: '持久化查询不存在，请发送完整的查询语句',
    extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
  })),
  row(apolloCode('PERSISTED_QUERY_NOT_SUPPORTED'), () => ({
    message: '不支持持久化查询',
    extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' },
  })),
];

const INTERNAL: MappedError = {
  message: GENERIC_FAILURE_MESSAGE,
  extensions: { code: 'INTERNAL_SERVER_ERROR' },
  log: 'error',
};

/** The error and the errors it wraps (GraphQL wraps what a resolver throws in `originalError`). */
function* chain(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    yield current;
    current = isGraphQLErrorLike(current) ? current.originalError : undefined;
  }
}

/** Maps any failure to what the client sees; unknown failures become INTERNAL_SERVER_ERROR. */
export function mapError(error: unknown): MappedError {
  const candidates = [...chain(error)];
  for (const mapRow of ERROR_TABLE) {
    for (const candidate of candidates) {
      const mapped = mapRow(candidate);
      if (mapped) return mapped;
    }
  }
  return INTERNAL;
}
