import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContentKind } from '../../apps/gateway/src/db/schema.ts';
import { articleSeeds, documentNo, policySeeds } from '../../apps/gateway/src/seed/content/content-rows.ts';
import { chromiumForBlock, gatewayUrl, visit } from './harness.ts';

/** Pages load their chunk and data on first visit: waits are generous on the shared machine. */
const SLOW = { timeout: 15_000 } as const;

/** 惠企政策 and the information pages in Chromium against the started platform (issue 10). */

const newestFirst = <T extends { publishDate: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.publishDate.localeCompare(a.publishDate));

const articlesOf = (kind: ContentKind) => newestFirst(articleSeeds.filter((article) => article.kind === kind));

async function listTitles(page: Page, list: string): Promise<string[]> {
  const items = page.getByRole('list', { name: list }).locator('h2');
  await items.first().waitFor();
  return (await items.allTextContents()).map((title) => title.trim());
}

/** The id the gateway gives the newest article of a kind (ids come from the seed's insert order). */
async function newestArticleId(path: string): Promise<{ id: number; title: string }> {
  const response = await fetch(`${gatewayUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 1 }),
  });
  const envelope = (await response.json()) as { data: { records: { id: number; title: string }[] } };
  const [first] = envelope.data.records;
  if (!first) throw new Error(`no article at ${path}`);
  return first;
}

describe('惠企政策 and the information pages in the browser', () => {
  const chromium = chromiumForBlock();

  it('the header entry opens the policy list, newest first, ten a page', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/');
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '惠企政策' }).click();
      await page.waitForURL(/#\/enterpriseFriendly$/);
      const titles = await listTitles(page, '政策列表');
      expect(titles).toEqual(
        newestFirst(policySeeds)
          .slice(0, 10)
          .map((policy) => policy.title),
      );
      await expect.poll(() => page.getByText(`共找到 ${policySeeds.length} 条政策`).count(), SLOW).toBe(1);
    });
  });

  it('a keyword search shows the matching policies, and one opens with its full text', async () => {
    const keyword = '贴息';
    const matching = newestFirst(policySeeds).filter(
      (policy) => policy.title.includes(keyword) || policy.summary.includes(keyword),
    );
    expect(matching.length).toBeGreaterThan(1);
    await chromium.withPage(async (page) => {
      await visit(page, '/enterpriseFriendly');
      await listTitles(page, '政策列表');
      await page.getByRole('textbox', { name: '关键词' }).fill(keyword);
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page.waitForURL(/keyword=/);
      await expect.poll(() => listTitles(page, '政策列表'), SLOW).toEqual(matching.map((policy) => policy.title));

      const chosen = matching[0];
      if (!chosen) throw new Error('no matching policy');
      await page.getByRole('link', { name: chosen.title }).click();
      await page.waitForURL(/#\/enterpriseFriendly\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: chosen.title }).count(), SLOW).toBe(1);
      for (const heading of ['政策依据', '支持对象', '支持内容', '申报流程', '联系方式']) {
        expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
      }
      const text = (await page.locator('article').textContent()) ?? '';
      expect(text).toContain(documentNo(chosen));
      expect(text).toContain(chosen.supports[0]);
      await page.getByRole('link', { name: '返回政策列表' }).click();
      await page.waitForURL(/#\/enterpriseFriendly$/);
    });
  });

  it('filters by department, and says so when nothing matches', async () => {
    const department = '粤秀示范区商务局';
    await chromium.withPage(async (page) => {
      await visit(page, '/enterpriseFriendly');
      await listTitles(page, '政策列表');
      const select = page.getByRole('combobox', { name: '发布部门' });
      await expect.poll(() => select.locator('option').count(), SLOW).toBeGreaterThan(5);
      await select.selectOption({ value: department });
      await page.waitForURL(/dept=/);
      const expected = newestFirst(policySeeds)
        .filter((policy) => policy.department === 'commerce')
        .map((policy) => policy.title);
      await expect.poll(() => listTitles(page, '政策列表'), SLOW).toEqual(expected);

      await page.getByRole('textbox', { name: '关键词' }).fill('不存在的政策名称');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await expect.poll(() => page.getByText('暂无数据').count(), SLOW).toBe(1);
      await page.getByRole('button', { name: '清除筛选条件' }).click();
      await expect.poll(() => listTitles(page, '政策列表'), SLOW).toHaveLength(10);
    });
  });

  it('an unknown policy says it is not there', async () => {
    await chromium.withPage(async (page) => {
      await visit(page, '/enterpriseFriendly/999999');
      await page.getByRole('alert').getByText('该政策不存在或已下线').waitFor();
      await visit(page, '/enterpriseFriendly/abc');
      await page.getByRole('alert').getByText('该政策不存在或已下线').waitFor();
    });
  });

  it('区域金融 lists the districts’ articles and opens one', async () => {
    const regional = articlesOf('regional');
    await chromium.withPage(async (page) => {
      await visit(page, '/regionalFinance');
      expect(await listTitles(page, '区域金融列表')).toEqual(regional.map((article) => article.title));
      const first = regional[0];
      if (!first) throw new Error('no regional article');
      await page.getByRole('link', { name: first.title }).click();
      await page.waitForURL(/#\/regionalFinance\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: first.title }).count(), SLOW).toBe(1);
      const text = (await page.locator('article').textContent()) ?? '';
      expect(text).toContain(first.district ?? '');
      expect(text).toContain(first.sections[0]?.paragraphs[0] ?? '');
    });
  });

  it('a news article opens from the home page and at its address', async () => {
    const newest = await newestArticleId('/data/gz/hq/news/queryPage');
    expect(newest.title).toBe(articlesOf('news')[0]?.title);
    await chromium.withPage(async (page) => {
      await visit(page, '/');
      await page.getByRole('region', { name: '新闻资讯' }).scrollIntoViewIfNeeded();
      await page.getByRole('link', { name: newest.title }).click();
      await page.waitForURL(new RegExp(`#/news/${newest.id}$`));
      await expect.poll(() => page.getByRole('heading', { level: 1, name: newest.title }).count(), SLOW).toBe(1);

      await visit(page, '/news/999999');
      await page.getByRole('alert').getByText('该文章不存在或已下线').waitFor();
    });
  });

  it.each([
    ['/compensate', 'compensation' as const, '企业融资风险补偿'],
    ['/reloanPolicy', 'reloan' as const, '再贷款政策'],
  ])('%s shows its seeded articles in full', async (route, kind, title) => {
    const seeds = articlesOf(kind);
    await chromium.withPage(async (page) => {
      await visit(page, route);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count(), SLOW).toBe(1);
      for (const seed of seeds) {
        const article = page.getByRole('article', { name: seed.title });
        await article.waitFor();
        const text = (await article.textContent()) ?? '';
        for (const section of seed.sections) {
          if (section.heading) expect(text).toContain(section.heading);
          for (const paragraph of section.paragraphs) expect(text).toContain(paragraph);
        }
      }
    });
  });

  it('the policy list and a policy read on a 390 px phone without sideways scrolling', async () => {
    await chromium.withPage(async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, '/enterpriseFriendly');
      await listTitles(page, '政策列表');
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('list', { name: '政策列表' }).getByRole('link').first().click();
      await page.getByRole('heading', { level: 2, name: '联系方式' }).waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await visit(page, '/compensate');
      await page.getByRole('article').first().waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });
});
