import { afterAll, beforeAll } from 'vitest';

/**
 * Registers the hooks that open something before the first test of the describe block (or file) it is called in and
 * close it after the last (before whatever an earlier call of this kind opened). Answers a view whose fields are read
 * from what was opened, so a block can name it where it declares it; reading one outside hooks and tests throws.
 */
export function openedForBlock<T extends object>(
  what: string,
  open: () => Promise<T>,
  close: (opened: T) => Promise<unknown>,
): Readonly<T> {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return new Proxy({} as T, {
    get(_view, key) {
      if (!opened) throw new Error(`${what} is opened in beforeAll: use it inside hooks and tests`);
      return Reflect.get(opened, key);
    },
  });
}
