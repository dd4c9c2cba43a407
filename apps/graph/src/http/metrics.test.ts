import { describe, expect, it } from 'vitest';
import { operationLabel } from './metrics.ts';

describe('operationLabel', () => {
  it('keeps well-formed names, names the rest, and stops growing after 300 names', () => {
    expect(operationLabel(undefined)).toBe('anonymous');
    expect(operationLabel('bad name; drop')).toBe('other');
    expect(operationLabel('ProductList')).toBe('ProductList');
    for (let i = 0; i < 400; i++) operationLabel(`Generated${i}`);
    expect(operationLabel('OneTooMany')).toBe('other');
    expect(operationLabel('ProductList')).toBe('ProductList');
  });
});
