import { type MetricsServer, startMetricsServer } from '@sme/contract/metrics-endpoint';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRegistry } from '#http/metrics.ts';
import { accountsForFile, freshIp, get, passwordLogin, register } from './accounts-support.ts';

const h = accountsForFile();
let metrics: MetricsServer;

beforeAll(async () => {
  metrics = await startMetricsServer(metricsRegistry, 0, '127.0.0.1');
});
afterAll(() => metrics.close());

async function scrape(): Promise<string> {
  const answer = await fetch(metrics.url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
  return answer.text();
}

/** The value of the first series of `name` whose labels include every one of `labels`. */
function seriesValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) => match[2]?.includes(`${key}="${value}"`));
    if (has) return Number(match[3]);
  }
  return undefined;
}

/**
 * How much a counter grew between two scrapes. The registry belongs to the process, and other test files in the same
 * worker count into it too, so a test reads what its own calls added.
 */
function growth(before: string, after: string, name: string, labels: Record<string, string>): number {
  return (seriesValue(after, name, labels) ?? 0) - (seriesValue(before, name, labels) ?? 0);
}

describe('metrics on their own port', () => {
  it('counts requests by route pattern and status, envelope errors, SMS sends, login failures and the database', async () => {
    const before = await scrape();
    const ip = freshIp();
    const { mobile } = await register(h.app, ip);
    expect((await get(h.app, '/zzzttt/pic/swipe/get', ip)).body.code).toBe(0);
    expect((await passwordLogin(h.app, mobile, 'a-wrong-password', freshIp())).code).toBe(-4001);

    const text = await scrape();
    // The registration's and the login's captchas draw a puzzle each, beside the call made here.
    expect(growth(before, text, 'http_requests_total', { route: '/api/zzzttt/pic/swipe/get', status: '200' })).toBe(3);
    expect(
      growth(before, text, 'http_request_duration_seconds_count', { route: '/api/user/user/register', method: 'POST' }),
    ).toBe(1);
    expect(
      growth(before, text, 'gateway_envelope_errors_total', { code: '-4001', route: '/api/user/user/login' }),
    ).toBe(1);
    expect(
      growth(before, text, 'gateway_outside_calls_total', {
        service: 'sms',
        provider: 'outbox',
        call: 'REGISTER',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(growth(before, text, 'gateway_login_failures_total', { kind: 'enterprise' })).toBe(1);
    // The PostgreSQL pass runs this file on a server's pool; the PGlite pass on the embedded database's one connection.
    const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    const connections = seriesValue(text, 'db_pool_connections', { database, state: 'total' }) ?? 0;
    if (database === 'pglite') expect(connections).toBe(1);
    else expect(connections).toBeGreaterThan(0);
    expect(seriesValue(text, 'db_pool_connections', { database, state: 'waiting' })).toBe(0);
    expect(growth(before, text, 'db_query_duration_seconds_count', { database, outcome: 'ok' })).toBeGreaterThan(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="gateway"\} /m);
  });

  it('counts a lockout after five wrong passwords', async () => {
    const { mobile } = await register(h.app, freshIp());
    const before = await scrape();
    for (let i = 0; i < 5; i++) await passwordLogin(h.app, mobile, 'a-wrong-password', freshIp());
    expect(growth(before, await scrape(), 'gateway_login_lockouts_total', { kind: 'enterprise' })).toBe(1);
  });

  it('is not served on the public port', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const answer = await request(h.app).get(path);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('http_requests_total');
    }
  });
});
