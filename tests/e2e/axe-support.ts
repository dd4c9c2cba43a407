import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../../scripts/processes.ts';

/**
 * What the accessibility scan (accessibility.test.ts) needs: the route tables' paths, a visitable address for each
 * route with parameters, a page that has settled, and axe-core's findings on it.
 */

/** Paths of a route table's source: every `path: '…'` entry. */
export function tablePaths(file: string): string[] {
  const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '').filter((entry) => entry !== '*');
}

/** A visitable address for each portal route with parameters (or a query it needs). */
export const PORTAL_SAMPLES: Record<string, (productId: string) => string[]> = {
  '/product/:id': (productId) => [`/product/${productId}`],
  '/productClassDetail/:id': () => ['/productClassDetail/1'],
  '/financeApplyNew': (productId) => [`/financeApplyNew?productId=${productId}`],
  '/financeApply': (productId) => [`/financeApply?productId=${productId}`],
  '/financeApplyStatus/:status': () => ['/financeApplyStatus/1'],
  '/financeApplyStatusFromClass/:status': () => ['/financeApplyStatusFromClass/1'],
  '/financialInstitution/:id': () => ['/financialInstitution/1'],
  '/regionalFinance/:id': () => ['/regionalFinance/1'],
  '/account/:type': () => ['1', '2', '3', '4', '5', '6', '7', '8'].map((type) => `/account/${type}`),
  '/news/:id': () => ['/news/1'],
  '/key/:key': () => ['/key/unknown'],
  '/enterpriseFriendly/:id': () => ['/enterpriseFriendly/1'],
  '/agreement/:id': () => ['/agreement/1', '/agreement/2'],
  '/verified': () => ['/verified', '/verified?add=true'],
};
/** Workbench routes with parameters. */
export const WORKBENCH_SAMPLES: Record<string, string[]> = { 'applications/:id': ['applications/1'] };

/** Counts the page's requests in flight, so `settle` can wait for its lazy chunks and data. */
export function requestsInFlight(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** Resolves once the page has had no request in flight for a while (its lazy chunks and data have arrived). */
export async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quiet = 0;
  for (let waited = 0; waited < 8_000 && quiet < 3; waited += 100) {
    await page.waitForTimeout(100);
    quiet = inFlight() === 0 ? quiet + 1 : 0;
  }
}

/** The ids used more than once on the page now. */
export const repeatedIds = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`);
  });

/**
 * The rule sets run (docs/decisions.md 2026-11-27): WCAG 2.0/2.1/2.2 A and AA plus axe's best practices (landmarks,
 * one main, headings). A finding of impact critical or serious fails the scan.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING_IMPACTS = ['critical', 'serious'];

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe finding, short: impact, rule and the first few elements it names. */
export interface AxeFinding {
  impact: string;
  rule: string;
  targets: string[];
}

/** Whether a finding fails the scan. */
export const failing = (finding: AxeFinding): boolean => FAILING_IMPACTS.includes(finding.impact);

/**
 * Runs axe-core on the page as it is now and answers its findings. axe is evaluated in the page
 * (the portal's Content-Security-Policy refuses an added <script>), once per document.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    type AxeResults = { violations: { id: string; impact: string; nodes: { target: string[]; html: string }[] }[] };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({
      impact,
      rule: id,
      targets: nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  }, AXE_TAGS);
}
