import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REACHABLE_WAIT_MS, type ScrollSurface, scrollWhenReachable } from './scroll-when-reachable';

function fakeSurface(initialMax: number) {
  const state = { max: initialMax, scrolls: [] as number[], listeners: new Set<() => void>() };
  const surface: ScrollSurface = {
    maxScrollTop: () => state.max,
    scrollTo: (top) => state.scrolls.push(top),
    onGrow: (callback) => {
      state.listeners.add(callback);
      return () => state.listeners.delete(callback);
    },
  };
  const grow = (max: number) => {
    state.max = max;
    for (const listener of [...state.listeners]) listener();
  };
  return { state, surface, grow };
}

describe('scrolling to an offset once the page is tall enough', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scrolls at once when the page already reaches the offset', () => {
    const { state, surface } = fakeSurface(900);
    scrollWhenReachable(670, surface);
    expect(state.scrolls).toEqual([670]);
    expect(state.listeners.size).toBe(0);
  });

  it('waits while the page is shorter, and scrolls once when it has grown far enough', () => {
    const { state, surface, grow } = fakeSurface(659);
    scrollWhenReachable(670, surface);
    expect(state.scrolls).toEqual([]);
    grow(665);
    expect(state.scrolls).toEqual([]);
    grow(1200);
    grow(1400);
    expect(state.scrolls).toEqual([670]);
    expect(state.listeners.size).toBe(0);
    vi.advanceTimersByTime(REACHABLE_WAIT_MS);
    expect(state.scrolls).toEqual([670]);
  });

  it('goes as far as it can when the page never grows enough', () => {
    const { state, surface } = fakeSurface(300);
    scrollWhenReachable(670, surface);
    vi.advanceTimersByTime(REACHABLE_WAIT_MS - 1);
    expect(state.scrolls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(state.scrolls).toEqual([670]);
    expect(state.listeners.size).toBe(0);
  });

  it('does nothing once cancelled', () => {
    const { state, surface, grow } = fakeSurface(100);
    const cancel = scrollWhenReachable(670, surface);
    cancel();
    grow(2000);
    vi.advanceTimersByTime(REACHABLE_WAIT_MS);
    expect(state.scrolls).toEqual([]);
  });
});
