/**
 * The attack run's slider solver against freshly drawn puzzles (apps/gateway/src/features/accounts/domain/captcha):
 * for every x it compares the shade image, inside the piece's outline, with half the piece's brightness (the hole
 * used to be the same picture under a uniform rgba(0,0,0,0.5)), and answers the x that matches best. A puzzle is
 * solved when that x is within the judge's tolerance. Goal: under 10 % solved.
 *   npm run bench:captcha            (BENCH_CAPTCHA_ROUNDS puzzles, default 100)
 */
import { solves } from '../apps/gateway/src/features/accounts/domain/captcha/judge.ts';
import { drawPuzzle } from '../apps/gateway/src/features/accounts/domain/captcha/puzzle-image.ts';
import { solve } from './support/brightness-solver.ts';

const rounds = Number(process.env.BENCH_CAPTCHA_ROUNDS ?? 100);
const GOAL = 0.1;

let solved = 0;
for (let round = 0; round < rounds; round++) {
  const puzzle = await drawPuzzle();
  if (solves(puzzle, { x: await solve(puzzle.shade, puzzle.cutout), y: puzzle.y })) solved += 1;
}
const share = solved / rounds;
console.log(`captcha solver: ${solved} of ${rounds} puzzles solved (${(share * 100).toFixed(1)} %), goal under 10 %`);
process.exitCode = share < GOAL ? 0 : 1;
