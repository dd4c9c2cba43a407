import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { portalOrigin } from './portal-origin.ts';

const request = (host: string | undefined, protocol = 'http') =>
  ({ protocol, get: (name: string) => (name.toLowerCase() === 'host' ? host : undefined) }) as unknown as Request;

describe('portalOrigin', () => {
  it('prefers PUBLIC_URL, in production too', () => {
    expect(portalOrigin(request('evil.example'), 'https://sme.example.cn', true)).toBe('https://sme.example.cn');
    expect(portalOrigin(request('evil.example'), 'https://sme.example.cn', false)).toBe('https://sme.example.cn');
  });

  it('uses the request’s own address outside production only', () => {
    expect(portalOrigin(request('127.0.0.1:8080'), null, false)).toBe('http://127.0.0.1:8080');
    expect(portalOrigin(request('[::1]:8080', 'https'), null, false)).toBe('https://[::1]:8080');
    expect(portalOrigin(request('127.0.0.1:8080'), null, true)).toBeNull();
  });

  it('refuses a Host header that is not a host', () => {
    for (const host of [undefined, '', 'a/b', 'evil.example@x', 'x y', 'a:b:c', 'a"b']) {
      expect(portalOrigin(request(host), null, false), String(host)).toBeNull();
    }
  });
});
