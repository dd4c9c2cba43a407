import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { logger } from '#http/logger.ts';
import type { Clock } from '#shared/clock.ts';
import { deleteExpired } from '../stores/housekeeping-store.ts';

/** How often each gateway instance sweeps; the deletes are idempotent, so instances need not take turns. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Starts the periodic sweep of dead codes, tokens, puzzles, rate events, outbox messages and old sessions; answers
 * a function that stops it. A failed sweep is logged and tried again at the next tick.
 */
export function startHousekeeping(
  db: Kysely<DB>,
  clock: Clock,
  absoluteSessionMs: number,
  /** Other features' sweeps (e.g. files never attached), run at the same ticks; each answers what it deleted. */
  moreSweeps: Record<string, (now: Date) => Promise<number>> = {},
): () => void {
  const sweep = async () => {
    try {
      const deleted = await deleteExpired(db, clock.now(), absoluteSessionMs);
      for (const [name, run] of Object.entries(moreSweeps)) deleted[name] = await run(clock.now());
      const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
      if (total > 0) logger.info({ at: 'housekeeping', deleted });
    } catch (error) {
      logger.error({ at: 'housekeeping', error: String(error) });
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
