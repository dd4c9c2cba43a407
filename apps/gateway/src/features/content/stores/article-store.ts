import { type Kysely, sql } from 'kysely';
import type { ContentKind, DB } from '#db/schema.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import { toCount } from '#features/catalog/domain/sql-values.ts';
import { type ArticleDetail, type ArticleRecord, toArticleDetail, toArticleRecord } from '../domain/content-rows.ts';

const publishDay = sql<string>`to_char(publish_date, 'YYYY-MM-DD')`.as('publish_day');
const SUMMARY_COLUMNS = ['id', 'kind', 'title', 'summary', 'source', 'district', publishDay] as const;

export interface ArticleFilter {
  kind: ContentKind;
  pageNum: number;
  pageSize: number;
  district?: string | undefined;
}

function matchingArticles(db: Kysely<DB>, filter: ArticleFilter) {
  return db
    .selectFrom('content_article')
    .where('published', '=', true)
    .where('kind', '=', filter.kind)
    .$if(filter.district !== undefined, (query) => query.where('district', '=', filter.district ?? ''));
}

async function countOf(db: Kysely<DB>, filter: ArticleFilter): Promise<number> {
  const row = await matchingArticles(db, filter)
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return toCount(row.total);
}

function pageQuery(db: Kysely<DB>, filter: ArticleFilter) {
  return matchingArticles(db, filter)
    .select(SUMMARY_COLUMNS)
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNum - 1) * filter.pageSize);
}

/** A page of published articles of one kind, newest first, without their text. */
export async function listArticles(db: Kysely<DB>, filter: ArticleFilter): Promise<Page<ArticleRecord>> {
  const [rows, total] = await Promise.all([pageQuery(db, filter).execute(), countOf(db, filter)]);
  return { records: rows.map(toArticleRecord), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/** A page of published articles of one kind with their text: pages that show their articles whole. */
export async function listArticlesWithText(db: Kysely<DB>, filter: ArticleFilter): Promise<Page<ArticleDetail>> {
  const [rows, total] = await Promise.all([pageQuery(db, filter).select('sections').execute(), countOf(db, filter)]);
  return { records: rows.map(toArticleDetail), total, pageNum: filter.pageNum, pageSize: filter.pageSize };
}

/** One published article of the kind; null when unknown, withdrawn or of another kind. */
export async function findArticle(db: Kysely<DB>, kind: ContentKind, id: number): Promise<ArticleDetail | null> {
  const row = await db
    .selectFrom('content_article')
    .select([...SUMMARY_COLUMNS, 'sections'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('published', '=', true)
    .executeTakeFirst();
  return row ? toArticleDetail(row) : null;
}
