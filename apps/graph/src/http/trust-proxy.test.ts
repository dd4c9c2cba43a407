import express from 'express';
import { describe, expect, it } from 'vitest';
import { rememberedTrust, type TrustProxy } from './trust-proxy.ts';

/** Express's own compilation of a `trust proxy` value. */
function compiled(value: unknown): TrustProxy {
  const app = express();
  app.set('trust proxy', value);
  return app.get('trust proxy fn') as TrustProxy;
}

describe('rememberedTrust', () => {
  it.each([
    ['loopback', 'loopback'],
    ['a list with a subnet', '192.0.2.10, 10.0.0.0/8'],
    ['a hop count', 1],
    ['nothing', false],
  ])('decides as express does (%s)', (_name, value) => {
    const trust = compiled(value);
    const remembered = rememberedTrust(trust);
    const addresses = ['127.0.0.1', '::1', '::ffff:127.0.0.1', '192.0.2.10', '10.1.2.3', '203.0.113.5', undefined];
    for (let round = 0; round < 2; round++)
      for (const address of addresses)
        for (const hop of [0, 1, 2]) expect(remembered(address, hop)).toBe(trust(address, hop));
  });

  it('works each (address, hop) out once, within a bounded memory', () => {
    const asked: string[] = [];
    const remembered = rememberedTrust((address, hop) => {
      asked.push(`${hop} ${address}`);
      return address === '127.0.0.1';
    }, 2);
    expect(remembered('127.0.0.1', 0)).toBe(true);
    expect(remembered('127.0.0.1', 0)).toBe(true);
    expect(remembered('127.0.0.1', 1)).toBe(true);
    expect(asked).toEqual(['0 127.0.0.1', '1 127.0.0.1']);
    expect(remembered('203.0.113.5', 0)).toBe(false);
    expect(remembered('127.0.0.1', 0)).toBe(true);
    expect(asked).toHaveLength(4);
  });
});
