import { type Browser, type BrowserContext, chromium, type Download, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openedForBlock } from '../support/opened-for-block.ts';

/** This worker's platform: workers are numbered from 1 (VITEST_POOL_ID), one platform each. */
function platform() {
  const platforms = inject('platforms');
  const worker = Number.parseInt(process.env.VITEST_POOL_ID ?? '1', 10);
  const mine = platforms[(worker - 1) % platforms.length];
  if (!mine) throw new Error('no platform was started for the browser tests (tests/e2e/global-setup.ts)');
  return mine;
}

/** The started platform's portal address (graph serving the built web app). */
export const baseUrl = (): string => platform().baseUrl;
/** The started gateway's /api base, for development helpers (SMS outbox, captcha answer). */
export const gatewayUrl = (): string => platform().gatewayUrl;
/** The local stand-ins: provincial issuer at the root, its identify page at /identify, WeChat under /wechat. */
export const standInUrl = (): string => platform().standInUrl;

/**
 * A connection to this worker's Chromium, started once with its platform (tests/e2e/global-setup.ts): a file then
 * pays for a connection, not a browser's start and end. Closing the connection closes the file's contexts only.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(platform().browserWsEndpoint);
}

/** A fresh browser context (own cookies and storage) with a page whose uncaught errors and CSP refusals fail it. */
export async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A script, style or image the portal's Content-Security-Policy blocks is a bug of ours, not of the browser.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

/** Runs one scenario on a fresh page, fails it on any uncaught page error, and always closes the context. */
export async function withPage(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page, errors } = await openPage(browser);
  try {
    await run(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The Chromium of the describe block (or file) it is called in: connected before the first test, closed after the last. */
export interface BlockChromium {
  readonly browser: Browser;
  /** withPage on this browser. */
  withPage(run: (page: Page) => Promise<void>): Promise<void>;
}

/** Registers the hooks that connect and close the block's Chromium (its afterAll runs after the block's own). */
export function chromiumForBlock(): BlockChromium {
  const connected = openedForBlock(
    'the block’s Chromium',
    async () => ({ browser: await connectBrowser() }),
    ({ browser }) => browser.close(),
  );
  return {
    get browser() {
      return connected.browser;
    },
    withPage(run) {
      return withPage(this.browser, run);
    },
  };
}

/** Opens a hash route of the portal, e.g. visit(page, '/product'). */
export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
}

/**
 * Moves the pointer off and onto `target` until its text is `text`: a button re-rendered under a still pointer gets
 * no mouseenter, so one hover can be lost while the page is still arriving.
 */
export async function hoverUntilText(page: Page, target: Locator, text: string): Promise<void> {
  await expect
    .poll(async () => {
      await page.mouse.move(5, 5);
      await target.hover();
      return target.textContent();
    })
    .toBe(text);
}

/** A download's bytes, streamed over the connection: the worker's Chromium keeps its files where no test can read them. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
