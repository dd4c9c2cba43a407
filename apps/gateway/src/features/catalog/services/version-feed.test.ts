import { describe, expect, it } from 'vitest';
import type { ChangeSignal } from '#db/database.ts';
import { CatalogVersionFeed } from './version-feed.ts';

type Event = Parameters<Parameters<ChangeSignal['subscribe']>[0]>[0];

/** A change signal driven by the test, and a version the test sets. */
function fakes(initial = '1') {
  let version = initial;
  let failing = false;
  const listeners = new Set<(event: Event) => void>();
  const signal = {
    live: true,
    subscribe: (listener: (event: Event) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    signal,
    read: async () => {
      if (failing) throw new Error('database gone');
      return version;
    },
    set: (next: string) => {
      version = next;
    },
    fail: () => {
      failing = true;
    },
    emit: (event: Event) => {
      for (const listener of listeners) listener(event);
    },
  };
}

const never = new AbortController().signal;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('CatalogVersionFeed', () => {
  it('answers at once for an unknown or older version, holds for the current one until a change', async () => {
    const f = fakes('3');
    const feed = new CatalogVersionFeed(f.read, f.signal);
    expect(await feed.next(undefined, 1_000, never)).toEqual({ version: '3', live: true });
    expect(await feed.next('2', 1_000, never)).toEqual({ version: '3', live: true });
    let answer: unknown = 'pending';
    void feed.next('3', 1_000, never).then((value) => {
      answer = value;
    });
    await tick();
    expect(answer).toBe('pending');
    f.emit({ kind: 'notification' });
    await tick();
    expect(answer).toBe('pending'); // a write that did not raise the version keeps the hold
    f.set('4');
    f.emit({ kind: 'notification' });
    await tick();
    expect(answer).toEqual({ version: '4', live: true });
    expect(feed.waiting).toBe(0);
  });

  it('answers not live at once while the signal is down, and releases held requests when it drops', async () => {
    const f = fakes('3');
    const feed = new CatalogVersionFeed(f.read, f.signal);
    const held = feed.next('3', 1_000, never);
    await tick();
    f.signal.live = false;
    f.emit({ kind: 'live', live: false });
    expect(await held).toEqual({ version: '3', live: false });
    expect(await feed.next('3', 1_000, never)).toEqual({ version: '3', live: false });
  });

  it('releases held requests as not live when a version read fails, and forgets callers that go away', async () => {
    const f = fakes('3');
    const feed = new CatalogVersionFeed(f.read, f.signal);
    const gone = new AbortController();
    const leaving = feed.next('3', 1_000, gone.signal);
    const held = feed.next('3', 1_000, never);
    await tick();
    gone.abort();
    expect(await leaving).toEqual({ version: '3', live: false });
    expect(feed.waiting).toBe(1);
    f.fail();
    f.emit({ kind: 'notification' });
    expect(await held).toEqual({ version: '3', live: false });
  });

  it('ends a hold with the same version, and close() releases everything', async () => {
    const f = fakes('3');
    const feed = new CatalogVersionFeed(f.read, f.signal);
    expect(await feed.next('3', 20, never)).toEqual({ version: '3', live: true });
    const held = feed.next('3', 1_000, never);
    await tick();
    feed.close();
    expect(await held).toEqual({ version: '3', live: false });
  });
});
