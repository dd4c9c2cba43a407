import http from 'node:http';
import https from 'node:https';
import { REQUEST_ID_HEADER } from '@sme/contract/observability';
import { LIVE_FEED_SECRET_HEADER } from '@sme/contract/routes/live-events';
import got, { RequestError, TimeoutError } from 'got';
import { CATALOG_VERSION_HEADER, gatewayCallStarted } from '#answer-cache/gateway-reads.ts';
import { currentRequestId } from '#logger.ts';
import type { GatewayRequest, GatewayTransport, QueryValue } from './gateway-client.ts';
import { answerKey, RevalidatedAnswers } from './revalidated-answers.ts';
import {
  GatewayBusinessError,
  GatewayHttpError,
  GatewayProtocolError,
  GatewayTimeoutError,
  GatewayUnavailableError,
} from './upstream-errors.ts';

export interface GotTransportOptions {
  /** The gateway's API base, e.g. http://127.0.0.1:8081/api. */
  baseUrl: string;
  /** Time limit of one call (spec §9: 20 s). */
  timeoutMs: number;
  /** Time limit of the readiness probe. */
  healthTimeoutMs?: number;
}

/** Network failures that mean "the gateway cannot be reached" rather than a bug of ours. */
export const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ECONNABORTED',
]);

/** Public answers held for revalidation (each a few KB: catalogue pages, details, filters). */
const HELD_ANSWERS = 500;

/** The gateway over HTTP with got: keep-alive sockets, one time limit, no retries, no thrown HTTP statuses. */
export function createGotTransport(options: GotTransportOptions): GatewayTransport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const healthUrl = `${baseUrl.replace(/\/api$/, '')}/healthz`;
  const agent = {
    http: new http.Agent({ keepAlive: true }),
    https: new https.Agent({ keepAlive: true }),
  };
  const client = got.extend({
    agent,
    timeout: { request: options.timeoutMs },
    retry: { limit: 0 },
    throwHttpErrors: false,
    followRedirect: false,
    responseType: 'text',
  });
  const answers = new RevalidatedAnswers(HELD_ANSWERS);

  async function request(
    url: string,
    path: string,
    init: { method: 'GET' | 'POST'; timeoutMs?: number } & Omit<GatewayRequest, 'method' | 'path'>,
  ): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.authorization) headers.authorization = init.authorization;
    if (init.clientIp) headers['x-forwarded-for'] = init.clientIp;
    if (init.canteenToken) headers['x-canteen-token'] = init.canteenToken;
    if (init.staffToken) headers['x-staff-token'] = init.staffToken;
    if (init.liveFeedSecret) headers[LIVE_FEED_SECRET_HEADER.toLowerCase()] = init.liveFeedSecret;
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (init.wechatTicket) {
      headers['business-id'] = init.wechatTicket.appId;
      headers['open-id'] = init.wechatTicket.ticket;
    }
    const key = answerKey(init.method, url, init.query, init.body);
    const held = answers.get(key);
    if (held) headers['if-none-match'] = held.etag;
    let response: { statusCode: number; body: string; headers: Record<string, string | string[] | undefined> };
    // Tells the whole-answer cache which catalogue version each answer of this GraphQL request was made at.
    const seen = gatewayCallStarted();
    try {
      response = await client(url, {
        method: init.method,
        headers,
        ...(init.query ? { searchParams: definedOnly(init.query) } : {}),
        ...(init.body ? { json: init.body } : {}),
        ...(init.form ? { form: init.form } : {}),
        ...(init.timeoutMs ? { timeout: { request: init.timeoutMs } } : {}),
      });
    } catch (error) {
      seen(undefined);
      throw classifyNetworkError(error, path);
    }
    const catalogVersion = header(response.headers[CATALOG_VERSION_HEADER]);
    if (response.statusCode === 304 && held) {
      seen(catalogVersion);
      return held.data;
    }
    let data: unknown;
    try {
      data = readEnvelope(response.statusCode, response.body, path);
    } catch (error) {
      seen(undefined);
      throw error;
    }
    seen(catalogVersion);
    answers.settle(
      key,
      { etag: header(response.headers.etag), 'cache-control': header(response.headers['cache-control']) },
      data,
    );
    return data;
  }

  return {
    send: ({ method, path, ...rest }) => request(baseUrl + path, path, { method, ...rest }),
    checkHealth: () =>
      request(healthUrl, '/healthz', { method: 'GET', timeoutMs: options.healthTimeoutMs ?? options.timeoutMs }),
    close: () => {
      agent.http.destroy();
      agent.https.destroy();
    },
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function definedOnly(query: Readonly<Record<string, QueryValue>>): Record<string, string | number | boolean> {
  const defined: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) defined[key] = value;
  return defined;
}

export function classifyNetworkError(error: unknown, path: string): unknown {
  if (error instanceof TimeoutError) return new GatewayTimeoutError(path, { cause: error });
  if (error instanceof RequestError && UNREACHABLE_CODES.has(error.code)) {
    return new GatewayUnavailableError(path, error.code, { cause: error });
  }
  return error;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/** 401/403 first (spec §8 gives them their own meaning), then the envelope, then whatever else came back. */
export function readEnvelope(status: number, body: string, path: string): unknown {
  if (status === 401 || status === 403) throw new GatewayHttpError(status, path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (isEnvelope(parsed)) {
    if (parsed.code !== 0) throw new GatewayBusinessError(parsed.code, String(parsed.msg ?? ''), parsed.data ?? null);
    if (status >= 200 && status < 300) return parsed.data ?? null;
  }
  if (status < 200 || status >= 300) throw new GatewayHttpError(status, path);
  throw new GatewayProtocolError(status, path, body.slice(0, 200));
}
