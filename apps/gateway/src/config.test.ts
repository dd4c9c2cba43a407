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
