import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARE_MODE_ATTRIBUTE } from '../../packages/ui/src/care/care-mode.ts';
import { grantAuthorisation } from './business-support.ts';
import { OTHER_COMPANY, otherCompanyClient } from './files-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, gatewayUrl, visit } from './harness.ts';
import { expectFits, expectTapSized, makeShotsFolder, measureWidth, PHONE, SHOTS, tooWide } from './phone-support.ts';
import { giveSession } from './sign-in-support.ts';
import { decideSimulation, signInDemo } from './verification-support.ts';

/**
 * Issue 10: the portal is usable 390 px wide — no page scrolls sideways, primary actions are tap-sized, tables scroll
 * inside their box (the phone and the measures: phone-support.ts).
 *
 * The user agent stays Chromium's desktop one: the e2e platform configures a mobile site, and spec §2 sends a phone's
 * browser there (tests/e2e/mobile-redirect.test.ts); this portal's own layout is what is measured here.
 */

async function settle(page: Page, ready: Locator): Promise<void> {
  await ready.first().waitFor({ timeout: 15_000 });
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
  // Logos and fonts can still change widths after the data arrived.
  await page.waitForLoadState('networkidle');
}

interface Listed {
  productId: string;
  institutionId: string;
}

/** A product on shelf and an institution in service, found through the gateway's public catalogue. */
async function listedIds(): Promise<Listed> {
  const response = await fetch(`${gatewayUrl()}/loan/product/pc/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 1 }),
  });
  const envelope = (await response.json()) as { data: { records: { id: number; orgId: number }[] } };
  const [product] = envelope.data.records;
  if (!product) throw new Error('the catalogue lists no product');
  return { productId: String(product.id), institutionId: String(product.orgId) };
}

describe('the portal at phone width (390 × 844)', () => {
  const chromium = chromiumForBlock();
  let visitor: BrowserContext;
  let listed: Listed;

  beforeAll(async () => {
    await makeShotsFolder();
    visitor = await chromium.browser.newContext(PHONE);
    listed = await listedIds();
  });

  const onPhone = async (run: (page: Page) => Promise<void>): Promise<void> => {
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await run(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  };

  it('measures a page that is too wide as too wide', async () => {
    await onPhone(async (page) => {
      await visit(page, '/');
      await settle(page, page.getByTestId('top-products'));
      await page.evaluate(() => {
        const wide = document.createElement('div');
        wide.style.width = '600px';
        wide.style.height = '10px';
        document.querySelector('main')?.append(wide);
      });
      const report = await page.evaluate(measureWidth, PHONE.viewport.width);
      expect(tooWide(report)).toBe(true);
      expect(report.scrollWidth).toBeGreaterThanOrEqual(600);
      expect(report.offenders.some((offender) => /^div right=600\b/.test(offender))).toBe(true);
    });
  });

  it('home: the header folds its navigation into a menu, the products stack', async () => {
    await onPhone(async (page) => {
      await visit(page, '/');
      await settle(page, page.getByTestId('top-products').getByTestId('product-card'));
      await page.getByRole('heading', { name: '民营经济专区' }).waitFor();
      expect(await page.getByRole('navigation', { name: '主导航' }).isVisible()).toBe(false);
      const menu = page.getByRole('button', { name: '菜单' });
      await expectTapSized(menu);
      await expectFits(page, 'home');

      await menu.click();
      const compact = page.getByRole('navigation', { name: '菜单导航' });
      await expectTapSized(compact.getByRole('link', { name: '金融超市' }));
      await page.screenshot({ path: `${SHOTS}/home-menu.png`, scale: 'css' });
      // The staff login leaves the crowded utility bar for the menu on phones.
      expect(await compact.getByRole('link', { name: '金融机构/政府人员登录' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: '金融机构/政府人员登录' }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await compact.waitFor({ state: 'detached' });
      await menu.click();
      await compact.getByRole('link', { name: '金融超市' }).click();
      await page.waitForURL(/#\/product$/);
      await compact.waitFor({ state: 'detached' });
    });
  });

  it('金融超市: the filters fold behind 筛选条件, cards fit, 查看详情 is tap-sized', async () => {
    await onPhone(async (page) => {
      await visit(page, '/product');
      await settle(page, page.getByTestId('product-card'));
      await expectTapSized(page.getByTestId('product-card').first().getByRole('link', { name: '查看详情' }));
      const guarantees = page.getByRole('group', { name: '担保方式' });
      expect(await guarantees.isVisible()).toBe(false);
      await expectFits(page, 'product-list');

      const unfold = page.getByRole('button', { name: /筛选条件/ });
      await expectTapSized(unfold);
      await unfold.click();
      await guarantees.getByRole('button', { name: '信用' }).click();
      await page.waitForURL(/guarantee=4/);
      await expect.poll(() => unfold.textContent()).toMatch(/筛选条件\s*1/);
      await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
      await expectFits(page, 'product-list-filters');
    });
  });

  it('product detail: header, figures and sections fit, 立即申请 is tap-sized', async () => {
    await onPhone(async (page) => {
      await visit(page, `/product/${listed.productId}`);
      await settle(page, page.getByTestId('institution-block'));
      await page.getByRole('heading', { name: '产品介绍' }).waitFor();
      await expectTapSized(page.getByRole('button', { name: '立即申请' }));
      await expectFits(page, 'product-detail');
    });
  });

  it('金融机构 list and an institution page fit', async () => {
    await onPhone(async (page) => {
      await visit(page, '/financialInstitution');
      await settle(page, page.getByTestId('institution-card'));
      await expectTapSized(page.getByRole('button', { name: '搜索' }));
      await expectFits(page, 'institution-list');

      await visit(page, `/financialInstitution/${listed.institutionId}`);
      await settle(page, page.getByRole('heading', { name: '在售产品' }));
      await page.getByRole('heading', { name: '机构简介' }).waitFor();
      await expectFits(page, 'institution-detail');
    });
  });

  it('a zone page open to visitors (生物医药专区) fits', async () => {
    await onPhone(async (page) => {
      await visit(page, '/biomedicine');
      await settle(page, page.getByTestId('zone-programme'));
      await page.getByTestId('zone-products').waitFor();
      await expectFits(page, 'zone-biomedicine');
    });
  });

  it('the login form fits and its submit button is tap-sized', async () => {
    await onPhone(async (page) => {
      await visit(page, '/login');
      await settle(page, page.getByRole('tab', { name: '密码登录' }));
      await page.getByRole('tab', { name: '密码登录' }).click();
      await expectTapSized(page.getByRole('form', { name: '密码登录' }).getByRole('button', { name: '登录' }));
      await expectFits(page, 'login');
    });
  });

  describe('signed in', () => {
    let member: BrowserContext;

    beforeAll(async () => {
      member = await chromium.browser.newContext(PHONE);
      const page = await member.newPage();
      await signInDemo(page, SMART_MAKING);
      await page.close();
    });

    const asMember = async (route: string, ready: (page: Page) => Locator, shot: string): Promise<Page> => {
      const page = await member.newPage();
      await visit(page, route);
      await settle(page, ready(page));
      await expectFits(page, shot);
      return page;
    };

    it('the personal centre: menu, account info, applications and the authorisation ledger fit', async () => {
      const info = await asMember(
        '/account/1',
        (page) => page.getByRole('navigation', { name: '个人中心' }),
        'account',
      );
      await info.close();
      const applications = await asMember(
        '/account/2',
        (page) => page.getByRole('link', { name: '我的融资申请' }),
        'account-applications',
      );
      await applications.close();
      const ledger = await asMember(
        '/account/5',
        (page) => page.getByRole('link', { name: '数据授权记录' }),
        'account-ledger',
      );
      await ledger.close();
    });

    it('a long list’s pager fits: 11 pages of a new company’s authorisation ledger', async () => {
      // A company of its own, certified through the face simulator, with 81 grants (8 to a page): the shared demo
      // company's ledger stays as it is.
      const client = await otherCompanyClient();
      const faceChecked = await decideSimulation(
        await client.startFaceCheck('/verified', OTHER_COMPANY.legalPerson),
        'pass',
      );
      for (let grant = 0; grant < 81; grant += 1) await grantAuthorisation(client.token);
      const context = await chromium.browser.newContext(PHONE);
      try {
        await giveSession(context, client.token);
        const page = await context.newPage();
        await page.goto(faceChecked);
        await expect.poll(() => page.getByTestId('face-result').getAttribute('data-status')).toBe('PASSED');
        await visit(page, '/account/5');
        const pager = page.getByRole('button', { name: '下一页' });
        await settle(page, pager);
        await expectFits(page, 'account-ledger-pages');
        await pager.click();
        await page.getByRole('button', { name: '第 2 页' }).and(page.locator('[aria-current="page"]')).waitFor();
        await expectFits(page, 'account-ledger-page-2');
      } finally {
        await context.close();
      }
    });

    it('预授信额度 fits in 关怀版 too: a credit code wraps in its row', async () => {
      const page = await asMember('/getCreditLimit', (page) => page.getByTestId('credit-summary'), 'credit-limit');
      await page.evaluate(
        (attribute) => document.documentElement.toggleAttribute(attribute, true),
        CARE_MODE_ATTRIBUTE,
      );
      await expectFits(page, 'credit-limit-care');
      await page.close();
    });

    it('the zones behind the login (产品专区, 特色专区) fit', async () => {
      const zones = await asMember('/productZone', (page) => page.getByTestId('product-class'), 'zone-classes');
      await zones.close();
      const park = await asMember('/bqw', (page) => page.getByTestId('zone-products'), 'zone-bqw');
      await park.getByTestId('zone-programme').waitFor();
      await park.close();
    });

    it('the financing-need form fits and its submit button is tap-sized', async () => {
      const form = (page: Page) => page.getByRole('form', { name: '发布融资需求' });
      const page = await asMember('/financeRelease', form, 'finance-release');
      await expectTapSized(form(page).getByRole('button', { name: '发布需求' }));
      await page.close();
    });
  });
});
