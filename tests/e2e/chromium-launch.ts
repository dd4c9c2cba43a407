import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
