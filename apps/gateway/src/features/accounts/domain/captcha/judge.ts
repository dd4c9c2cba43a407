/** How long a puzzle can be solved. */
export const CHALLENGE_TTL_MS = 3 * 60_000;
/** How long the token of a solved puzzle stays usable (for one SMS send or one password login). */
export const TOKEN_TTL_MS = 2 * 60_000;
/**
 * How far (px) the slider may stop from the hole. 2 px still leaves a 4 px window, wider than one step of the
 * 0-100 slider (2.55 px), while a blind guess over the ~130 px the hole can be in passes about 3 % of the time.
 */
export const X_TOLERANCE = 2;
/** Checks of one key; more are answered -3000 (a wrong x already kills the key at the first). */
export const MAX_CHECKS_PER_KEY = 3;

/** Whether a slider position solves the puzzle whose hole is at `hole`. */
export function solves(hole: { x: number; y: number }, attempt: { x: number; y: number }): boolean {
  return Math.abs(attempt.x - hole.x) <= X_TOLERANCE && attempt.y === hole.y;
}
