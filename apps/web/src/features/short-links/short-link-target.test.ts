import { describe, expect, it } from 'vitest';
import { shortLinkDestination } from './short-link-target';

describe('shortLinkDestination', () => {
  it('goes to routes of this portal', () => {
    expect(shortLinkDestination('/product/12')).toBe('/product/12');
    expect(shortLinkDestination('/product?keyword=a&page=2')).toBe('/product?keyword=a&page=2');
  });

  it('refuses anything else', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(shortLinkDestination(target), String(target)).toBeNull();
    }
  });
});
