import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mayOpen } from '../../apps/admin/src/shared/session/navigation.ts';
import { CARE_MODE_ATTRIBUTE } from '../../packages/ui/src/care/care-mode.ts';
import { STYLE_RULES_ONLY, settledViolations, transitionsEnded } from './axe-support.ts';
import { demoStaff } from './desk-support.ts';
import { formProduct, SMART_MAKING } from './financing-support.ts';
import { baseUrl, chromiumForBlock, openPage, visit } from './harness.ts';
import { tablePaths, WORKBENCH_ROUTES_FILE } from './route-tables.ts';
import { staffLogin } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/**
 * Every route of the portal and the workbench, opened once each, is checked in both looks: axe-core finds no WCAG
 * 2.0/2.1 A or AA violation (issue 22 §4), and no id is used twice (a label points at its control by id; a repeated id
 * once made every 担保方式 label tick 抵押). 关怀版 is a set of styles under an attribute on <html> (care-theme.ts),
 * so the care look is scanned by setting that attribute on the settled page rather than loading every route again, with
 * axe's rules that read styles, and there checked for text under 18 px and controls under 44 × 44 px.
 * The route lists are read from the route tables, so a new route without a sample here fails.
 */

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
  'subsidy/:id': ['subsidy/1'],
};

/** The ids used more than once on the page now. */
const repeatedIds = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `repeated id ${id} ×${count}`);
  });

/** Shows the page in 关怀版 or not, as the header's switch does. */
const showCare = (page: Page, on: boolean) =>
  page.evaluate(([attribute, care]) => document.documentElement.toggleAttribute(attribute, care), [
    CARE_MODE_ATTRIBUTE,
    on,
  ] as const);

/** 关怀版's least text size and target size (issue 22 §4: body text at least 18 px; WCAG 2.5.5's 44 × 44 px). */
const CARE_SIZES = { text: 18, target: 44 };

/**
 * What 关怀版 leaves too small on the page now, in one evaluate: visible text under 18 px (each text node's element's
 * computed size) and standalone controls under 44 × 44 px (buttons, fields, choices with their labels, links of
 * navigation; a link inside running text is exempt). Hidden, aria-hidden and zero-size elements are skipped.
 */
const careTooSmall = (page: Page) =>
  page.evaluate(async ({ text, target }) => {
    const name = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      if (testId) return `[data-testid=${testId}]`;
      if (element.id) return `#${element.id}`;
      const classes = [...element.classList].filter((entry) => !entry.startsWith('css-')).slice(0, 2);
      return [element.localName, ...classes].join('.');
    };
    const selector = (element: Element) =>
      element.parentElement ? `${name(element.parentElement)} > ${name(element)}` : name(element);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        !element.closest('[aria-hidden=true], [hidden]') &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const measure = () => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const measured = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const words = node.textContent?.trim() ?? '';
        if (!element || !words || measured.has(element) || !shown(element)) continue;
        measured.add(element);
        const size = Number.parseFloat(getComputedStyle(element).fontSize);
        if (size < text) found.push(`text ${selector(element)} "${words.slice(0, 20)}" ${size}px`);
      }
      const controls = [
        'button',
        'select',
        'input:not([type=hidden], [type=checkbox], [type=radio])',
        'textarea',
        '[role=button], [role=tab], [role=switch], [role=combobox]',
        'label:has(input[type=checkbox], input[type=radio])',
        ':is(nav, header) a[href]',
      ].join(', ');
      for (const control of document.querySelectorAll(controls)) {
        if (!shown(control)) continue;
        const { width, height } = control.getBoundingClientRect();
        // A field's value and placeholder are text, though not text nodes.
        const size = Number.parseFloat(getComputedStyle(control).fontSize);
        if (control.matches('input, select, textarea') && size < text)
          found.push(`text ${selector(control)} ${size}px`);
        if (width < target || height < target)
          found.push(
            `target ${selector(control)} "${(control.textContent ?? '').trim().slice(0, 20)}" ${Math.round(width)}×${Math.round(height)}`,
          );
      }
      return found;
    };
    // Measured again for up to 30 frames while anything is too small: a page's sizes at times lag the attribute by
    // a frame or two after its transitions end.
    let found = measure();
    for (let frame = 0; found.length > 0 && frame < 30; frame += 1) {
      await new Promise(requestAnimationFrame);
      found = measure();
    }
    return found;
  }, CARE_SIZES);

