import { describe, expect, it } from 'vitest';
import { isCrossSite } from './cross-site.ts';

describe('isCrossSite', () => {
  it("is true for another site's request: Sec-Fetch-Site cross-site, or an Origin of another host", () => {
    expect(isCrossSite({ site: 'cross-site', host: 'portal.example' })).toBe(true);
    expect(isCrossSite({ origin: 'https://evil.example', host: 'portal.example' })).toBe(true);
    expect(isCrossSite({ origin: 'null', host: 'portal.example' })).toBe(true);
  });

  it('is false for our own pages and for requests that carry neither header', () => {
    expect(isCrossSite({ site: 'same-origin', origin: 'https://portal.example', host: 'portal.example' })).toBe(false);
    expect(isCrossSite({ site: 'none', host: 'portal.example' })).toBe(false);
    expect(isCrossSite({ host: 'portal.example' })).toBe(false);
  });
});
