import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, chunkFailureText, loadChunk } from './chunk-load';

/** Timers run by hand: `fire` runs those still set, and tells the delays they were set with. */
function handTimers() {
  const set: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  return {
    set,
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        const timer = { run, ms, cleared: false };
        set.push(timer);
        return timer;
      },
      clearTimeout: (timer: unknown) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    },
    fire: () => {
      for (const timer of set) if (!timer.cleared) timer.run();
    },
  };
}

describe('loadChunk', () => {
  it('waits 120 s by default (spec §9)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const { set, timers } = handTimers();
    void loadChunk(() => new Promise(() => {}), undefined, timers);
    expect(set[0]?.ms).toBe(120_000);
  });

  it('answers the chunk and clears the timer when it arrives in time', async () => {
    const { set, timers } = handTimers();
    await expect(loadChunk(() => Promise.resolve('page'), 1000, timers)).resolves.toBe('page');
    expect(set[0]?.cleared).toBe(true);
  });

  it('rejects with a timeout when the chunk has not arrived, and ignores it arriving later', async () => {
    const { timers, fire } = handTimers();
    let arrive: (value: string) => void = () => {};
    const loading = loadChunk(() => new Promise<string>((resolve) => (arrive = resolve)), 1000, timers);
    fire();
    arrive('late');
    const error = await loading.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
    expect(chunkFailureText(error)).toBe('页面文件加载超时，请检查网络连接后刷新页面重试。');
  });

  it('rejects a failed import as failed, keeping the cause', async () => {
    const { set, timers } = handTimers();
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause), 1000, timers).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'failed', cause });
    expect(set[0]?.cleared).toBe(true);
    expect(chunkFailureText(error)).toBe('页面文件加载失败，可能是网络异常或平台已更新，请刷新页面重试。');
  });

  it('has no chunk words for other failures', () => {
    expect(chunkFailureText(new Error('render failed'))).toBeNull();
  });
});
