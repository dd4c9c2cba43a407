import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads.ts';

/** A read source whose reads end when the test says, answering the value at the moment each read started. */
function controlledSource() {
  let value = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  const read = () => {
    reads++;
    const seen = value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  return {
    read,
    set: (next: number) => {
      value = next;
    },
    finishOne: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    reads: () => reads,
  };
}

describe('freshReads', () => {
  it('never answers a caller with a read that started before it asked', async () => {
    const source = controlledSource();
    const version = freshReads(source.read);
    const early = version();
    source.set(1); // committed after the first read started, before the second caller asked
    const late = version();
    await source.finishOne();
    expect(await early).toBe(0);
    await source.finishOne();
    expect(await late).toBe(1);
  });

  it('shares one following read among every caller that arrived during a read', async () => {
    const source = controlledSource();
    const version = freshReads(source.read);
    const first = version();
    const waiting = [version(), version(), version()];
    expect(source.reads()).toBe(1);
    await source.finishOne();
    expect(source.reads()).toBe(2);
    await source.finishOne();
    expect(await Promise.all([first, ...waiting])).toEqual([0, 0, 0, 0]);
    expect(source.reads()).toBe(2);
  });

  it('reads again after a failed read', async () => {
    let fail = true;
    const version = freshReads(async () => {
      if (fail) throw new Error('database gone');
      return 7;
    });
    await expect(version()).rejects.toThrow('database gone');
    fail = false;
    await expect(version()).resolves.toBe(7);
  });
});
