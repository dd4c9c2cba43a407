import type { PageRecord } from '@sme/contract/routes/catalog';
import { sql } from 'kysely';

/** Which page of a list: numbered from 1, of pageSize rows. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** `count(*) AS total`, for counting what a paged query matches. */
export const countTotal = sql<string | number | bigint>`count(*)`.as('total');

/**
 * One page of the ordered rows and the number of all rows that match, read side by side: `ordered` selects and
 * orders the rows, `counted` is the same filter selecting `countTotal`.
 */
export async function readPage<Row>(
  ordered: { limit(size: number): { offset(skip: number): { execute(): Promise<Row[]> } } },
  counted: { executeTakeFirstOrThrow(): Promise<{ total: string | number | bigint }> },
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordered
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    counted.executeTakeFirstOrThrow(),
  ]);
  // count(*) is a bigint: text or bigint depending on the driver.
  return { rows, total: Number(count.total) };
}

/** readPage as the wire's page: the rows as records, with the page's number and size. */
export async function readRecordPage<Row, Item>(
  ordered: Parameters<typeof readPage<Row>>[0],
  counted: Parameters<typeof readPage<Row>>[1],
  page: PageRequest,
  toRecord: (row: Row) => Item,
): Promise<PageRecord<Item>> {
  const { rows, total } = await readPage(ordered, counted, page);
  return { records: rows.map(toRecord), total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/**
 * readPage for a deep list: the page's ids are found first (on an index alone, `orderedIds` limited to the page), and
 * only their rows are joined (`rowsOf`), so a deep page skips index entries, not joined rows.
 */
export async function readPageOfIds<Ids, Row>(
  orderedIds: { limit(size: number): { offset(skip: number): Ids } },
  rowsOf: (pageIds: Ids) => { execute(): Promise<Row[]> },
  counted: Parameters<typeof readPage<Row>>[1],
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const pageIds = orderedIds.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [rows, count] = await Promise.all([rowsOf(pageIds).execute(), counted.executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.total) };
}
