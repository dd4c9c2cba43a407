import { TRACKING_LIMITS, type TrackingEvent } from './tracking-event';

/** How a batch leaves: `beacon` when the page is going away (navigator.sendBeacon), else an ordinary request. */
export type SendBatch = (events: TrackingEvent[], how: 'request' | 'beacon') => void;

export interface TrackingQueueOptions {
  send: SendBatch;
  /** Flush this long after the first queued event (a few seconds: one request for a burst of clicks). */
  flushAfterMs: number;
  /** Events kept at most while nothing can be sent; the oldest go first. */
  maxQueued: number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

/**
 * Queues tracking events and sends them in batches of at most 50: a few seconds after the first event, at once
 * when a batch is full, and by beacon when the page hides. Sending never throws into the page.
 */
export class TrackingQueue {
  private queued: TrackingEvent[] = [];
  private timer: unknown = null;

  constructor(private readonly options: TrackingQueueOptions) {}

  get size(): number {
    return this.queued.length;
  }

  add(event: TrackingEvent): void {
    this.queued.push(event);
    if (this.queued.length > this.options.maxQueued) this.queued.splice(0, this.queued.length - this.options.maxQueued);
    if (this.queued.length >= TRACKING_LIMITS.batch) {
      this.flush('request');
      return;
    }
    if (this.timer === null) {
      this.timer = this.options.setTimer(() => {
        this.timer = null;
        this.flush('request');
      }, this.options.flushAfterMs);
    }
  }

  /** Sends everything queued, in batches; `beacon` when the page hides. */
  flush(how: 'request' | 'beacon'): void {
    if (this.timer !== null) {
      this.options.clearTimer(this.timer);
      this.timer = null;
    }
    while (this.queued.length > 0) {
      const batch = this.queued.splice(0, TRACKING_LIMITS.batch);
      try {
        this.options.send(batch, how);
      } catch {
        // Tracking is never worth a page error: a batch that cannot leave is dropped.
      }
    }
  }
}
