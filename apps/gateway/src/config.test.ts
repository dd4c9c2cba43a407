import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from './config.ts';

describe('readGatewayConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = readGatewayConfig({});
    expect(config.production).toBe(false);
    expect(config.trustProxy).toBe('loopback');
    expect(config.accounts.rateLimitFactor).toBe(1);
    expect(config.accounts.hashConcurrency).toBeGreaterThanOrEqual(1);
    expect(config.sms.provider).toBe('outbox');
  });

  it('keeps a dashboard view that takes a second or more, computed again every 10 minutes, unless told otherwise', () => {
    expect(readGatewayConfig({}).workbench).toMatchObject({ dashboardLiveLimitMs: 1_000, dashboardRefreshMinutes: 10 });
    expect(
      readGatewayConfig({ DASHBOARD_LIVE_LIMIT_MS: '0', DASHBOARD_REFRESH_MINUTES: '30' }).workbench,
    ).toMatchObject({ dashboardLiveLimitMs: 0, dashboardRefreshMinutes: 30 });
    expect(() => readGatewayConfig({ DASHBOARD_LIVE_LIMIT_MS: 'fast' })).toThrow(/DASHBOARD_LIVE_LIMIT_MS/);
  });

  it('reads the trusted proxies and the test budget outside production', () => {
    const config = readGatewayConfig({ TRUST_PROXY: '10.0.0.0/8, loopback', RATE_LIMIT_FACTOR: '50' });
    expect(config.trustProxy).toBe('10.0.0.0/8, loopback');
    expect(config.accounts.rateLimitFactor).toBe(50);
  });

  it('reads the registry seed count: 100,000 by default, 0 for none, refusing anything but a whole count', () => {
    expect(readGatewayConfig({}).registrySeedCount).toBe(100_000);
    expect(readGatewayConfig({ REGISTRY_SEED_COUNT: '0' }).registrySeedCount).toBe(0);
    expect(readGatewayConfig({ REGISTRY_SEED_COUNT: '3000' }).registrySeedCount).toBe(3000);
    for (const bad of ['-1', '1.5', 'many', '99999999']) {
      expect(() => readGatewayConfig({ REGISTRY_SEED_COUNT: bad })).toThrow(/REGISTRY_SEED_COUNT/);
    }
  });

  it('seeds the fictional demo content outside production by default, in production only when asked', () => {
    expect(readGatewayConfig({}).seed).toBe(true);
    expect(readGatewayConfig({ SEED: 'false' }).seed).toBe(false);
    expect(readGatewayConfig({ NODE_ENV: 'production' }).seed).toBe(false);
    expect(readGatewayConfig({ NODE_ENV: 'production', SEED: 'true' }).seed).toBe(true);
    expect(readGatewayConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe(true);
    expect(() => readGatewayConfig({ SEED: 'maybe' })).toThrow(/SEED/);
  });

  it('reads the database pool, its time limits, the wait at start and the shutdown grace, with sane defaults', () => {
    expect(readGatewayConfig({}).database).toEqual({
      poolMax: 10,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
      parallelWorkersPerGather: 0,
      jit: false,
      waitSeconds: 60,
    });
    expect(readGatewayConfig({}).shutdownGraceMs).toBe(10_000);
    const config = readGatewayConfig({
      DATABASE_POOL_MAX: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '15000',
      DATABASE_WAIT_SECONDS: '0',
      DATABASE_PARALLEL_WORKERS: '2',
      DATABASE_JIT: 'on',
      SHUTDOWN_GRACE_MS: '30000',
    });
    expect(config.database).toEqual({
      poolMax: 25,
      connectTimeoutMs: 2_000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 15_000,
      parallelWorkersPerGather: 2,
      jit: true,
      waitSeconds: 0,
    });
    expect(config.shutdownGraceMs).toBe(30_000);
  });

  it('refuses a bad database or shutdown setting with one line in Chinese and English naming it', () => {
    const bad: Record<string, string[]> = {
      DATABASE_POOL_MAX: ['0', '-1', '2.5', 'ten', '1001'],
      DATABASE_CONNECT_TIMEOUT_MS: ['50', '5s'],
      DATABASE_STATEMENT_TIMEOUT_MS: ['-1', '1e3'],
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: ['soon'],
      DATABASE_WAIT_SECONDS: ['forever'],
      DATABASE_PARALLEL_WORKERS: ['-1', '65', 'off'],
      SHUTDOWN_GRACE_MS: ['600001'],
    };
    for (const [name, values] of Object.entries(bad)) {
      for (const value of values) {
        expect(() => readGatewayConfig({ [name]: value })).toThrow(
          new RegExp(
            `^${name} 取值无效：“${value.replace('.', '\\.')}”（应为 \\d+ 到 \\d+ 的整数） / Invalid ${name}: "`,
          ),
        );
      }
    }
    for (const value of ['true', '0', 'maybe']) {
      expect(() => readGatewayConfig({ DATABASE_JIT: value })).toThrow(
        `DATABASE_JIT 取值无效：“${value}”（应为 on 或 off） / Invalid DATABASE_JIT: "${value}" (on or off)`,
      );
    }
    expect(readGatewayConfig({ DATABASE_JIT: ' OFF ' }).database.jit).toBe(false);
    expect(() => readGatewayConfig({ DATABASE_POOL_MAX: 'ten' })).toThrow(
      'DATABASE_POOL_MAX 取值无效：“ten”（应为 1 到 1000 的整数） / Invalid DATABASE_POOL_MAX: "ten" (a whole number from 1 to 1000)',
    );
  });

  it('refuses a raised test budget in production', () => {
    expect(() => readGatewayConfig({ NODE_ENV: 'production', RATE_LIMIT_FACTOR: '50' })).toThrow(/RATE_LIMIT_FACTOR/);
  });

  it('sends no SMS in production unless a real provider is configured, and never through the outbox', () => {
    expect(readGatewayConfig({ NODE_ENV: 'production' }).sms.provider).toBe('none');
    expect(() => readGatewayConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(/outbox/);
    expect(() => readGatewayConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => readGatewayConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/Unknown SMS_PROVIDER/);
    const webhook = readGatewayConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
      SMS_WEBHOOK_TOKEN: 'secret',
    }).sms;
    expect(webhook).toEqual({ provider: 'webhook', webhookUrl: 'https://sms.example/send', webhookToken: 'secret' });
  });
});
