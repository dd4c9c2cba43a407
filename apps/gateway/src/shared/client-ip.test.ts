import { describe, expect, it } from 'vitest';
import { clientKey } from './client-ip.ts';

describe('clientKey', () => {
  it('counts an IPv6 client by its /64: any address of one subscriber is the same client', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 addresses (and IPv4-mapped ones) as they are, and anything else is "unknown"', () => {
    expect(clientKey('10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('not an address')).toBe('unknown');
    expect(clientKey('1:2:3')).toBe('unknown');
  });
});
