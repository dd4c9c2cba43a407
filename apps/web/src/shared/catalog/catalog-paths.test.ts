import { describe, expect, it } from 'vitest';
import { institutionPath, productPath } from './catalog-paths';

describe('catalogue paths', () => {
  it('links a product and an institution to their detail routes (spec §2)', () => {
    expect(productPath('12')).toBe('/product/12');
    expect(institutionPath('3')).toBe('/financialInstitution/3');
  });
});
