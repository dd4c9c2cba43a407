import crypto from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { paintBackground } from './background.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, jigsawPath, PIECE_WIDTH, X_RANGE, Y_RANGE } from './jigsaw.ts';

export interface Puzzle {
  /** The background with the shaded hole, PNG, IMAGE_WIDTH × IMAGE_HEIGHT. */
  shade: Buffer;
  /** The piece, PNG, PIECE_WIDTH × IMAGE_HEIGHT, transparent around the piece (which sits at y). */
  cutout: Buffer;
  /** Left edge of the piece's bounding box in the picture: the answer; never sent to the client. */
  x: number;
  /** Top of the piece's bounding box. */
  y: number;
}

/** Draws a new picture and cuts a jigsaw piece out of it at a random place. */
export async function drawPuzzle(): Promise<Puzzle> {
  const x = crypto.randomInt(X_RANGE.min, X_RANGE.max + 1);
  const y = crypto.randomInt(Y_RANGE.min, Y_RANGE.max + 1);

  const picture = createCanvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  paintBackground(picture.getContext('2d'), IMAGE_WIDTH, IMAGE_HEIGHT);

  const piece = createCanvas(PIECE_WIDTH, IMAGE_HEIGHT);
  const pieceCtx = piece.getContext('2d');
  const pieceOutline = jigsawPath(0, y);
  pieceCtx.save();
  pieceCtx.clip(pieceOutline);
  pieceCtx.drawImage(picture, x, 0, PIECE_WIDTH, IMAGE_HEIGHT, 0, 0, PIECE_WIDTH, IMAGE_HEIGHT);
  pieceCtx.restore();
  pieceCtx.shadowColor = 'rgba(0, 0, 0, 0.6)';
  pieceCtx.shadowBlur = 3;
  pieceCtx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  pieceCtx.lineWidth = 1.5;
  pieceCtx.stroke(pieceOutline);

  const shadeCtx = picture.getContext('2d');
  const hole = jigsawPath(x, y);
  shadeCtx.fillStyle = 'rgba(0, 0, 0, 0.5)';
  shadeCtx.fill(hole);
  shadeCtx.strokeStyle = 'rgba(255, 255, 255, 0.75)';
  shadeCtx.lineWidth = 1.2;
  shadeCtx.stroke(hole);

  const [shade, cutout] = await Promise.all([picture.encode('png'), piece.encode('png')]);
  return { shade, cutout, x, y };
}
