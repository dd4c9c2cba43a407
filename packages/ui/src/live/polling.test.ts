import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWhileVisible } from './polling';

/** A page's document as far as polling needs it: whether it is visible, and its visibilitychange listeners. */
function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as 'visible' | 'hidden',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    show() {
      this.visibilityState = 'visible';
      for (const listener of listeners) listener();
    },
  };
}

describe('the polling fallback of live pages', () => {
  let page: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    vi.useFakeTimers();
    page = fakeDocument();
    vi.stubGlobal('document', page);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads every period while the page is visible, skips while hidden, reads on showing, and stops', () => {
    const read = vi.fn();
    const stop = pollWhileVisible(read, 15_000);
    vi.advanceTimersByTime(30_000);
    expect(read).toHaveBeenCalledTimes(2);
    page.visibilityState = 'hidden';
    vi.advanceTimersByTime(30_000);
    expect(read).toHaveBeenCalledTimes(2);
    page.show();
    expect(read).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(30_000);
    page.show();
    expect(read).toHaveBeenCalledTimes(3);
  });
});
