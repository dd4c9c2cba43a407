/**
 * Runs the latest scheduled call once `delayMs` have passed without another one (spec §9: the company search waits
 * 200 ms after typing). `cancel` drops a waiting call (an explicit 查询, a cleared field, unmount).
 */
export function createDebouncer(delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(run: () => void): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delayMs);
    },
    cancel(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    get pending(): boolean {
      return timer !== undefined;
    },
  };
}

export type Debouncer = ReturnType<typeof createDebouncer>;
