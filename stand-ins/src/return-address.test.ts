import { describe, expect, it } from 'vitest';
import { allowedReturnAddress } from './return-address.ts';

const ORIGINS = new Set(['http://localhost:8080', 'https://sme.example.cn']);

describe('return addresses', () => {
  it('are allowed on the platform origins only', () => {
    expect(allowedReturnAddress('http://localhost:8080/#/verified?x=1', ORIGINS)).toBe(
      'http://localhost:8080/#/verified?x=1',
    );
    expect(allowedReturnAddress('https://sme.example.cn/cbpage/wechat', ORIGINS)).toBe(
      'https://sme.example.cn/cbpage/wechat',
    );
  });

  it('refuse other sites, look-alikes, schemes, credentials and non-strings', () => {
    for (const value of [
      'https://evil.example/',
      'http://localhost:8081/',
      'https://sme.example.cn.evil.example/',
      'http://sme.example.cn/',
      'https://user@sme.example.cn/',
      'javascript:alert(1)',
      '//sme.example.cn/',
      '/verified',
      '',
      undefined,
      ['https://sme.example.cn/'],
    ]) {
      expect(allowedReturnAddress(value, ORIGINS)).toBeUndefined();
    }
  });
});
