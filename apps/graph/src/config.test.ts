import path from 'node:path';
import { DEVELOPMENT_LIVE_FEED_SECRET } from '@sme/contract/routes/live-events';
import { describe, expect, it } from 'vitest';
import { readGraphConfig } from './config.ts';
import { repoRoot } from './paths.ts';

describe('readGraphConfig', () => {
  it('has working defaults for an empty environment', () => {
    expect(readGraphConfig({})).toEqual({
      port: 8080,
      gatewayUrl: 'http://127.0.0.1:8081/api',
      production: false,
      webDist: path.join(repoRoot, 'apps/web/dist'),
      adminDist: path.join(repoRoot, 'apps/admin/dist'),
      serviceHotline: '400-800-1234',
      adminLoginUrl: '/admin/',
      mobileSiteUrl: null,
      publicUrl: null,
      sessionMaxAgeSeconds: 7 * 24 * 3600,
      trustProxy: 'loopback',
      postalOnlineBankingUrl: '/#/PostalSavingProduct',
      answerCache: true,
      answerCacheConfirm: false,
      maxGatewayCalls: 50,
      addressLimit: { units: 1200, windowMs: 60_000 },
      liveFeedSecret: DEVELOPMENT_LIVE_FEED_SECRET,
    });
  });

  it('reads every setting from the environment', () => {
    const config = readGraphConfig({
      PORT: '9000',
      GATEWAY_URL: 'http://gateway.internal:8081/api/',
      NODE_ENV: 'production',
      WEB_DIST: '/srv/web',
      ADMIN_DIST: '/srv/admin',
      SERVICE_HOTLINE: '020-1234567',
      ADMIN_LOGIN_URL: 'https://admin.example.cn/',
      MOBILE_SITE_URL: 'https://m.example.cn/',
      SESSION_MAX_HOURS: '24',
      PUBLIC_URL: 'https://sme.example.cn/portal/',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      POSTAL_ONLINE_BANKING_URL: 'https://bank.example.cn/login',
      GRAPH_ANSWER_CACHE: 'off',
      GRAPH_ANSWER_CACHE_CONFIRM: 'on',
      GRAPH_MAX_GATEWAY_CALLS: '20',
      GRAPH_RATE_LIMIT: '0',
      LIVE_FEED_SECRET: 'a-shared-secret',
    });
    expect(config).toEqual({
      port: 9000,
      gatewayUrl: 'http://gateway.internal:8081/api',
      production: true,
      webDist: '/srv/web',
      adminDist: '/srv/admin',
      serviceHotline: '020-1234567',
      adminLoginUrl: 'https://admin.example.cn/',
      mobileSiteUrl: 'https://m.example.cn',
      publicUrl: 'https://sme.example.cn',
      sessionMaxAgeSeconds: 86_400,
      trustProxy: '10.0.0.0/8, loopback',
      postalOnlineBankingUrl: 'https://bank.example.cn/login',
      answerCache: false,
      answerCacheConfirm: true,
      maxGatewayCalls: 20,
      addressLimit: { units: 0, windowMs: 60_000 },
      liveFeedSecret: 'a-shared-secret',
    });
  });

  it('refuses a gateway-call cap or an address limit that is not a whole number', () => {
    for (const bad of ['-1', '1.5', 'lots'])
      expect(() => readGraphConfig({ GRAPH_RATE_LIMIT: bad })).toThrow(/GRAPH_RATE_LIMIT/);
    for (const bad of ['0', '2.5']) {
      expect(() => readGraphConfig({ GRAPH_MAX_GATEWAY_CALLS: bad })).toThrow(/GRAPH_MAX_GATEWAY_CALLS/);
    }
  });

  it('follows the instance feed with LIVE_FEED_SECRET, the development value outside production, none in production', () => {
    expect(readGraphConfig({}).liveFeedSecret).toBe(DEVELOPMENT_LIVE_FEED_SECRET);
    expect(readGraphConfig({ NODE_ENV: 'production' }).liveFeedSecret).toBeNull();
    expect(readGraphConfig({ NODE_ENV: 'production', LIVE_FEED_SECRET: 'abc' }).liveFeedSecret).toBe('abc');
  });

  it('offers no postal online banking in production unless it is configured', () => {
    expect(readGraphConfig({ NODE_ENV: 'production' }).postalOnlineBankingUrl).toBeNull();
    expect(() => readGraphConfig({ POSTAL_ONLINE_BANKING_URL: 'javascript:alert(1)' })).toThrow(
      'Invalid POSTAL_ONLINE_BANKING_URL',
    );
  });

  it('refuses a bad port or gateway address at start', () => {
    expect(() => readGraphConfig({ PORT: 'eighty' })).toThrow('Invalid PORT');
    expect(() => readGraphConfig({ GATEWAY_URL: 'gateway:8081' })).toThrow('Invalid GATEWAY_URL');
    expect(() => readGraphConfig({ MOBILE_SITE_URL: 'javascript:alert(1)' })).toThrow('Invalid MOBILE_SITE_URL');
    expect(() => readGraphConfig({ PUBLIC_URL: 'sme.example.cn' })).toThrow('Invalid PUBLIC_URL');
    expect(() => readGraphConfig({ SESSION_MAX_HOURS: '0' })).toThrow('Invalid SESSION_MAX_HOURS');
    expect(() => readGraphConfig({ SESSION_MAX_HOURS: 'a week' })).toThrow('Invalid SESSION_MAX_HOURS');
    expect(() => readGraphConfig({ GRAPH_ANSWER_CACHE: 'sometimes' })).toThrow('Invalid GRAPH_ANSWER_CACHE');
  });

  it('takes TRUST_PROXY as express does: true/false, a hop count, or addresses', () => {
    expect(readGraphConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readGraphConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readGraphConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readGraphConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe('loopback');
  });

  it('reads the session lifetime in hours like the gateway, fractions included', () => {
    expect(readGraphConfig({ SESSION_MAX_HOURS: '0.5' }).sessionMaxAgeSeconds).toBe(1800);
  });
});
