import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';
import { createLatestOnly } from './latest-only';

describe('createDebouncer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs only the last call, 200 ms after the last keystroke', () => {
    const debouncer = createDebouncer(200);
    const run = vi.fn();
    debouncer.schedule(() => run('示'));
    vi.advanceTimersByTime(150);
    debouncer.schedule(() => run('示例'));
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('示例');
    expect(debouncer.pending).toBe(false);
  });

  it('cancel drops the waiting call', () => {
    const debouncer = createDebouncer(200);
    const run = vi.fn();
    debouncer.schedule(run);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('createLatestOnly', () => {
  it('accepts only the newest request’s answer', () => {
    const latest = createLatestOnly();
    const first = latest.begin();
    const second = latest.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
    latest.invalidate();
    expect(second()).toBe(false);
  });
});
