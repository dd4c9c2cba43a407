import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import {
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  PIECE_WIDTH,
} from '../../apps/gateway/src/features/accounts/domain/captcha/jigsaw.ts';

/**
 * The attack run's slider solver: the x whose shade image, inside the piece's opaque pixels, best equals half the
 * piece's brightness (it solved every puzzle whose hole was the picture under a uniform rgba(0,0,0,0.5)).
 */
function pixels(image: Image, width: number, height: number): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, width, height).data;
}

function brightness(data: Uint8ClampedArray, at: number): number {
  return 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
}

/** The solver's answer for one puzzle. */
export async function solve(shadePng: Buffer, cutoutPng: Buffer): Promise<number> {
  const shade = pixels(await loadImage(shadePng), IMAGE_WIDTH, IMAGE_HEIGHT);
  const piece = pixels(await loadImage(cutoutPng), PIECE_WIDTH, IMAGE_HEIGHT);
  const inside: Array<{ i: number; j: number; half: number }> = [];
  for (let j = 0; j < IMAGE_HEIGHT; j++) {
    for (let i = 0; i < PIECE_WIDTH; i++) {
      const at = (j * PIECE_WIDTH + i) * 4;
      if ((piece[at + 3] ?? 0) >= 250) inside.push({ i, j, half: brightness(piece, at) / 2 });
    }
  }
  let best = 0;
  let bestError = Number.POSITIVE_INFINITY;
  for (let x = 0; x <= IMAGE_WIDTH - PIECE_WIDTH; x++) {
    let error = 0;
    for (const { i, j, half } of inside) error += Math.abs(brightness(shade, (j * IMAGE_WIDTH + x + i) * 4) - half);
    if (error < bestError) {
      bestError = error;
      best = x;
    }
  }
  return best;
}
