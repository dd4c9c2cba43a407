import { describe, expect, it } from 'vitest';
import { pieceLeft, thumbLeft, valueForDrag, valueForKey } from './slider-scale';

describe('admin slider scale', () => {
  it('scales 0-100 to the 255 px image and keeps the thumb in the track', () => {
    expect(pieceLeft(40)).toBe(102);
    expect(pieceLeft(120)).toBe(255);
    expect(pieceLeft(-1)).toBe(0);
    expect(thumbLeft(100)).toBe(215);
    expect(valueForDrag(215)).toBe(100);
  });

  it('moves with the keys', () => {
    expect(valueForKey('ArrowRight', 99.5)).toBe(100);
    expect(valueForKey('ArrowLeft', 0)).toBe(0);
    expect(valueForKey('End', 3)).toBe(100);
    expect(valueForKey('x', 3)).toBeNull();
  });
});
