import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, readServiceAddress } from './service-address.ts';

describe('readServiceAddress', () => {
  it('accepts https anywhere and drops a trailing slash', () => {
    expect(readServiceAddress('X', 'https://id.gd.gov.cn/', true)).toBe('https://id.gd.gov.cn');
    expect(readServiceAddress('X', 'https://id.gd.gov.cn/oidc/', false)).toBe('https://id.gd.gov.cn/oidc');
  });

  it('accepts plain http only on loopback and only outside production', () => {
    expect(readServiceAddress('X', 'http://127.0.0.1:8090', false)).toBe('http://127.0.0.1:8090');
    expect(readServiceAddress('X', 'http://localhost:8090/wechat', false)).toBe('http://localhost:8090/wechat');
    expect(() => readServiceAddress('X', 'http://127.0.0.1:8090', true)).toThrow(/X must be an https address/);
    expect(() => readServiceAddress('X', 'http://id.example.cn', false)).toThrow(/X must be an https address/);
  });

  it('refuses what is not an address, credentials and fragments', () => {
    expect(() => readServiceAddress('X', 'id.gd.gov.cn', false)).toThrow(/X is not an absolute address/);
    expect(() => readServiceAddress('X', 'ftp://id.gd.gov.cn', false)).toThrow(/https address/);
    expect(() => readServiceAddress('X', 'https://u:p@id.gd.gov.cn', false)).toThrow(/credentials/);
    expect(() => readServiceAddress('X', 'https://id.gd.gov.cn/#x', false)).toThrow(/fragment/);
  });

  it('knows loopback', () => {
    expect(isLoopbackAddress('http://[::1]:1/')).toBe(true);
    expect(isLoopbackAddress('http://localhost/')).toBe(true);
    expect(isLoopbackAddress('https://127.0.0.2/')).toBe(false);
    expect(isLoopbackAddress('https://example.cn/')).toBe(false);
  });
});
