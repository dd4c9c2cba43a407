import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile.ts';

describe('maskMobile', () => {
  it('shows the first 3 and last 4 digits around four asterisks', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('19912345678')).toBe('199****5678');
  });

  it('never shows a value that is not an 11-digit mobile', () => {
    expect(maskMobile('')).toBe('****');
    expect(maskMobile('1380000000')).toBe('****');
    expect(maskMobile('+8613800000001')).toBe('****');
  });
});
