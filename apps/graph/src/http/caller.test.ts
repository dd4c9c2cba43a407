import { describe, expect, it } from 'vitest';
import { readCaller } from './caller.ts';

const TOKEN = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';

describe('readCaller', () => {
  it('takes a well-formed Authorization header first', () => {
    const caller = readCaller({ authorization: 'Bearer header-token', cookie: `PC-Front-Token=${TOKEN}` }, undefined);
    expect(caller).toEqual({ authorization: 'Bearer header-token', tokenSource: 'header' });
  });

  it('falls back to the PC-Front-Token cookie', () => {
    const caller = readCaller({ cookie: `theme=dark; PC-Front-Token=${TOKEN}` }, undefined);
    expect(caller).toEqual({ authorization: `Bearer ${TOKEN}`, tokenSource: 'cookie' });
  });

  it('uses the cookie when the header is not a usable bearer token', () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer a b', `Bearer ${'x'.repeat(5000)}`]) {
      expect(readCaller({ authorization, cookie: `PC-Front-Token=${TOKEN}` }, undefined).tokenSource).toBe('cookie');
    }
  });

  it('forwards nothing when neither carries a usable token', () => {
    const headerSets = [
      {},
      { cookie: 'PC-Front-Token=' },
      { cookie: 'PC-Front-Token=a%0D%0AX-Injected:%201' },
      { cookie: `PC-Front-Token=${'x'.repeat(5000)}` },
      { authorization: 'Bearer a\r\nX-Injected: 1' },
    ];
    for (const headers of headerSets) expect(readCaller(headers, undefined).authorization).toBeUndefined();
  });

  it('keeps the client address when it is an IP address', () => {
    expect(readCaller({}, '203.0.113.9').clientIp).toBe('203.0.113.9');
    expect(readCaller({}, '::ffff:127.0.0.1').clientIp).toBe('::ffff:127.0.0.1');
    expect(readCaller({}, 'evil\r\nheader').clientIp).toBeUndefined();
    expect(readCaller({}, undefined).clientIp).toBeUndefined();
  });
});
