import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A 390 × 844 phone for the phone-width tests of the portal and the workbench: what a page that fits is (no sideways
 * scrolling, no zooming out), and tap-sized targets. Each page measured is photographed under test-results/ (git-ignored)
 * for a human look, at CSS pixels: a photo of a whole page at the phone's 3 device pixels took a third of a file's time.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
} as const;

export const SHOTS = 'test-results/phone-width';
const MIN_TAP_PX = 44;

export interface WidthReport {
  scrollWidth: number;
  innerWidth: number;
  /** The layout viewport (the root's client width). */
  clientWidth: number;
  /** Elements sticking out past the right edge and not inside a box that scrolls or clips them. */
  offenders: string[];
}

/**
 * Runs in the page: the document's width against the window's, and who is to blame when it is wider. A mobile
 * browser zooms out to show a too-wide page whole, and then window.innerWidth grows with it (600 px for a 600 px
 * element): so the limit is the phone's own width, not only innerWidth.
 */
export function measureWidth(phoneWidth: number): WidthReport {
  const limit = Math.min(window.innerWidth, phoneWidth);
  const clipped = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  const offenders: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= limit + 0.5 || clipped(element)) continue;
    const testId = element.getAttribute('data-testid');
    const text = (element.textContent ?? '').trim().slice(0, 24);
    offenders.push(
      `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''} right=${Math.round(box.right)} "${text}"`,
    );
    if (offenders.length === 8) break;
  }
  const root = document.documentElement;
  return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, clientWidth: root.clientWidth, offenders };
}

/** Wider than the phone: the page scrolls sideways, or the browser had to zoom out to show it whole. */
export const tooWide = (report: WidthReport): boolean =>
  report.innerWidth !== PHONE.viewport.width || report.scrollWidth > report.innerWidth;

/** The page fits the phone: no sideways scrolling. Saves a full-page screenshot first, so a failure can be seen. */
export async function expectFits(page: Page, shot: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true, scale: 'css' });
  const report = await page.evaluate(measureWidth, PHONE.viewport.width);
  const why = `${shot} is wider than the phone: ${JSON.stringify(report)}`;
  expect(tooWide(report), why).toBe(false);
}

export async function expectTapSized(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the tap target is on screen').not.toBeNull();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(MIN_TAP_PX);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(MIN_TAP_PX);
}

/** Makes the folder the photos go to. */
export const makeShotsFolder = (): Promise<string | undefined> => mkdir(SHOTS, { recursive: true });
