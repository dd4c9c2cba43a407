import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_URIS, parseUriList, platformOrigins, readStandInSettings } from './settings.ts';

describe('stand-in settings', () => {
  it('never start in production', () => {
    expect(() => readStandInSettings({ NODE_ENV: 'production' })).toThrow(/never start with NODE_ENV=production/);
  });

  it('default to port 8090, development credentials and the portal callbacks on 8080 and 5173', () => {
    const settings = readStandInSettings({});
    expect(settings.port).toBe(8090);
    expect(settings.provincial.redirectUris).toEqual(DEFAULT_REDIRECT_URIS);
    expect(settings.provincial.redirectUris).toContain('http://localhost:8080/cbpage/gdauth');
    expect(settings.provincial.postLogoutRedirectUris).toEqual([
      'http://localhost:8080/',
      'http://127.0.0.1:8080/',
      'http://localhost:5173/',
      'http://127.0.0.1:5173/',
    ]);
    expect(settings.provincial.clientSecret).toMatch(/not-for-production/);
    expect(settings.wechat.appSecret).toMatch(/not-for-production/);
  });

  it('take the redirect addresses as a comma list, and the logout returns follow their origins', () => {
    const settings = readStandInSettings({
      STAND_IN_PORT: '0',
      STAND_IN_REDIRECT_URIS: 'http://127.0.0.1:4100/cbpage/gdauth, http://localhost:4100/cbpage/gdauth',
      STAND_IN_CLIENT_ID: 'c',
      STAND_IN_CLIENT_SECRET: 's',
    });
    expect(settings.port).toBe(0);
    expect(settings.provincial).toEqual({
      clientId: 'c',
      clientSecret: 's',
      redirectUris: ['http://127.0.0.1:4100/cbpage/gdauth', 'http://localhost:4100/cbpage/gdauth'],
      postLogoutRedirectUris: ['http://127.0.0.1:4100/', 'http://localhost:4100/'],
    });
    expect([...platformOrigins(settings)]).toEqual(['http://127.0.0.1:4100', 'http://localhost:4100']);
  });

  it('refuse addresses that are not absolute http(s) without a fragment, and bad ports', () => {
    expect(() => parseUriList(' , ')).toThrow(/empty/);
    expect(() => parseUriList('/cbpage/gdauth')).toThrow(/Not an absolute address/);
    expect(() => parseUriList('javascript:alert(1)')).toThrow(/Not an http\(s\) address/);
    expect(() => parseUriList('http://localhost:8080/#/cbpage/gdauth')).toThrow(/fragment/);
    expect(() => readStandInSettings({ STAND_IN_PORT: '70000' })).toThrow(/Invalid STAND_IN_PORT/);
  });
});
