import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mayOpen, navigationFor, type StaffRole } from '../../apps/admin/src/shared/session/navigation.ts';
import { CARE_MODE_ATTRIBUTE } from '../../packages/ui/src/care/care-mode.ts';
import { demoStaff } from './desk-support.ts';
import { baseUrl, chromiumForBlock } from './harness.ts';
import { expectFits, expectTapSized, makeShotsFolder, measureWidth, PHONE } from './phone-support.ts';
import { tablePaths, WORKBENCH_ROUTES_FILE } from './route-tables.ts';
import { staffLogin } from './staff-support.ts';

/**
 * The workbench at phone width (390 × 844): below 1280 px its navigation, the staff member's name and 退出登录 fold
 * into a 菜单 panel, and tables scroll sideways inside their box. Every route of the route table is opened by the
 * first of these staff members whose role may open it, and none may scroll the page sideways. At 1280 px, the
 * narrowest the header is drawn whole, a long name in 关怀版 still keeps it to the window.
 */

/** Workbench routes with parameters: an address each. */
const SAMPLES: Record<string, string> = { 'applications/:id': 'applications/1', 'subsidy/:id': 'subsidy/1' };

/** An administrator of an institution with one of the longest names (14 characters), signed in by no other file. */
const LONG_NAMED_ADMIN = 'org10-admin';

/** Who opens the routes, in turn: an institution administrator not signed in by other files (a TOTP code is used once). */
const STAFF: readonly (readonly [string, StaffRole])[] = [
  ['org07-admin', 'org_admin'],
  ['operator', 'operator'],
  ['gov-reviewer', 'gov_reviewer'],
];

const ROUTES = tablePaths(WORKBENCH_ROUTES_FILE).filter((route) => route !== '/' && route !== '/login');

/** Each staff member's routes: those their role may open that no one before them has opened. */
function routesOf(): Map<string, string[]> {
  const opened = new Set<string>();
  const plan = new Map<string, string[]>();
  for (const [username, role] of STAFF) {
    const mine = ROUTES.filter((route) => !opened.has(route) && mayOpen(role, `/${route.replace(/:id$/, '1')}`));
    for (const route of mine) opened.add(route);
    plan.set(username, mine);
  }
  return plan;
}

const address = (route: string): string => SAMPLES[route] ?? route;

/** Opens a workbench address and waits for its page: text in main and no spinner left. */
async function openSettled(page: Page, to: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/#/${to}`);
  const main = page.locator('main');
  await expect.poll(async () => ((await main.textContent()) ?? '').trim() !== '', { message: to }).toBe(true);
  await expect.poll(() => main.locator('.chakra-spinner').count(), { message: to, timeout: 15_000 }).toBe(0);
}

const menuButton = (page: Page) => page.getByRole('button', { name: '菜单' });
const menuPanel = (page: Page) => page.getByRole('navigation', { name: '菜单导航' });

