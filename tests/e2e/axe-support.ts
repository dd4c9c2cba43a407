import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the browser tests: every WCAG 2.0/2.1 A and AA rule, or named rules only, run on the page as it is and
 * confirmed once its transitions have ended (a fading colour is no contrast to judge).
 */

/** The rules run: WCAG 2.0 and 2.1, levels A and AA (docs/decisions.md 2026-11-27). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * 关怀版 changes styles only, so of those rules it can change the answer of the ones that read styles: colours,
 * links told apart in running text, and scroll areas (overflow) that must take the keyboard's focus.
 */
const STYLE_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];
export type AxeScope = { type: 'tag' | 'rule'; values: string[] };
export const EVERY_RULE: AxeScope = { type: 'tag', values: AXE_TAGS };
export const STYLE_RULES_ONLY: AxeScope = { type: 'rule', values: STYLE_RULES };
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page as it is now, one line each: rule, impact and the elements it names. */
export async function axeViolations(page: Page, scope: AxeScope = EVERY_RULE): Promise<string[]> {
  // Evaluated rather than added as a <script>: the portal's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (runOnly) => {
    type Check = { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null };
    type Violation = { id: string; impact: string; nodes: { target: string[]; html: string; any: Check[] }[] };
    /** A contrast finding's colours and ratio, so the token to change can be read from the report. */
    const colours = ({ any }: { any: Check[] }) => {
      const data = any[0]?.data;
      return data?.contrastRatio ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
    };
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const { violations } = await axe.run(document, { runOnly, resultTypes: ['violations'] });
    return violations.map(
      ({ id, impact, nodes }) =>
        `${impact} ${id}: ${nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}${colours(node)} ${node.html.slice(0, 120)}`)
          .join(' | ')}`,
    );
  }, scope);
}

/**
 * Resolves once the page's finite transitions and animations have ended (a fading colour is no contrast to judge).
 * Looked for again after two frames each time: an answer that arrived just before may still start one (a button
 * enabled by its data fades from its disabled look), and a transition starts only at the frame after React's commit.
 */
export const transitionsEnded = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let round = 0; round < 20; round += 1) {
      await frame();
      await frame();
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (finite.length === 0) return;
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    }
  });

/**
 * axe's violations, confirmed: a request answered while axe was reading can start a fade that its colours caught
 * half-way (全部已读 enabled by its list's answer once read at 2.67:1), so a scan that finds anything is taken again once
 * the page's transitions have ended, and the second answer stands. A real violation is in both.
 */
export async function settledViolations(page: Page, scope: AxeScope = EVERY_RULE): Promise<string[]> {
  const first = await axeViolations(page, scope);
  if (first.length === 0) return first;
  await transitionsEnded(page);
  return axeViolations(page, scope);
}

/** A scope of the named rules only. */
export const rulesOnly = (...rules: string[]): AxeScope => ({ type: 'rule', values: rules });
