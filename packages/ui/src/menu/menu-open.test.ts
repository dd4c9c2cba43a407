import { describe, expect, it } from 'vitest';
import { menuStillOpen } from './menu-open';

describe('menuStillOpen', () => {
  it('is open only for the location it was opened on', () => {
    expect(menuStillOpen(null, 'a1')).toBe(false);
    expect(menuStillOpen('a1', 'a1')).toBe(true);
    expect(menuStillOpen('a1', 'b2')).toBe(false);
  });
});
