import { describe, expect, it } from 'vitest';
import { solve } from '../../../../../../../bench/support/brightness-solver.ts';
import { PIECE_WIDTH, X_RANGE, Y_RANGE } from './jigsaw.ts';
import { solves } from './judge.ts';
import { drawPuzzle } from './puzzle-image.ts';

describe('the slider puzzle', () => {
  it('puts the hole in range and one or two decoys at its height, clear of it and of each other', async () => {
    for (let round = 0; round < 5; round++) {
      const puzzle = await drawPuzzle();
      expect(puzzle.x).toBeGreaterThanOrEqual(X_RANGE.min);
      expect(puzzle.x).toBeLessThanOrEqual(X_RANGE.max);
      expect(puzzle.y).toBeGreaterThanOrEqual(Y_RANGE.min);
      expect(puzzle.decoys.length).toBeGreaterThanOrEqual(1);
      expect(puzzle.decoys.length).toBeLessThanOrEqual(2);
      const lefts = [puzzle.x, ...puzzle.decoys].sort((a, b) => a - b);
      for (let i = 1; i < lefts.length; i++) {
        expect((lefts[i] ?? 0) - (lefts[i - 1] ?? 0)).toBeGreaterThanOrEqual(PIECE_WIDTH);
      }
    }
  });

  it("is not solved by comparing the shade with half the piece's brightness (the attack run's solver)", async () => {
    let solved = 0;
    for (let round = 0; round < 10; round++) {
      const puzzle = await drawPuzzle();
      if (solves(puzzle, { x: await solve(puzzle.shade, puzzle.cutout), y: puzzle.y })) solved += 1;
    }
    expect(solved).toBeLessThanOrEqual(1);
  });
});
