/** Spec §9: a page's script chunk that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's code could not be loaded: it failed (network, a deploy removed the old chunk) or timed out. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: ErrorOptions,
  ) {
    super(reason === 'timeout' ? 'page chunk load timed out' : 'page chunk failed to load', options);
  }
}

export interface ChunkTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

const browserTimers: ChunkTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Loads a page's chunk, or rejects with ChunkLoadError: 'failed' when the import fails, 'timeout' when it has not
 * settled within `timeoutMs` (spec §9: 120 s). The route's error page tells the two apart and offers a reload.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  timers: ChunkTimers = browserTimers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError('timeout'));
    }, timeoutMs);
    load().then(
      (value) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}

/** The words of the error page for a chunk that did not load, or null for other failures. */
export function chunkFailureText(error: unknown): string | null {
  if (!(error instanceof ChunkLoadError)) return null;
  return error.reason === 'timeout'
    ? '页面文件加载超时，请检查网络连接后刷新页面重试。'
    : '页面文件加载失败，可能是网络异常或平台已更新，请刷新页面重试。';
}
