import { type Kysely, sql } from 'kysely';
import { countTotal, readRecordPage } from '#db/paged-query.ts';
import type { ContentKind, DB } from '#db/schema.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
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

function newestFirst(db: Kysely<DB>, filter: ArticleFilter) {
  return matchingArticles(db, filter).select(SUMMARY_COLUMNS).orderBy('publish_date', 'desc').orderBy('id', 'desc');
}

const counted = (db: Kysely<DB>, filter: ArticleFilter) => matchingArticles(db, filter).select(countTotal);

/** A page of published articles of one kind, newest first, without their text. */
export async function listArticles(db: Kysely<DB>, filter: ArticleFilter): Promise<Page<ArticleRecord>> {
  return readRecordPage(newestFirst(db, filter), counted(db, filter), filter, toArticleRecord);
}

/** A page of published articles of one kind with their text: pages that show their articles whole. */
export async function listArticlesWithText(db: Kysely<DB>, filter: ArticleFilter): Promise<Page<ArticleDetail>> {
  return readRecordPage(newestFirst(db, filter).select('sections'), counted(db, filter), filter, toArticleDetail);
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
