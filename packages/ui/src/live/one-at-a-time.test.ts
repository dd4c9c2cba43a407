import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

/** A read whose runs the test finishes by hand, in order. */
function heldReads() {
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () => {
    started += 1;
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const finishOne = async () => {
    pending.shift()?.();
    // Lets the finished run's callbacks (and a run they start) take their turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { read, finishOne, started: () => started };
}

describe('live pages read again one at a time', () => {
  it('folds every call made during a run into one run after it', async () => {
    const { read, finishOne, started } = heldReads();
    const refetch = oneAtATime(read);
    refetch();
    refetch();
    refetch();
    refetch();
    expect(started()).toBe(1);
    await finishOne();
    expect(started()).toBe(2);
    await finishOne();
    expect(started()).toBe(2);
    refetch();
    expect(started()).toBe(3);
  });

  it('goes on after a run that failed', async () => {
    let calls = 0;
    const refetch = oneAtATime(() => {
      calls += 1;
      return Promise.reject(new Error('网络异常'));
    });
    refetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    refetch();
    expect(calls).toBe(2);
  });
});
