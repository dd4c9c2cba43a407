/** Spec §9: the full-screen loading indicator closes 0.6 s after the last response. */
export const LOADING_CLOSE_DELAY_MS = 600;

type Listener = () => void;

/**
 * Counts requests in flight and says whether the full-screen indicator is visible: it opens with the first
 * request and closes a fixed delay after the last one ends (a request starting meanwhile keeps it open).
 */
export class LoadingTracker {
  private inFlight = 0;
  private visible = false;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly closeDelayMs = LOADING_CLOSE_DELAY_MS) {}

  isVisible = (): boolean => this.visible;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Marks one request as started; answers the function that marks it ended (safe to call twice). */
  start(): () => void {
    this.inFlight += 1;
    clearTimeout(this.closeTimer);
    this.closeTimer = undefined;
    this.setVisible(true);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) this.closeTimer = setTimeout(() => this.setVisible(false), this.closeDelayMs);
    };
  }

  private setVisible(visible: boolean): void {
    if (this.visible === visible) return;
    this.visible = visible;
    for (const listener of this.listeners) listener();
  }
}

export const loadingTracker = new LoadingTracker();
