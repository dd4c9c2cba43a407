import { describe, expect, it } from 'vitest';
import { type CookieAttributes, parseCookieHeader, serializeCookie } from './cookies.ts';

describe('parseCookieHeader', () => {
  it('reads every cookie of the header by name', () => {
    const cookies = parseCookieHeader('a=1; PC-Front-Token=abc_DEF-123; theme=dark');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', 'PC-Front-Token': 'abc_DEF-123', theme: 'dark' });
  });

  it('tolerates missing or odd spacing, empty values and pairs without "="', () => {
    expect(Object.fromEntries(parseCookieHeader(' a = 1 ;b=;junk;;c=x=y'))).toEqual({ a: '1', b: '', c: 'x=y' });
    expect(parseCookieHeader(undefined).size).toBe(0);
    expect(parseCookieHeader('').size).toBe(0);
  });

  it('keeps the first of two equal names', () => {
    expect(parseCookieHeader('t=first; t=second').get('t')).toBe('first');
  });

  it('removes quotes and decodes valid percent-encoding, keeping invalid encoding as is', () => {
    const cookies = parseCookieHeader('q="quoted"; e=a%2Bb; bad=%E0%A4%A');
    expect(cookies.get('q')).toBe('quoted');
    expect(cookies.get('e')).toBe('a+b');
    expect(cookies.get('bad')).toBe('%E0%A4%A');
  });

  it('does not take a cookie whose name merely ends like another', () => {
    expect(parseCookieHeader('X-PC-Front-Token=abc').get('PC-Front-Token')).toBeUndefined();
  });
});

const STRICT: CookieAttributes = { maxAgeSeconds: 3600, path: '/', httpOnly: true, secure: false, sameSite: 'Strict' };

describe('serializeCookie', () => {
  it('writes the value and every attribute', () => {
    expect(serializeCookie('PC-Front-Token', 'abc', STRICT)).toBe(
      'PC-Front-Token=abc; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict',
    );
    expect(serializeCookie('t', 'v', { ...STRICT, secure: true, httpOnly: false, sameSite: 'Lax' })).toBe(
      't=v; Max-Age=3600; Path=/; Secure; SameSite=Lax',
    );
  });

  it('deletes with Max-Age=0 and a past Expires', () => {
    expect(serializeCookie('t', '', { ...STRICT, maxAgeSeconds: 0 })).toBe(
      't=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    );
  });

  it('refuses names, values and attributes that would break the header', () => {
    expect(() => serializeCookie('bad name', 'v', STRICT)).toThrow('Invalid cookie name');
    for (const value of ['a;b', 'a b', 'a,b', 'a"b', 'a\\b', 'a\nb', '令牌']) {
      expect(() => serializeCookie('t', value, STRICT)).toThrow('Invalid value');
    }
    expect(() => serializeCookie('t', 'v', { ...STRICT, maxAgeSeconds: -1 })).toThrow('Invalid Max-Age');
    expect(() => serializeCookie('t', 'v', { ...STRICT, maxAgeSeconds: 1.5 })).toThrow('Invalid Max-Age');
    expect(() => serializeCookie('t', 'v', { ...STRICT, path: '/a;Domain=evil' })).toThrow('Invalid path');
  });

  it('round-trips a token through parseCookieHeader', () => {
    const token = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';
    const header = serializeCookie('PC-Front-Token', token, STRICT).split(';')[0];
    expect(parseCookieHeader(header).get('PC-Front-Token')).toBe(token);
  });
});
