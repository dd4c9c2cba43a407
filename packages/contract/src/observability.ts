/**
 * What the gateway and the graph agree on about following a request through their logs: the request id's header
 * and format, and the fields that never appear in a log line in clear.
 */

/** The graph makes one per request (or takes a well-formed one from its caller) and sends it on every gateway call. */
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID: anything else a caller sends as a request id is replaced, so a log line cannot be forged through it. */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}

export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** Field names whose values are secrets or personal data: tokens, passwords, codes, captcha answers, ID numbers, mobiles. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'token',
  'certToken',
  'staffToken',
  'canteenToken',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'code',
  'codes',
  'smsCode',
  'validCode',
  'totp',
  'secret',
  'captcha',
  'captchaAnswer',
  'answer',
  'idNumber',
  'idCard',
  'mobile',
  'phone',
];

/** pino's redact paths: each secret field at the top of a log line and one level down, and the secret headers. */
export const LOG_REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...['authorization', 'cookie', 'x-staff-token', 'x-canteen-token', 'gw92', 'open-id'].map(
    (header) => `req.headers["${header}"]`,
  ),
  'res.headers["set-cookie"]',
];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL [info], read by the gateway and the graph alike: the least severe level written; `silent` writes nothing. */
export function readLogLevel(env: Record<string, string | undefined>): LogLevel {
  const setting = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(setting)) {
    throw new Error(`Invalid LOG_LEVEL: ${env.LOG_LEVEL} (one of ${LOG_LEVELS.join(', ')})`);
  }
  return setting as LogLevel;
}

/**
 * pino's options of both services: the level as a word, ISO time, the service and process on every line, the
 * secret fields redacted (docs/decisions.md, "pino and its redaction list").
 */
export function logOptions(service: 'gateway' | 'graph', level: LogLevel) {
  return {
    level,
    base: { service, pid: process.pid },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  };
}

/**
 * The pino-http options both services log their request line with: one line `request` when the answer is finished,
 * the request id as `requestId` (chosen by `requestIdOf`, set on the answer's header), and `line` for the fields. A
 * failed request is a warning here; the failure itself is logged once, at error with its stack, where it is handled.
 */
export function requestLineOptions<Req extends { headers: Record<string, unknown> }, Res>(options: {
  requestIdOf: (req: Req) => string;
  line: (req: Req, res: Res, durationMs: number) => Record<string, unknown>;
}) {
  return {
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req: Req, res: { setHeader(name: string, value: string): unknown }) => {
      const id = options.requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req: Req, res: { statusCode: number }, error?: Error) =>
      error || res.statusCode >= 500 ? ('warn' as const) : ('info' as const),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (req: Req, res: Res, val: { responseTime: number }) =>
      options.line(req, res, val.responseTime),
    customErrorObject: (req: Req, res: Res, _error: Error, val: { responseTime: number }) =>
      options.line(req, res, val.responseTime),
  };
}
