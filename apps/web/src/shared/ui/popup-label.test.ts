import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DEFAULT_TOP_PX, POPUP_RESET_MS, popupHover, popupLabel } from './popup-label';

describe('popupLabel', () => {
  it('shows the long label while expanded and the short one otherwise', () => {
    expect(popupLabel(true, { short: '测额', long: '一键测额' })).toBe('一键测额');
    expect(popupLabel(false, { short: '测额', long: '一键测额' })).toBe('测额');
  });

  it('keeps the spec §9 timings', () => {
    expect(POPUP_RESET_MS).toBe(300);
    expect(POPUP_DEFAULT_TOP_PX).toBe(500);
  });
});

describe('popupHover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('expands on enter and resets exactly 300 ms after leave', () => {
    const changes: boolean[] = [];
    const hover = popupHover((expanded) => changes.push(expanded));
    hover.enter();
    expect(changes).toEqual([true]);
    hover.leave();
    vi.advanceTimersByTime(POPUP_RESET_MS - 1);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('stays expanded when the pointer comes back within 300 ms', () => {
    const changes: boolean[] = [];
    const hover = popupHover((expanded) => changes.push(expanded));
    hover.enter();
    hover.leave();
    vi.advanceTimersByTime(200);
    hover.enter();
    vi.advanceTimersByTime(POPUP_RESET_MS * 2);
    expect(changes).toEqual([true, true]);
    hover.leave();
    vi.advanceTimersByTime(POPUP_RESET_MS);
    expect(changes).toEqual([true, true, false]);
  });

  it('resets once per leave and never after being disposed', () => {
    const changes: boolean[] = [];
    const hover = popupHover((expanded) => changes.push(expanded));
    hover.enter();
    hover.leave();
    hover.leave();
    vi.advanceTimersByTime(POPUP_RESET_MS);
    expect(changes).toEqual([true, false]);
    hover.enter();
    hover.leave();
    hover.dispose();
    vi.advanceTimersByTime(POPUP_RESET_MS * 2);
    expect(changes).toEqual([true, false, true]);
  });
});