/** Resolves once the page has had no request in flight for a while (its lazy chunks and data have arrived). */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quiet = 0;
  for (let waited = 0; waited < 8_000 && quiet < 3; waited += 100) {
    await page.waitForTimeout(100);
    quiet = inFlight() === 0 ? quiet + 1 : 0;
  }
}

/** What each address showed, by look: axe's violations and the repeated ids (only addresses with findings). */
type Findings = Record<string, string[]>;

/** Opens each address in one page and checks it, settled, in the normal look and in 关怀版 (sizes included). */
async function checkEach(page: Page, open: (address: string) => Promise<void>, addresses: string[], who: string) {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const found: Findings = {};
  for (const address of addresses) {
    await open(address);
    await settle(page, () => inFlight);
    await transitionsEnded(page);
    const normal = [...(await repeatedIds(page)), ...(await settledViolations(page))];
    if (normal.length > 0) found[`${who} ${address}`] = normal;
    await showCare(page, true);
    // Under 关怀版 every property transitions for 0.01 ms, so the sizes read at once would still be the normal look's.
    await transitionsEnded(page);
    const care = [...(await careTooSmall(page)), ...(await settledViolations(page, STYLE_RULES_ONLY))];
    await showCare(page, false);
    if (care.length > 0) found[`${who} 关怀版 ${address}`] = care;
  }
  return found;
}

describe('every route is accessible in both looks and repeats no id', () => {
  const chromium = chromiumForBlock();

  it('in the portal, as the certified demo company and as a visitor', async () => {
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
      const signedIn = await checkEach(page, (address) => visit(page, address), addresses, 'company');
      await context.clearCookies();
      const visitor = await checkEach(
        page,
        (address) => visit(page, address),
        ['/login', '/register', '/forget', '/'],
        'visitor',
      );
      expect({ ...signedIn, ...visitor }).toEqual({});
    } finally {
      await context.close();
    }
  }, 300_000);

  it('in the workbench, as the operator, an institution administrator and the government viewer and reviewer', async () => {
    const routes = tablePaths(WORKBENCH_ROUTES_FILE).filter((route) => route !== '/');
    const addresses = routes.flatMap((route) => WORKBENCH_SAMPLES[route] ?? [route.replace(/^\//, '')]);
    expect(addresses.every((address) => !address.includes(':'))).toBe(true);
    const found: Findings = {};
    // Each staff member opens the routes their role may open (the others send them to their first page): every route
    // is opened by one of them.
    const staff = [
      ['operator', 'operator'],
      ['org04-admin', 'org_admin'],
      ['gov', 'gov_viewer'],
      ['gov-reviewer', 'gov_reviewer'],
    ] as const;
    for (const [username, role] of staff) {
      const { page, context } = await openPage(chromium.browser);
      try {
        const open = async (address: string) => {
          await page.goto(`${baseUrl()}/admin/#/${address}`);
        };
        if (username === 'operator') Object.assign(found, await checkEach(page, open, ['login'], 'visitor'));
        await staffLogin(page, demoStaff(username));
        await page.getByTestId('staff-name').waitFor();
        // The reviewer's other pages are the government viewer's, opened just before.
        const pages = addresses.filter(
          (address) =>
            mayOpen(role, `/${address}`) && (role !== 'gov_reviewer' || !mayOpen('gov_viewer', `/${address}`)),
        );
        Object.assign(found, await checkEach(page, open, pages, username));
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual({});
  }, 240_000);
});
