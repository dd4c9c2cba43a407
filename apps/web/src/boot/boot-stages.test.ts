import { describe, expect, it } from 'vitest';
import { type BootScheduler, bootInStages, PRELOADS_PER_TASK, preloadListedChunks } from './boot-stages';

function recordingScheduler(log: string[]): BootScheduler {
  return {
    afterPaint: async () => {
      log.push('paint');
    },
    nextTask: async () => {
      log.push('task');
    },
    preload: async () => {
      log.push('preload');
    },
  };
}

describe('preloadListedChunks', () => {
  function documentListing(hrefs: string[], appended: Record<string, string>[]): Document {
    return {
      querySelector: (selector: string) =>
        selector === 'meta[name="boot-chunks"]' ? { getAttribute: () => hrefs.join(' ') } : null,
      createElement: () => {
        const attributes: Record<string, string> = {};
        return Object.assign(attributes, { setAttribute: (name: string, value: string) => (attributes[name] = value) });
      },
      head: { appendChild: (link: Record<string, string>) => appended.push(link) },
    } as unknown as Document;
  }

  it('announces each chunk index.html lists as a low-priority modulepreload', async () => {
    const links: Record<string, string>[] = [];
    await preloadListedChunks(documentListing(['/assets/a.js', '/assets/b.js'], links), async () => undefined);
    expect(links.map(({ rel, href, fetchpriority }) => ({ rel, href, fetchpriority }))).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js', fetchpriority: 'low' },
      { rel: 'modulepreload', href: '/assets/b.js', fetchpriority: 'low' },
    ]);
  });

  it(`announces at most ${PRELOADS_PER_TASK} per task`, async () => {
    const links: Record<string, string>[] = [];
    const perTask: number[] = [];
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, index) => `/assets/${index}.js`);
    await preloadListedChunks(documentListing(hrefs, links), async () => {
      perTask.push(links.length - perTask.reduce((sum, count) => sum + count, 0));
    });
    perTask.push(links.length - perTask.reduce((sum, count) => sum + count, 0));
    expect(perTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 3]);
  });
});

describe('bootInStages', () => {
  it('runs nothing before the paint, then each stage in a task of its own, in order', async () => {
    const log: string[] = [];
    const stage = (name: string) => async () => {
      log.push(name);
    };
    await bootInStages([stage('react'), stage('theme'), stage('app')], recordingScheduler(log));
    expect(log).toEqual(['paint', 'preload', 'react', 'task', 'theme', 'task', 'app']);
  });

  it('hands each stage what the one before resolved to', async () => {
    const handed: unknown[] = [];
    await bootInStages(
      [
        async () => 'renderer',
        async (previous: string) => handed.push(previous) && 'system',
        async (previous: string) => void handed.push(previous),
      ],
      recordingScheduler([]),
    );
    expect(handed).toEqual(['renderer', 'system']);
  });

  it('waits for a stage before the next, and stops at one that fails', async () => {
    const log: string[] = [];
    const slow = () => new Promise<void>((resolve) => setTimeout(() => resolve(void log.push('slow')), 10));
    const failing = () => Promise.reject(new Error('chunk failed'));
    const never = async () => void log.push('never');
    await expect(bootInStages([slow, failing, never], recordingScheduler(log))).rejects.toThrow('chunk failed');
    expect(log).toEqual(['paint', 'preload', 'slow', 'task']);
  });
});
