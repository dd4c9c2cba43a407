import { describe, expect, it } from 'vitest';
import { authorisationText, formatSize, materialUrl, viewerOf } from './desk-format.ts';

describe('the desk formats', () => {
  it('writes sizes, the authorisation state in Beijing time, material addresses and viewers', () => {
    expect([formatSize(812), formatSize(36_045), formatSize(1_468_006)]).toEqual(['812 B', '35.2 KB', '1.4 MB']);
    expect(authorisationText({ state: 'in_force', until: '2031-11-26T16:00:00.000Z' })).toBe(
      '在有效期内（至 2031-11-27）',
    );
    expect(authorisationText({ state: 'revoked', revokedAt: '2026-11-27T02:30:00.000Z' })).toBe(
      '已撤销（2026-11-27 10:30）',
    );
    expect(authorisationText({ state: 'none' })).toBe('未授权');
    expect(materialUrl('12', 'f/202611/ab.pdf', true)).toBe('/staff-files/12/f/202611/ab.pdf?download=1');
    expect([viewerOf('pdf'), viewerOf('png'), viewerOf('docx')]).toEqual(['pdf', 'image', null]);
  });
});
