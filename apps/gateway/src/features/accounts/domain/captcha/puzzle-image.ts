import crypto from 'node:crypto';
import { createCanvas, type Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { paintBackground, randomBetween } from './background.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, jigsawPath, PIECE_WIDTH, X_RANGE, Y_RANGE } from './jigsaw.ts';

export interface Puzzle {
  /** The background with the shaded hole (and decoys), PNG, IMAGE_WIDTH × IMAGE_HEIGHT. */
  shade: Buffer;
  /** The piece, PNG, PIECE_WIDTH × IMAGE_HEIGHT, transparent around the piece (which sits at y). */
  cutout: Buffer;
  /** Left edge of the piece's bounding box in the picture: the answer; never sent to the client. */
  x: number;
  /** Top of the piece's bounding box. */
  y: number;
  /** Left edges of the decoy holes (mirrored outlines at the same height); for tests, never sent to the client. */
  decoys: number[];
}

/** Side of the cells of the hole's shade: each cell is frosted by its own amount. */
const SHADE_CELL = 4;
const SHADE_ALPHA = { min: 0.45, max: 0.75 } as const;
/** Per-channel noise (±) over the whole shade image, and over the piece. */
const PICTURE_NOISE = 10;
const PIECE_NOISE = 14;

/**
 * Draws a new picture and cuts a jigsaw piece out of it at a random place. What a program could match exactly is
 * taken away while a person still sees which hole the piece fits: the hole is frosted white cell by cell by
 * different amounts (no one factor maps the piece onto it, and a hole is no longer the picture's darkest place), the
 * piece's brightness and contrast are changed and both images carry noise, and one or two decoy holes (the outline
 * mirrored, so a person tells them apart) sit at the same height.
 */
export async function drawPuzzle(): Promise<Puzzle> {
  const x = crypto.randomInt(X_RANGE.min, X_RANGE.max + 1);
  const y = crypto.randomInt(Y_RANGE.min, Y_RANGE.max + 1);
  const decoys = decoyPlaces(x);

  const picture = createCanvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  paintBackground(picture.getContext('2d'), IMAGE_WIDTH, IMAGE_HEIGHT);

  const piece = createCanvas(PIECE_WIDTH, IMAGE_HEIGHT);
  const pieceCtx = piece.getContext('2d');
  const pieceOutline = jigsawPath(0, y);
  pieceCtx.save();
  pieceCtx.clip(pieceOutline);
  pieceCtx.drawImage(picture, x, 0, PIECE_WIDTH, IMAGE_HEIGHT, 0, 0, PIECE_WIDTH, IMAGE_HEIGHT);
  pieceCtx.restore();
  alterPiece(pieceCtx);
  pieceCtx.shadowColor = 'rgba(0, 0, 0, 0.6)';
  pieceCtx.shadowBlur = 3;
  pieceCtx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  pieceCtx.lineWidth = 1.5;
  pieceCtx.stroke(pieceOutline);

  const shadeCtx = picture.getContext('2d');
  shadeHole(shadeCtx, jigsawPath(x, y), x, y);
  for (const left of decoys) {
    shadeCtx.save();
    // Mirrored about the decoy's own box: the knob on the left, the socket on the right.
    shadeCtx.translate(2 * left + PIECE_WIDTH, 0);
    shadeCtx.scale(-1, 1);
    shadeHole(shadeCtx, jigsawPath(left, y), left, y);
    shadeCtx.restore();
  }
  addNoise(shadeCtx, IMAGE_WIDTH, IMAGE_HEIGHT, PICTURE_NOISE);

  const [shade, cutout] = await Promise.all([picture.encode('png'), piece.encode('png')]);
  return { shade, cutout, x, y, decoys };
}

/** One or two decoy places clear of the hole and of each other (fewer when the hole leaves no room). */
function decoyPlaces(hole: number): number[] {
  const wanted = crypto.randomInt(1, 3);
  const places: number[] = [];
  for (let tries = 0; tries < 50 && places.length < wanted; tries++) {
    const left = crypto.randomInt(2, IMAGE_WIDTH - PIECE_WIDTH - 1);
    if ([hole, ...places].every((taken) => Math.abs(taken - left) >= PIECE_WIDTH)) places.push(left);
  }
  return places;
}

/** Frosts the outline's inside cell by cell, each by its own amount, and outlines it. */
function shadeHole(ctx: SKRSContext2D, outline: Path2D, left: number, top: number): void {
  ctx.save();
  ctx.clip(outline);
  for (let cy = top; cy < top + PIECE_WIDTH; cy += SHADE_CELL) {
    for (let cx = left; cx < left + PIECE_WIDTH; cx += SHADE_CELL) {
      ctx.fillStyle = `rgba(255, 255, 255, ${randomBetween(SHADE_ALPHA.min, SHADE_ALPHA.max).toFixed(2)})`;
      ctx.fillRect(cx, cy, SHADE_CELL, SHADE_CELL);
    }
  }
  ctx.restore();
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.lineWidth = 1.2;
  ctx.stroke(outline);
}

/** Changes the piece's brightness and contrast a little and adds noise: it is no longer the hole's exact pixels. */
function alterPiece(ctx: SKRSContext2D): void {
  const contrast = randomBetween(0.8, 1.2);
  const lift = randomBetween(-25, 25);
  const image = ctx.getImageData(0, 0, PIECE_WIDTH, IMAGE_HEIGHT);
  const data = image.data;
  for (let at = 0; at < data.length; at += 4) {
    if (data[at + 3] === 0) continue;
    for (let channel = 0; channel < 3; channel++) {
      const value = data[at + channel] ?? 0;
      data[at + channel] = (value - 128) * contrast + 128 + lift + noise(PIECE_NOISE);
    }
  }
  ctx.putImageData(image, 0, 0);
}

function addNoise(ctx: SKRSContext2D, width: number, height: number, amount: number): void {
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  for (let at = 0; at < data.length; at += 4) {
    for (let channel = 0; channel < 3; channel++) data[at + channel] = (data[at + channel] ?? 0) + noise(amount);
  }
  ctx.putImageData(image, 0, 0);
}

function noise(amount: number): number {
  return (Math.random() * 2 - 1) * amount;
}
