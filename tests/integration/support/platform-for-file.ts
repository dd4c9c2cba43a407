import { afterAll, beforeAll } from 'vitest';
import { type AccountsPlatform, startAccountsPlatform } from './accounts-platform.ts';

/**
 * startAccountsPlatform for the whole test file (or describe block) that calls it: started before its tests, closed
 * after them; the answer is ready inside tests and later hooks.
 */
export function accountsPlatformForFile(): AccountsPlatform {
  const platform = {} as AccountsPlatform;
  beforeAll(async () => {
    Object.assign(platform, await startAccountsPlatform());
  });
  afterAll(() => platform.close?.());
  return platform;
}
