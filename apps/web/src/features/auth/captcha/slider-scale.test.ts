import { pieceLeft, pieceTop, thumbLeft, valueForDrag, valueForKey } from '@sme/ui/captcha';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEXTS } from './captcha-texts';

// The scale is @sme/ui's (shared with the staff login); its test stays here, where the unit project finds it.
describe('captcha slider scale (spec §9)', () => {
  it('scales the 0-100 value to the 255 px image', () => {
    expect(pieceLeft(0)).toBe(0);
    expect(pieceLeft(40)).toBe(102);
    expect(pieceLeft(100)).toBe(255);
    expect(pieceLeft(140)).toBe(255);
    expect(pieceLeft(-5)).toBe(0);
  });

  it('puts a full-height piece strip at the top and a piece-sized image at y', () => {
    expect(pieceTop(51, 155, 155)).toBe(0);
    expect(pieceTop(51, 56, 155)).toBe(51);
    expect(pieceTop(51, 155, 0)).toBe(51);
  });

  it('keeps the 40 px thumb inside the track and maps drags back to values', () => {
    expect(thumbLeft(100)).toBe(215);
    expect(valueForDrag(215)).toBe(100);
    expect(valueForDrag(thumbLeft(37))).toBeCloseTo(37);
  });

  it('moves by 1 with the arrow keys, 10 with page keys, to the ends with Home/End', () => {
    expect(valueForKey('ArrowRight', 10)).toBe(11);
    expect(valueForKey('ArrowUp', 100)).toBe(100);
    expect(valueForKey('ArrowLeft', 0)).toBe(0);
    expect(valueForKey('ArrowDown', 5)).toBe(4);
    expect(valueForKey('PageUp', 95)).toBe(100);
    expect(valueForKey('PageDown', 5)).toBe(0);
    expect(valueForKey('Home', 50)).toBe(0);
    expect(valueForKey('End', 50)).toBe(100);
    expect(valueForKey('a', 50)).toBeNull();
  });

  it('uses the spec texts', () => {
    expect(CAPTCHA_TEXTS).toEqual({ loadFailed: '请稍后重试！', tooFrequent: '操作频繁，请稍后重试！' });
  });
});
