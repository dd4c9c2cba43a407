import { describe, expect, it } from 'vitest';
import { X_RANGE } from './jigsaw.ts';
import { solves, X_TOLERANCE } from './judge.ts';

describe('the slider judge', () => {
  it('accepts positions within the tolerance and the exact y only', () => {
    const hole = { x: 120, y: 40 };
    expect(solves(hole, { x: 120 + X_TOLERANCE, y: 40 })).toBe(true);
    expect(solves(hole, { x: 120 - X_TOLERANCE, y: 40 })).toBe(true);
    expect(solves(hole, { x: 120 + X_TOLERANCE + 0.5, y: 40 })).toBe(false);
    expect(solves(hole, { x: 120, y: 41 })).toBe(false);
  });

  it('lets the best blind guess through for under 4 % of puzzles', () => {
    // The hole's x is uniform over X_RANGE (puzzle-image.ts); a guesser knows y (it is sent) but not x.
    const holes = [];
    for (let x = X_RANGE.min; x <= X_RANGE.max; x += 1) holes.push({ x, y: 10 });
    let best = 0;
    for (let guess = X_RANGE.min; guess <= X_RANGE.max; guess += 0.5) {
      const passed = holes.filter((hole) => solves(hole, { x: guess, y: 10 })).length;
      best = Math.max(best, passed / holes.length);
    }
    expect(best).toBeLessThan(0.04);
  });

  it('still lets every slider position of the 0-100 scale reach a solution', () => {
    // The slider moves in steps of 2.55 px (0-100 scaled to 255 px): some step must land within the tolerance.
    for (let x = X_RANGE.min; x <= X_RANGE.max; x += 1) {
      const reachable = Array.from({ length: 101 }, (_, step) => step * 2.55).some((position) =>
        solves({ x, y: 0 }, { x: position, y: 0 }),
      );
      expect(reachable, `hole at ${x}`).toBe(true);
    }
  });
});
