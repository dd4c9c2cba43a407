import { describe, expect, it } from 'vitest';
import { fictionalPack } from './govdata-pack.ts';

const NOW = new Date('2026-11-27T04:00:00Z');
const CODE = '91440101MA5CXXX20C';
const OTHER = '91440101MA5CXXX2DL';

describe('fictionalPack', () => {
  it('answers the same pack for the same credit code, and another for another code', () => {
    const pack = fictionalPack(CODE, NOW);
    expect(pack).not.toBeNull();
    expect(fictionalPack(CODE, NOW)).toEqual(pack);
    expect(fictionalPack(OTHER, NOW)).not.toEqual(pack);
  });

  it('covers the last three years of taxes and the twelve months before this one (Beijing calendar)', () => {
    const pack = fictionalPack(CODE, NOW);
    expect(pack?.tax.paidByYear.map((row) => row.year)).toEqual([2023, 2024, 2025]);
    expect(pack?.insuredByMonth.map((row) => row.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(pack?.utilities).toHaveLength(24);
    expect(new Set(pack?.utilities.map((row) => row.kind))).toEqual(new Set(['电费', '水费']));
  });

  it('answers no records for a code that is not a well-formed credit code', () => {
    expect(fictionalPack('not-a-code', NOW)).toBeNull();
    expect(fictionalPack(`${CODE.slice(0, 17)}Z`, NOW)).toBeNull();
  });
});
