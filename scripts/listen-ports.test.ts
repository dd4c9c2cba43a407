import { describe, expect, it } from 'vitest';
import { BROWSER_BLOCKED_PORTS, ephemeralFloor, listenPortBelowEphemeral } from './listen-ports.ts';

describe('listening ports for test servers', () => {
  it('reads the floor of the kernel’s ephemeral range, and falls back to 32768', () => {
    expect(ephemeralFloor(() => '40000\t60999\n')).toBe(40_000);
    expect(ephemeralFloor(() => 'nonsense')).toBe(32_768);
    expect(
      ephemeralFloor(() => {
        throw new Error('no /proc');
      }),
    ).toBe(32_768);
  });

  it('keeps every port of the span below that floor', () => {
    for (let run = 0; run < 500; run += 1) {
      const base = listenPortBelowEphemeral(20_000, 40_000, 50, 32_768);
      expect(base).toBeGreaterThanOrEqual(20_000);
      expect(base + 49).toBeLessThan(32_768);
      expect((base - 20_000) % 50).toBe(0);
    }
  });

  it('never answers a port browsers and fetch refuse, nor a span that holds one', () => {
    const drawn = new Set(Array.from({ length: 2_000 }, () => listenPortBelowEphemeral(10_075, 10_085, 1, 32_768)));
    expect([...drawn].sort()).toEqual([10_075, 10_076, 10_077, 10_078, 10_079, 10_081, 10_082, 10_083, 10_084]);
    for (let run = 0; run < 200; run += 1)
      expect(listenPortBelowEphemeral(10_000, 10_200, 50, 32_768)).not.toBe(10_050);
    expect(() => listenPortBelowEphemeral(10_080, 10_081, 1, 32_768)).toThrow('no 1 listening ports');
    expect(BROWSER_BLOCKED_PORTS).toContain(10_080);
  });

  it('refuses a window with no room rather than answer a port inside the ephemeral range', () => {
    expect(() => listenPortBelowEphemeral(33_000, 40_000, 50, 32_768)).toThrow('no 50 listening ports');
  });
});
