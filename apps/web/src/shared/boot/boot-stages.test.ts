import { describe, expect, it } from 'vitest';
import { type BootScheduler, bootInStages, preloadListedChunks } from './boot-stages';

function recordingScheduler(log: string[]): BootScheduler {
  return {
    afterPaint: async () => {
      log.push('paint');
    },
    nextTask: async () => {
      log.push('task');
    },
    preload: () => {
      log.push('preload');
    },
  };
}

describe('preloadListedChunks', () => {
  it('announces each chunk index.html lists as a low-priority modulepreload', () => {
    const links: Record<string, string>[] = [];
    const doc = {
      querySelector: (selector: string) =>
        selector === 'meta[name="boot-chunks"]' ? { getAttribute: () => '/assets/a.js /assets/b.js' } : null,
      createElement: () => {
        const attributes: Record<string, string> = {};
        return Object.assign(attributes, { setAttribute: (name: string, value: string) => (attributes[name] = value) });
      },
      head: { appendChild: (link: Record<string, string>) => links.push(link) },
    } as unknown as Document;
    preloadListedChunks(doc);
    expect(links.map(({ rel, href, fetchpriority }) => ({ rel, href, fetchpriority }))).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js', fetchpriority: 'low' },
      { rel: 'modulepreload', href: '/assets/b.js', fetchpriority: 'low' },
    ]);
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

  it('waits for a stage before the next, and stops at one that fails', async () => {
    const log: string[] = [];
    const slow = () => new Promise<void>((resolve) => setTimeout(() => resolve(void log.push('slow')), 10));
    const failing = () => Promise.reject(new Error('chunk failed'));
    const never = async () => void log.push('never');
    await expect(bootInStages([slow, failing, never], recordingScheduler(log))).rejects.toThrow('chunk failed');
    expect(log).toEqual(['paint', 'preload', 'slow', 'task']);
  });
});
