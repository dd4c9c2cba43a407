import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productSeeds } from '../../apps/gateway/src/seed/catalog/catalog-rows.ts';
import { classSeeds, zoneSeeds } from '../../apps/gateway/src/seed/catalog/zones.data.ts';
import { chromiumForBlock, gatewayUrl, visit } from './harness.ts';
import { signIn } from './sign-in-support.ts';
import { DEMO } from './verification-support.ts';

/** Pages load their chunk and data on first visit: waits are generous on the shared machine. */
const SLOW = { timeout: 15_000 } as const;

interface ZoneAnswer {
  zone: { name: string };
  products: { records: { id: number; productName: string }[]; total: number };
}

/** The zone's first page as the gateway answers it (the spec's call for the zone). */
async function zoneFromGateway(key: string): Promise<ZoneAnswer> {
  const fixed: Record<string, string> = { green: 'green/list', procure: 'procure/list' };
  const path = fixed[key];
  const response = path
    ? await fetch(`${gatewayUrl()}/loan/product/pc/${path}`)
    : await fetch(`${gatewayUrl()}/loan/product/pc/specialList?key=${key}`, { method: 'POST' });
  const envelope = (await response.json()) as { code: number; data: ZoneAnswer };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

const GUARANTEE_LABELS: Record<number, string> = { 1: '抵押', 2: '质押', 3: '保证', 4: '信用', 5: '其他' };

/** A guarantee method some but not all of a seeded class's products accept, with the products that accept it. */
function narrowingGuarantee(className: string): { code: number; label: string; names: string[] } {
  const members = classSeeds.find((seed) => seed.name === className)?.products ?? [];
  const seeds = productSeeds.filter((product) => members.includes(product.productName));
  for (const code of [1, 2, 3, 4, 5]) {
    const names = seeds.filter((seed) => seed.guaranteeMethods.some((method) => method === code));
    if (names.length > 0 && names.length < seeds.length) {
      return { code, label: GUARANTEE_LABELS[code] ?? '', names: names.map((seed) => seed.productName) };
    }
  }
  throw new Error(`no guarantee method narrows ${className}`);
}

async function cardTitles(page: Page): Promise<string[]> {
  const list = page.getByTestId('zone-products');
  await list.waitFor(SLOW);
  return (await list.getByTestId('product-card').locator('h3').allTextContents()).map((title) => title.trim());
}

/** The zone pages in Chromium against the started platform (issue 10). */
describe('zone pages in the browser', () => {
  const chromium = chromiumForBlock();

  it.each([
    ['/biomedicine', 'biomedicine', false],
    ['/lendingcenter', 'lendingcenter', false],
    ['/lsst', 'green', true],
    ['/cgd', 'procure', true],
    ['/bqw', 'bqw', true],
    ['/GJFutures', 'futures', true],
  ])('%s explains its programme and lists its products', (route, key, needsLogin) =>
    chromium.withPage(async (page) => {
      const seed = zoneSeeds.find((zone) => zone.key === key);
      if (!seed) throw new Error(`no zone ${key}`);
      const expected = await zoneFromGateway(key);
      expect(expected.products.records.length).toBeGreaterThanOrEqual(4);
      if (needsLogin) await signIn(page.context(), DEMO);
      await visit(page, route);
      const programme = page.getByTestId('zone-programme');
      await programme.waitFor(SLOW);
      expect(await programme.getByRole('heading', { level: 1 }).textContent()).toBe(seed.name);
      for (const paragraph of seed.programme) expect(await programme.textContent()).toContain(paragraph);
      expect(await cardTitles(page)).toEqual(expected.products.records.map((product) => product.productName));
      expect(await page.getByText(`共 ${expected.products.total} 款产品`).count()).toBe(1);
      // Fewer than 10 products: no next-page button (spec §9).
      expect(await page.getByRole('button', { name: '下一页' }).count()).toBe(0);
    }),
  );

  it('/productZone lists the classes; a class page filters by guarantee method and 全部 scrolls to 426 px', () =>
    chromium.withPage(async (page) => {
      await signIn(page.context(), DEMO);
      await visit(page, '/product');
      await page.getByRole('link', { name: '按类别和专区浏览 ›' }).click(SLOW);
      await page.waitForURL(/#\/productZone$/);
      const guaranteed = page.getByTestId('product-class').filter({ hasText: '担保增信' });
      await guaranteed.waitFor(SLOW);
      expect(await page.getByTestId('product-class').count()).toBeGreaterThanOrEqual(6);
      await guaranteed.getByRole('link', { name: '担保增信', exact: true }).click();
      await page.waitForURL(/#\/productClassDetail\/\d+$/);
      const all = await cardTitles(page);
      expect(all.length).toBeGreaterThanOrEqual(5);

      const { code, label, names } = narrowingGuarantee('担保增信');
      const filter = page.getByRole('group', { name: '担保方式' });
      await filter.getByText(label, { exact: true }).click();
      await page.waitForURL(new RegExp(`gm=${code}$`));
      await expect.poll(() => cardTitles(page), SLOW).toEqual(all.filter((name) => names.includes(name)));

      await page.setViewportSize({ width: 1366, height: 500 });
      await filter.getByText('全部', { exact: true }).click();
      expect(await filter.getByRole('checkbox', { name: '全部' }).isChecked()).toBe(true);
      await page.waitForURL(/productClassDetail\/\d+$/);
      await expect.poll(() => cardTitles(page), SLOW).toEqual(all);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), SLOW).toBe(426);
    }));

  it('a product detail shows related products (otherList), those sharing most zones first', () =>
    chromium.withPage(async (page) => {
      const biomedicine = await zoneFromGateway('biomedicine');
      const first = biomedicine.products.records[0];
      if (!first) throw new Error('no biomedicine product');
      const response = await fetch(`${gatewayUrl()}/loan/product/pc/otherList?productIdList=${first.id}&size=3`, {
        method: 'POST',
      });
      const related = ((await response.json()) as { data: { productName: string }[] }).data;
      await visit(page, `/product/${first.id}`);
      const section = page.getByTestId('related-products');
      await section.waitFor(SLOW);
      const titles = (await section.getByTestId('product-card').locator('h3').allTextContents()).map((t) => t.trim());
      expect(titles).toEqual(related.map((product) => product.productName));
      expect(titles).not.toContain(first.productName);
    }));

  it('/GJFutures checks the sign-up form and signs up', () =>
    chromium.withPage(async (page) => {
      await signIn(page.context(), DEMO);
      await visit(page, '/GJFutures');
      const form = page.getByRole('form', { name: '期货服务报名表' });
      await form.waitFor(SLOW);
      await form.getByRole('button', { name: '立即报名' }).click();
      await expect
        .poll(() => form.getByTestId('field-error').allTextContents(), SLOW)
        .toEqual(['请输入姓名', '请输入手机号']);
      await page.getByText('请输入姓名').last().waitFor();

      await form.getByRole('textbox', { name: '姓名' }).fill('陈');
      await form.getByRole('textbox', { name: '手机号' }).fill('12345');
      await form.getByRole('button', { name: '立即报名' }).click();
      await expect
        .poll(() => form.getByTestId('field-error').allTextContents(), SLOW)
        .toEqual(['请输入正确的姓名（2-20个字）', '请输入正确的手机号']);

      const mobile = `139${String(Date.now()).slice(-8)}`;
      await form.getByRole('textbox', { name: '姓名' }).fill('陈晓明');
      await form.getByRole('textbox', { name: '手机号' }).fill(mobile);
      await form.getByRole('button', { name: '立即报名' }).click();
      await page.getByText('报名成功，期货服务专员将在2个工作日内与您联系').waitFor(SLOW);
      expect(await form.getByRole('textbox', { name: '姓名' }).inputValue()).toBe('');
      expect(await form.getByTestId('field-error').count()).toBe(0);
    }));
});
