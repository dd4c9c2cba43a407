import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket.ts';

describe('addressBucket', () => {
  it('keeps an IPv4 address and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one client, another /64 apart', () => {
    const bucket = addressBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(bucket);
    expect(addressBucket('2001:db8:1:2:0:0:0:9%eth0')).toBe(bucket);
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(bucket);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });

  it('puts anything that is not an address into one shared bucket', () => {
    expect(addressBucket(undefined)).toBe('unknown');
    expect(addressBucket('not-an-address')).toBe('unknown');
  });
});
