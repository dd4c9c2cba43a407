import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, chromiumForBlock, gatewayUrl, visit } from './harness.ts';

/** 金融超市 in Chromium against the started platform (issue 2 §4, §5). */

const SITE = '区域中小企业融资服务平台';

interface ProductDetailEnvelope {
  code: number;
  data: { id: number; productName: string; orgIfNormal: boolean } | null;
}

/** Seeded product ids found through the gateway: one removed (data null below the highest id), one of a disabled institution. */
async function findSpecialProducts(): Promise<{ removedId: number; disabledInstitutionProductId: number }> {
  const ids = Array.from({ length: 200 }, (_, index) => index + 1);
  const answers = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${gatewayUrl()}/loan/product/pc/detail?id=${id}`, { method: 'POST' });
      const envelope = (await response.json()) as ProductDetailEnvelope;
      return { id, product: envelope.data };
    }),
  );
  const highestId = Math.max(...answers.filter((answer) => answer.product).map((answer) => answer.id));
  const removed = answers.find((answer) => answer.id < highestId && answer.product === null);
  const ofDisabled = answers.find((answer) => answer.product?.orgIfNormal === false);
  if (!removed || !ofDisabled)
    throw new Error('the seed has no removed product or no product of a disabled institution');
  return { removedId: removed.id, disabledInstitutionProductId: ofDisabled.id };
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').locator('h3').allTextContents();
}

async function waitForList(page: Page): Promise<void> {
  await page.getByTestId('product-card').first().waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
}

/** The first listed product's name on 金融超市 and a keyword from it (its first three characters). */
async function keywordOfFirstProduct(page: Page): Promise<{ firstName: string; keyword: string }> {
  await visit(page, '/product');
  await waitForList(page);
  const [firstName = ''] = await cardNames(page);
  return { firstName, keyword: firstName.slice(0, 3) };
}

/** Whether the list shows products and every card mentions `keyword`. */
async function everyCardMentions(page: Page, keyword: string): Promise<boolean> {
  const cards = await page.getByTestId('product-card').allTextContents();
  return cards.length > 0 && cards.every((card) => card.includes(keyword));
}

async function totalShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('product-total').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

describe('金融超市 in the browser', () => {
  const chromium = chromiumForBlock();

  it('renders the seeded products with Chinese text, amounts in 万元 and a detail button', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/product');
      await waitForList(page);
      const cards = page.getByTestId('product-card');
      expect(await cards.count()).toBe(10);
      const first = (await cards.first().textContent()) ?? '';
      expect(first).toMatch(/[\u4e00-\u9fff]{2,}/);
      expect(first).toContain('查看详情');
      expect(first).toMatch(/贷款额度/);
      const amounts = await page.getByTestId('product-amount').allTextContents();
      for (const amount of amounts) {
        expect(amount).toMatch(/(\d{1,3}(,\d{3})*\.\d{2}\s*万元)|额度以机构审批为准/);
      }
      const helpers = await page.getByTestId('product-amount-helper').allTextContents();
      for (const helper of helpers) expect(helper).toMatch(/^(最高[\d,.]+万|[\d,.]+万以上)$/);
      expect(await totalShown(page)).toBeGreaterThan(10);
    });
  });

  it('narrows the list with a filter, keeps it in the URL across a reload, and clears it again', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/product');
      await waitForList(page);
      const allTotal = await totalShown(page);

      await page.getByRole('group', { name: '担保方式' }).getByRole('button', { name: '信用' }).click();
      await page.waitForURL(/guarantee=4/);
      await expect.poll(() => totalShown(page)).toBeLessThan(allTotal);
      await waitForList(page);
      const creditTotal = await totalShown(page);
      expect(creditTotal).toBeGreaterThan(0);
      for (const card of await page.getByTestId('product-card').allTextContents()) expect(card).toContain('信用');

      await page.reload();
      await waitForList(page);
      expect(await totalShown(page)).toBe(creditTotal);
      await expect
        .poll(() =>
          page
            .getByRole('group', { name: '担保方式' })
            .getByRole('button', { name: '信用' })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');

      await page.getByRole('group', { name: '担保方式' }).getByRole('button', { name: '全部' }).click();
      await page.waitForURL((url) => !url.hash.includes('guarantee='));
      await expect.poll(() => totalShown(page)).toBe(allTotal);
    });
  });

  it('finds products by keyword and shows 暂无数据 when nothing matches', async () => {
    await chromium.withPage(async (page) => {
      const { firstName, keyword } = await keywordOfFirstProduct(page);
      await page.getByLabel('关键词').fill(keyword);
      await page.getByRole('button', { name: '搜索' }).click();
      await page.waitForURL(/keyword=/);
      await expect.poll(() => everyCardMentions(page, keyword)).toBe(true);
      expect(await cardNames(page)).toContain(firstName);

      await page.getByLabel('关键词').fill('不存在的产品名称甲乙丙');
      await page.getByRole('button', { name: '搜索' }).click();
      await page.getByText('暂无数据').waitFor();
      expect(await page.getByTestId('product-card').count()).toBe(0);
    });
  });

  it("searches from the home page's banner: 搜索 opens 金融超市 with the keyword in its field and only its matches", async () => {
    await chromium.withPage(async (page) => {
      const { keyword } = await keywordOfFirstProduct(page);
      await visit(page, '/');
      const search = page.getByRole('form', { name: '搜索金融产品' });
      await search.getByLabel('搜索融资产品或金融机构').fill(`  ${keyword} `);
      await search.getByRole('button', { name: '搜索' }).click();
      await page.waitForURL((url) => url.hash === `#/product?${new URLSearchParams({ keyword })}`);
      expect(await page.getByLabel('关键词').inputValue()).toBe(keyword);
      await expect.poll(() => everyCardMentions(page, keyword)).toBe(true);
    });
  });

  it('pages through the list and goes back with the browser', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/product');
      await waitForList(page);
      const firstPage = await cardNames(page);
      await page.getByRole('button', { name: '第 2 页' }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => cardNames(page)).not.toEqual(firstPage);
      const secondPage = await cardNames(page);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

      await page.goBack();
      await page.waitForURL((url) => !url.hash.includes('page='));
      await expect.poll(() => cardNames(page)).toEqual(firstPage);
    });
  });

  it('opens a product detail page from its card', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/product');
      await waitForList(page);
      const [firstName] = await cardNames(page);
      await page.getByTestId('product-card').first().getByRole('link', { name: '查看详情' }).click();
      await page.waitForURL(/#\/product\/\d+$/);
      await expect.poll(() => page.locator('h1').textContent()).toBe(firstName);
      for (const section of ['产品介绍', '申请条件', '所需材料']) {
        await page.getByRole('heading', { name: section }).waitFor();
      }
      await page.getByTestId('institution-block').waitFor();
      expect(await page.title()).toBe(`产品详情 - ${SITE}`);
    });
  });

  it('says 该产品已下架 for a removed product and 该机构已停用 for a product of a disabled institution', async () => {
    const { removedId, disabledInstitutionProductId } = await findSpecialProducts();
    await chromium.withPage(async (page) => {
      await visit(page, `/product/${removedId}`);
      await page.getByText('该产品已下架').waitFor();
      await visit(page, `/product/${disabledInstitutionProductId}`);
      await page.getByText('该机构已停用').waitFor();
      expect(await page.getByRole('heading', { name: '产品介绍' }).count()).toBe(0);
    });
  });

  it('sends an unknown path home', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/no/such/page');
      await page.waitForURL(`${baseUrl()}/#/`);
      await page.getByRole('heading', { name: '民营经济专区' }).waitFor();
      expect(await page.title()).toBe(`首页 - ${SITE}`);
    });
  });

  it('titles the document per route, and sends an unknown path home', async () => {
    await chromium.withPage(async (page) => {
      const expected: [string, string][] = [
        ['/', '首页'],
        ['/product', '金融超市'],
        ['/financialInstitution', '金融机构'],
        ['/login', '企业登录'],
        ['/reloanPolicy', '再贷款政策'],
      ];
      for (const [route, title] of expected) {
        await visit(page, route);
        // A lazy route loads its chunks on first visit (issue 10's route splitting): more than poll's 1 s default on a busy machine.
        await expect.poll(() => page.title(), { timeout: 5000 }).toBe(`${title} - ${SITE}`);
      }
      await visit(page, '/no-such-page');
      await page.waitForURL(`${baseUrl()}/#/`);
      await expect.poll(() => page.title(), { timeout: 5000 }).toBe(`首页 - ${SITE}`);
    });
  });

  it('shows the hotline with its hours and both QR codes in the footer', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/');
      const hotline = page.getByTestId('footer-hotline');
      await expect.poll(() => hotline.textContent()).toMatch(/服务热线：\s*[\d-]{7,}/);
      expect((await hotline.textContent()) ?? '').toContain('周一至周五 9:00-18:00');
      for (const body of ['主办单位', '支持单位', '运营单位', '官方公众号', '移动融资']) {
        await page.locator('footer').getByText(body).first().waitFor();
      }
      // The codes are encoded when the footer comes near the window, not with the first screen.
      await page.locator('footer').scrollIntoViewIfNeeded();
      for (const code of ['官方公众号二维码', '移动融资二维码']) {
        const image = page.locator('footer').getByRole('img', { name: code });
        await image.waitFor();
        expect(await image.locator('svg path').count()).toBeGreaterThan(0);
      }
    });
  });

  it('goes home and scrolls to the private-economy zone from the header', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/product');
      await waitForList(page);
      await page.getByRole('button', { name: '民营经济专区' }).click();
      await page.waitForURL(`${baseUrl()}/#/`);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(670);
    });
  });

  it('scrolls to the top on a route change', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/');
      await page.getByTestId('top-products').waitFor();
      await page.evaluate(() => window.scrollTo(0, 800));
      await page.getByTestId('top-products').getByRole('link', { name: '查看详情' }).first().click();
      await page.waitForURL(/#\/product\/\d+$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
