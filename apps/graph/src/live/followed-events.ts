import type { LiveEventRecord } from '@sme/contract/routes/live-events';
import type { LiveHub } from './live-hub.ts';

/** How long a session's check holds before an event reaches it: a logout ends its subscriptions within this. */
export const SESSION_RECHECK_MS = 60_000;
/** Events a slow subscriber may have waiting; older ones go (each only says "read again"). */
const QUEUE_KEPT = 50;

export interface FollowOptions {
  /** Where the session's own first call left it: its cursor and audiences. */
  start: { cursor: number; audience: readonly string[] };
  keep: (event: LiveEventRecord) => boolean;
  /**
   * Asks the gateway with the subscriber's session again: resolves when it still may listen, throws otherwise (a
   * busy gateway's error counts as "still may": `ended` tells the two apart).
   */
  recheck: () => Promise<unknown>;
  ended: (error: unknown) => boolean;
  now?: () => number;
}

/**
 * One subscription's events from the instance's hub, as the subscription's source. Written as an iterator rather
 * than an async generator so that a client's "complete" stops following at once, not at the next event. Before an
 * event is passed on, a session last checked more than SESSION_RECHECK_MS ago is checked again; an ended one ends
 * the subscription.
 */
export function followedEvents(hub: LiveHub, options: FollowOptions): AsyncIterableIterator<LiveEventRecord> {
  const now = options.now ?? Date.now;
  const queued: LiveEventRecord[] = [];
  const waiting: ((result: IteratorResult<LiveEventRecord>) => void)[] = [];
  let done = false;
  let checkedAt = now();

  const finish = (): IteratorResult<LiveEventRecord> => {
    if (!done) {
      done = true;
      stop();
      queued.length = 0;
      for (const resolve of waiting.splice(0)) resolve({ done: true, value: undefined });
    }
    return { done: true, value: undefined };
  };
  const stop = hub.follow({
    audience: options.start.audience,
    after: options.start.cursor,
    deliver: (event) => {
      if (done || !options.keep(event)) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ done: false, value: event });
      else {
        queued.push(event);
        if (queued.length > QUEUE_KEPT) queued.shift();
      }
    },
    abandon: () => void finish(),
  });

  async function stillListening(): Promise<boolean> {
    if (now() - checkedAt < SESSION_RECHECK_MS) return true;
    try {
      await options.recheck();
    } catch (error) {
      if (options.ended(error)) return false;
    }
    checkedAt = now();
    return true;
  }

  const iterator: AsyncIterableIterator<LiveEventRecord> = {
    async next() {
      if (done) return { done: true, value: undefined };
      const result =
        queued.length > 0
          ? { done: false as const, value: queued.shift() as LiveEventRecord }
          : await new Promise<IteratorResult<LiveEventRecord>>((resolve) => waiting.push(resolve));
      if (result.done) return result;
      return (await stillListening()) ? result : finish();
    },
    async return() {
      return finish();
    },
    async throw(error?: unknown) {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