describe('the workbench at phone width (390 × 844)', () => {
  const chromium = chromiumForBlock();
  let context: BrowserContext | undefined;

  beforeAll(() => makeShotsFolder());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  const signedIn = async (username: string): Promise<Page> => {
    context = await chromium.browser.newContext(PHONE);
    const page = await context.newPage();
    await staffLogin(page, demoStaff(username));
    await page.locator('main').getByRole('heading').first().waitFor();
    return page;
  };

  it('every route is opened by one of the staff members', () => {
    const planned = [...routesOf().values()].flat();
    expect(planned.sort()).toEqual([...ROUTES].sort());
  });

  it('the login fits', async () => {
    context = await chromium.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/#/login`);
    await page.getByRole('heading', { name: '金融机构/政府人员登录' }).waitFor();
    await expectFits(page, 'workbench-login');
    await expectTapSized(page.getByRole('button', { name: '登录', exact: true }));
  });

  it('an institution administrator: the menu folds the navigation and signs out, the queue scrolls in its box, 关怀版 and each route fit', async () => {
    const page = await signedIn('org07-admin');
    await page.getByRole('heading', { name: '申请队列' }).waitFor();
    await expect.poll(() => page.locator('main .chakra-spinner').count()).toBe(0);
    await expect.poll(() => page.getByTestId('staff-name').isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: '退出登录' }).isVisible()).toBe(false);
    await expectTapSized(menuButton(page));

    const queue = page.getByRole('region', { name: '申请队列' });
    await queue.waitFor();
    const box = await queue.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      focusable: element.tabIndex === 0,
    }));
    expect(box).toEqual({ scrolls: true, focusable: true });
    await expectFits(page, 'workbench-queue');

    await menuButton(page).click();
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
    const entries = await menuPanel(page).getByRole('link').allTextContents();
    expect(entries).toEqual(navigationFor('org_admin').map((item) => item.label));
    await expect.poll(() => page.getByTestId('staff-name-in-menu').textContent()).toContain('管理示范07');
    await expectTapSized(menuPanel(page).getByRole('link', { name: '待认领需求' }));
    await expectFits(page, 'workbench-menu');
    await menuPanel(page).getByRole('link', { name: '待认领需求' }).click();
    await page.getByRole('heading', { name: '待认领需求' }).waitFor();
    expect(page.url()).toMatch(/#\/needs$/);
    await expect.poll(() => menuPanel(page).count()).toBe(0);

    await menuButton(page).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => menuPanel(page).count()).toBe(0);

    const care = page.getByRole('button', { name: '关怀版' });
    await care.click();
    await expect
      .poll(() => page.evaluate((name) => document.documentElement.hasAttribute(name), CARE_MODE_ATTRIBUTE))
      .toBe(true);
    await expectFits(page, 'workbench-needs-care');
    await care.click();

    await expectEachRouteFits(page, 'org07-admin');

    await menuButton(page).click();
    await menuPanel(page).getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('heading', { name: '金融机构/政府人员登录' }).waitFor();
    await page.goto(`${baseUrl()}/admin/#/applications`);
    await page.getByRole('heading', { name: '金融机构/政府人员登录' }).waitFor();
  });

  for (const [username] of STAFF.slice(1)) {
    it(`${username}: each of its routes fits the phone`, async () => {
      await expectEachRouteFits(await signedIn(username), username);
    });
  }
});

/** Opens each of the staff member's planned routes and checks it fits the phone, in the normal look and in 关怀版. */
async function expectEachRouteFits(page: Page, username: string): Promise<void> {
  const showCare = (on: boolean) =>
    page.evaluate(([attribute, care]) => document.documentElement.toggleAttribute(attribute, care), [
      CARE_MODE_ATTRIBUTE,
      on,
    ] as const);
  for (const route of routesOf().get(username) ?? []) {
    await openSettled(page, address(route));
    const shot = `workbench-${username}-${address(route).replace(/\W+/g, '-')}`;
    await expectFits(page, shot);
    await showCare(true);
    await expectFits(page, `${shot}-care`);
    await showCare(false);
  }
}

describe('the workbench at 1280 px, the narrowest width of the whole header', () => {
  const chromium = chromiumForBlock();

  it('keeps the header to the window in 关怀版 for a long institution: the name ends in an ellipsis', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await staffLogin(page, demoStaff(LONG_NAMED_ADMIN));
      await page.getByRole('heading', { name: '申请队列' }).waitFor();
      const care = page.getByRole('button', { name: '关怀版' });
      await care.click();
      await expect
        .poll(() => page.evaluate((name) => document.documentElement.hasAttribute(name), CARE_MODE_ATTRIBUTE))
        .toBe(true);
      const report = await page.evaluate(measureWidth, 1280);
      expect(report.scrollWidth, JSON.stringify(report)).toBeLessThanOrEqual(1280);
      expect(report.offenders).toEqual([]);
      const name = page.getByTestId('staff-name');
      expect(await name.getAttribute('title')).toBe(await name.textContent());
      expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await care.click();
    } finally {
      await context.close();
    }
  });
});
