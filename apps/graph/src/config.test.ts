import path from 'node:path';
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
      serviceHotline: '400-800-1234',
      adminLoginUrl: '/admin/',
    });
  });

  it('reads every setting from the environment', () => {
    const config = readGraphConfig({
      PORT: '9000',
      GATEWAY_URL: 'http://gateway.internal:8081/api/',
      NODE_ENV: 'production',
      WEB_DIST: '/srv/web',
      SERVICE_HOTLINE: '020-1234567',
      ADMIN_LOGIN_URL: 'https://admin.example.cn/',
    });
    expect(config).toEqual({
      port: 9000,
      gatewayUrl: 'http://gateway.internal:8081/api',
      production: true,
      webDist: '/srv/web',
      serviceHotline: '020-1234567',
      adminLoginUrl: 'https://admin.example.cn/',
    });
  });

  it('refuses a bad port or gateway address at start', () => {
    expect(() => readGraphConfig({ PORT: 'eighty' })).toThrow('Invalid PORT');
    expect(() => readGraphConfig({ GATEWAY_URL: 'gateway:8081' })).toThrow('Invalid GATEWAY_URL');
  });
});
