/** Spec §9: the puzzle image is 255 px wide and the slider's 0-100 value is scaled to it. */
export const CAPTCHA_IMAGE_WIDTH = 255;
export const CAPTCHA_IMAGE_HEIGHT = 155;
export const SLIDER_MAX = 100;
export const SLIDER_THUMB_WIDTH = 40;

export const clampSliderValue = (value: number): number => Math.min(SLIDER_MAX, Math.max(0, value));

/** The piece's left edge in image pixels for a slider value: what checkCaptcha receives as x. */
export const pieceLeft = (value: number): number => (clampSliderValue(value) * CAPTCHA_IMAGE_WIDTH) / SLIDER_MAX;

/**
 * Where the piece image goes vertically: a full-height strip (the gateway's cutout carries the piece at y inside
 * it) sits at the top; a piece-sized image sits at y.
 */
export const pieceTop = (y: number, pieceHeight: number, imageHeight: number): number =>
  imageHeight > 0 && pieceHeight >= imageHeight ? 0 : y;

/** The thumb's left edge in the 255 px track (the thumb stays inside it). */
export const thumbLeft = (value: number): number =>
  (clampSliderValue(value) * (CAPTCHA_IMAGE_WIDTH - SLIDER_THUMB_WIDTH)) / SLIDER_MAX;

/** Pixels the pointer moved along the track → slider value change. */
export const valueForDrag = (pixels: number): number =>
  (pixels * SLIDER_MAX) / (CAPTCHA_IMAGE_WIDTH - SLIDER_THUMB_WIDTH);

/** The new value for a key press, null for keys the slider ignores (spec: keyboard accessible). */
export function valueForKey(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSliderValue(value + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSliderValue(value - 1);
    case 'PageUp':
      return clampSliderValue(value + 10);
    case 'PageDown':
      return clampSliderValue(value - 10);
    case 'Home':
      return 0;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}
