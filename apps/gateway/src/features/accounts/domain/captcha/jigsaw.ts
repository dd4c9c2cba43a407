import { Path2D } from '@napi-rs/canvas';
import { CAPTCHA_IMAGE } from '@sme/contract/routes/captcha';

/** Puzzle picture size (spec §9: 255 px wide). */
export const IMAGE_WIDTH = CAPTCHA_IMAGE.width;
export const IMAGE_HEIGHT = CAPTCHA_IMAGE.height;

const SIDE = 40;
const KNOB = 7;
const PAD = 2;
/** The knob bulges 1.6 radii beyond the square (its centre sits 0.6 radii outside the edge). */
const BULGE = Math.ceil(KNOB * 1.6);

/** The piece's bounding box (knobs and outline included); x and y of the puzzle are its top-left corner. */
export const PIECE_WIDTH = SIDE + BULGE + 2 * PAD;
export const PIECE_HEIGHT = SIDE + BULGE + 2 * PAD;

/** Where the piece may sit: never at the far left, where the slider starts, and never against an edge. */
export const X_RANGE = { min: PIECE_WIDTH + 10, max: IMAGE_WIDTH - PIECE_WIDTH - 4 } as const;
export const Y_RANGE = { min: 4, max: IMAGE_HEIGHT - PIECE_HEIGHT - 4 } as const;

/**
 * The jigsaw outline with its bounding box at (left, top): a square with a knob out of the top and the right
 * edge and a socket into the left edge.
 */
export function jigsawPath(left: number, top: number): Path2D {
  const x0 = left + PAD;
  const y0 = top + PAD + BULGE;
  const half = SIDE / 2;
  const chord = 0.8 * KNOB;
  const lean = Math.atan2(0.6, 0.8);
  const path = new Path2D();
  path.moveTo(x0, y0);
  path.lineTo(x0 + half - chord, y0);
  path.arc(x0 + half, y0 - 0.6 * KNOB, KNOB, Math.PI - lean, lean, false);
  path.lineTo(x0 + SIDE, y0);
  path.lineTo(x0 + SIDE, y0 + half - chord);
  path.arc(x0 + SIDE + 0.6 * KNOB, y0 + half, KNOB, Math.PI + Math.PI / 2 - lean, Math.PI / 2 + lean, false);
  path.lineTo(x0 + SIDE, y0 + SIDE);
  path.lineTo(x0, y0 + SIDE);
  path.lineTo(x0, y0 + half + chord);
  path.arc(x0 + 0.6 * KNOB, y0 + half, KNOB, Math.PI / 2 + lean, Math.PI + Math.PI / 2 - lean, true);
  path.closePath();
  return path;
}
