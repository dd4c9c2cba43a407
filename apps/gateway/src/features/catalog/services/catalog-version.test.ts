import { describe, expect, it } from 'vitest';
import { reusedWhileUnwritten } from './catalog-version.ts';

describe('reusedWhileUnwritten', () => {
  function counted() {
    let value = 1;
    let reads = 0;
    const writes = { count: 0 };
    const read = async () => {
      reads++;
      return value;
    };
    const write = (next: number) => {
      value = next;
      writes.count++;
    };
    return { version: reusedWhileUnwritten(read, writes), write, reads: () => reads, writes };
  }

  it('reads once while nothing is written, and again after every write', async () => {
    const source = counted();
    expect(await source.version()).toBe(1);
    expect(await source.version()).toBe(1);
    expect(source.reads()).toBe(1);
    source.write(2);
    expect(await source.version()).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('never keeps a value as current when a write finished while it was being read', async () => {
    const writes = { count: 0 };
    let value = 1;
    const version = reusedWhileUnwritten(async () => {
      const seen = value;
      // a write lands after the read saw the old value but before the read returns
      value = 2;
      writes.count++;
      return seen;
    }, writes);
    expect(await version()).toBe(1);
    expect(await version()).toBe(2);
  });
});
