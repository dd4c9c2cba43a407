import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import type { ContentKind } from '#db/schema.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import type { ArticleDetail, ArticleRecord } from '#features/content/domain/content-rows.ts';
import { gatewayForFile } from './accounts-support.ts';
import { articlesOf, postJson } from './content-support.ts';
import { publicPostOk } from './public-post.ts';

const h = gatewayForFile();

const ok = <T>(path: string, body?: object) => publicPostOk<T>(h.app, path, body);

async function articleId(kind: ContentKind, title: string): Promise<number> {
  const row = await h.database.db
    .selectFrom('content_article')
    .select('id')
    .where('kind', '=', kind)
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

const lists: Array<[string, ContentKind]> = [
  ['/data/gz/hq/news/queryPage', 'news'],
  ['/data/gz/hq/regional/queryPage', 'regional'],
  ['/data/gz/hq/compensate/queryPage', 'compensation'],
  ['/data/gz/hq/reloan/queryPage', 'reloan'],
];

describe.each(lists)('POST %s', (path, kind) => {
  const seeds = articlesOf(kind);

  it('answers the seeded articles of its kind only, newest first, paged', async () => {
    expect(seeds.length).toBeGreaterThanOrEqual(3);
    const all = await ok<Page<ArticleRecord>>(path, { pageSize: 50 });
    expect(all.total).toBe(seeds.length);
    expect(all.records.map((record) => record.title)).toEqual(seeds.map((seed) => seed.title));
    expect(all.records.every((record) => record.kind === kind)).toBe(true);

    const second = await ok<Page<ArticleRecord>>(path, { pageNum: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: seeds.length, pageNum: 2, pageSize: 2 });
    expect(second.records.map((record) => record.title)).toEqual(seeds.slice(2, 4).map((seed) => seed.title));
  });

  it.each([
    [{ pageNum: -1 }, '页码不能小于1'],
    [{ pageSize: 0 }, '每页条数不能小于1'],
    [{ pageSize: 1.5 }, '每页条数必须是整数'],
  ])('refuses %j with a Chinese message', async (body, msg) => {
    const { body: envelope } = await postJson(h.app, path, body);
    expect(envelope).toEqual({ code: GatewayCode.BAD_PARAMS, msg, data: null });
  });
});

describe('the news and regional lists', () => {
  it('carry summaries without the text; the compensation and re-loan pages carry the text', async () => {
    const news = await ok<Page<ArticleDetail>>('/data/gz/hq/news/queryPage', {});
    expect(news.records[0]).not.toHaveProperty('sections');
    const compensation = await ok<Page<ArticleDetail>>('/data/gz/hq/compensate/queryPage', {});
    const seed = articlesOf('compensation')[0];
    expect(compensation.records[0]?.sections).toEqual(seed?.sections);
  });

  it('filters regional finance by district', async () => {
    const answer = await ok<Page<ArticleRecord>>('/data/gz/hq/regional/queryPage', { district: '海珠区' });
    expect(answer.records.map((record) => [record.district, record.title])).toEqual(
      articlesOf('regional')
        .filter((seed) => seed.district === '海珠区')
        .map((seed) => [seed.district, seed.title]),
    );
    expect(answer.total).toBe(1);
    const { body } = await postJson(h.app, '/data/gz/hq/regional/queryPage', { district: '区'.repeat(21) });
    expect(body).toEqual({ code: GatewayCode.BAD_PARAMS, msg: '区域不能超过20个字符', data: null });
  });
});

describe.each([
  ['/data/gz/hq/news/queryDetail', 'news' as const, 'regional' as const],
  ['/data/gz/hq/regional/queryDetail', 'regional' as const, 'news' as const],
])('POST %s/{id}', (path, kind, otherKind) => {
  it('answers the article with its sections', async () => {
    const seed = articlesOf(kind)[0];
    if (!seed) throw new Error('seed missing');
    const id = await articleId(kind, seed.title);
    const detail = await ok<ArticleDetail>(`${path}/${id}`);
    expect(detail).toEqual({
      id,
      kind,
      title: seed.title,
      summary: seed.summary,
      source: seed.source,
      district: seed.district ?? null,
      publishDate: seed.publishDate,
      sections: seed.sections,
    });
  });

  it('answers an unknown id, or an article of another kind, with a clear message', async () => {
    const other = articlesOf(otherKind)[0];
    const otherId = await articleId(otherKind, other?.title ?? '');
    for (const id of [999_999, otherId]) {
      const { body } = await postJson(h.app, `${path}/${id}`);
      expect(body).toEqual({ code: GatewayCode.CONTENT_NOT_FOUND, msg: '该文章不存在或已下线', data: null });
    }
  });

  it('refuses an id that is not a positive whole number', async () => {
    const { body } = await postJson(h.app, `${path}/x1`);
    expect(body).toEqual({ code: GatewayCode.BAD_PARAMS, msg: '文章ID必须是整数', data: null });
  });
});

describe('the content cache', () => {
  it('sees an edit the moment it is committed (the content tables raise the catalogue version)', async () => {
    const seed = articlesOf('news')[0];
    const id = await articleId('news', seed?.title ?? '');
    const before = await postJson<ArticleDetail>(h.app, `/data/gz/hq/news/queryDetail/${id}`);
    await h.database.db.updateTable('content_article').set({ title: '已更新的标题' }).where('id', '=', id).execute();
    try {
      const after = await postJson<ArticleDetail>(h.app, `/data/gz/hq/news/queryDetail/${id}`);
      expect(after.body.data.title).toBe('已更新的标题');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await h.database.db
        .updateTable('content_article')
        .set({ title: seed?.title ?? '' })
        .where('id', '=', id)
        .execute();
    }
  });
});
