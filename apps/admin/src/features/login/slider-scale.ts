/** The puzzle is 255 px wide; the slider's 0-100 value is scaled to it (spec §9, as the portal's slider). */
export const IMAGE_WIDTH = 255;
export const THUMB = 40;

export const clampValue = (value: number): number => Math.min(100, Math.max(0, value));

/** The piece's left edge in image pixels: what checkCaptcha receives as x. */
export const pieceLeft = (value: number): number => (clampValue(value) * IMAGE_WIDTH) / 100;

/** The thumb's left edge in the 255 px track, keeping the thumb inside it. */
export const thumbLeft = (value: number): number => (clampValue(value) * (IMAGE_WIDTH - THUMB)) / 100;

/** A drag of `pixels` along the track as a change of value. */
export const valueForDrag = (pixels: number): number => (pixels * 100) / (IMAGE_WIDTH - THUMB);

/** The arrow keys move by 1, Home and End to the ends; other keys: null. */
export function valueForKey(key: string, value: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowUp') return clampValue(value + 1);
  if (key === 'ArrowLeft' || key === 'ArrowDown') return clampValue(value - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return 100;
  return null;
}
