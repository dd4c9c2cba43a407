import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_CLOSE_DELAY_MS, LoadingTracker } from './loading-tracker';

describe('LoadingTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while a request is in flight and closes 0.6 s after it ends', () => {
    const tracker = new LoadingTracker();
    expect(tracker.isVisible()).toBe(false);
    const end = tracker.start();
    expect(tracker.isVisible()).toBe(true);
    end();
    vi.advanceTimersByTime(LOADING_CLOSE_DELAY_MS - 1);
    expect(tracker.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tracker.isVisible()).toBe(false);
    expect(LOADING_CLOSE_DELAY_MS).toBe(600);
  });

  it('waits for the last of several requests', () => {
    const tracker = new LoadingTracker();
    const endFirst = tracker.start();
    const endSecond = tracker.start();
    endFirst();
    vi.advanceTimersByTime(1000);
    expect(tracker.isVisible()).toBe(true);
    endSecond();
    vi.advanceTimersByTime(600);
    expect(tracker.isVisible()).toBe(false);
  });

  it('stays open when a new request starts during the closing delay', () => {
    const tracker = new LoadingTracker();
    tracker.start()();
    vi.advanceTimersByTime(300);
    const end = tracker.start();
    vi.advanceTimersByTime(600);
    expect(tracker.isVisible()).toBe(true);
    end();
    vi.advanceTimersByTime(600);
    expect(tracker.isVisible()).toBe(false);
  });

  it('counts an ended request once even when told twice', () => {
    const tracker = new LoadingTracker();
    const endFirst = tracker.start();
    const endSecond = tracker.start();
    endFirst();
    endFirst();
    vi.advanceTimersByTime(600);
    expect(tracker.isVisible()).toBe(true);
    endSecond();
    vi.advanceTimersByTime(600);
    expect(tracker.isVisible()).toBe(false);
  });

  it('tells subscribers when visibility changes', () => {
    const tracker = new LoadingTracker();
    const listener = vi.fn();
    const unsubscribe = tracker.subscribe(listener);
    const end = tracker.start();
    tracker.start()();
    expect(listener).toHaveBeenCalledTimes(1);
    end();
    vi.advanceTimersByTime(600);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    tracker.start();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
