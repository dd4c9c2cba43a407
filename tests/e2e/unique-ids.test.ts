import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD, demoTotpSecret } from '../../apps/gateway/src/seed/demo-staff.ts';
import { repoRoot } from '../../scripts/processes.ts';
import { formProduct, SMART_MAKING } from './financing-support.ts';
import { baseUrl, chromiumForBlock, openPage, visit } from './harness.ts';
import { staffLogin } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/**
 * No id is used twice on any page of the portal or the workbench: a label points at its control by id, and a
 * repeated id made every 担保方式 label tick 抵押. Every route of both route tables is opened (as a visitor, then as
 * the certified demo company; as the operator and an institution administrator in the workbench) and checked once
 * it has settled. The route lists are read from the route tables, so a new route without a sample here fails.
 */

/** Paths of a route table's source: every `path: '…'` entry. */
function tablePaths(file: string): string[] {
  const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '').filter((entry) => entry !== '*');
}

/** A visitable address for each portal route with parameters (or a query it needs). */
const PORTAL_SAMPLES: Record<string, (productId: string) => string[]> = {
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
const WORKBENCH_SAMPLES: Record<string, string[]> = {
  'applications/:id': ['applications/1'],
  // Issue 22, slice subsidy-pages (the government reviewer's only; these roles are sent home).
  'subsidy/:id': ['subsidy/1'],
};

/** The ids used more than once on the page now. */
const repeatedIds = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`);
  });

/** Resolves once the page has had no request in flight for a while (its lazy chunks and data have arrived). */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quiet = 0;
  for (let waited = 0; waited < 8_000 && quiet < 3; waited += 100) {
    await page.waitForTimeout(100);
    quiet = inFlight() === 0 ? quiet + 1 : 0;
  }
}

/** Opens each address in one page and collects the repeated ids of each. */
async function repeatedIdsOf(page: Page, open: (address: string) => Promise<void>, addresses: string[]) {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const found: Record<string, string[]> = {};
  for (const address of addresses) {
    await open(address);
    await settle(page, () => inFlight);
    const repeated = await repeatedIds(page);
    if (repeated.length > 0) found[address] = repeated;
  }
  return found;
}

describe('no id is repeated on any page', () => {
  const chromium = chromiumForBlock();

  it('in the portal, as a visitor and as the certified demo company', async () => {
    const routes = tablePaths('apps/web/src/app/routes.tsx');
    expect(routes.length).toBeGreaterThan(40);
    const { page, context } = await openPage(chromium.browser);
    try {
      await signInDemo(page, SMART_MAKING);
      const product = await formProduct(page);
      const addresses = routes.flatMap((route) => {
        const sample = PORTAL_SAMPLES[route];
        if (sample) return sample(product.id);
        expect(route, `a sample address for ${route}`).not.toContain(':');
        return [route];
      });
      const signedIn = await repeatedIdsOf(page, (address) => visit(page, address), addresses);

      await context.clearCookies();
      const visitor = await repeatedIdsOf(page, (address) => visit(page, address), [
        '/login',
        '/register',
        '/forget',
        '/',
      ]);
      expect({ ...signedIn, ...visitor }).toEqual({});
    } finally {
      await context.close();
    }
  }, 240_000);

  it('in the workbench, as the operator and as an institution administrator', async () => {
    const routes = tablePaths('apps/admin/src/app/router.tsx').filter((route) => route !== '/');
    const addresses = routes.flatMap((route) => WORKBENCH_SAMPLES[route] ?? [route.replace(/^\//, '')]);
    expect(addresses.every((address) => !address.includes(':'))).toBe(true);
    const found: Record<string, string[]> = {};
    for (const username of ['operator', 'org04-admin']) {
      const { page, context } = await openPage(chromium.browser);
      try {
        const open = async (address: string) => {
          await page.goto(`${baseUrl()}/admin/#/${address}`);
        };
        Object.assign(found, await repeatedIdsOf(page, open, ['login']));
        await staffLogin(page, { username, password: DEMO_STAFF_PASSWORD, secret: demoTotpSecret(username) });
        await page.getByTestId('staff-name').waitFor();
        const pages = await repeatedIdsOf(
          page,
          open,
          addresses.filter((address) => address !== 'login'),
        );
        for (const [address, ids] of Object.entries(pages)) found[`${username} ${address}`] = ids;
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual({});
  }, 180_000);
});
