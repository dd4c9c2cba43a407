import { type Canvas, createCanvas } from '@napi-rs/canvas';

/** Small real images (a blue 48×32 picture with a white box) drawn with @napi-rs/canvas, for the three test tiers. */
function drawing(): Canvas {
  const canvas = createCanvas(48, 32);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1e6fd9';
  context.fillRect(0, 0, 48, 32);
  context.fillStyle = '#ffffff';
  context.fillRect(8, 8, 20, 12);
  return canvas;
}

export function png(): Buffer {
  return drawing().toBuffer('image/png');
}

export function jpg(): Buffer {
  return drawing().toBuffer('image/jpeg', 90);
}
