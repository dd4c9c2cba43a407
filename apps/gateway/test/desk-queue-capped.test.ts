import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_TOTAL_CAP } from '#features/workbench/stores/queue-search-assign-store.ts';
import { accountsForFile } from './accounts-support.ts';
import { applyOk, certifiedCompany, offeredProductIds } from './applications-support.ts';
import { staffLoginAt, staffPost } from './staff-support.ts';

/**
 * The queue search's capped total (issue 20, slice desk): a company name naming many companies (a trade word) counts
 * its matches up to QUEUE_TOTAL_CAP, or a page past the page asked for, and says so (totalIsCapped); the page itself
 * is the same as an uncapped count would show. 320 companies sharing 宽搜 in their name, one application each.
 */

const COMPANIES = 320;
const TRADE = '宽搜';

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let staff: string;
let orgId: number;
/** The broad search's application ids, newest first, as the queue orders them. */
let newestFirst: number[] = [];

interface Page {
  total: number;
  totalIsCapped: boolean;
  records: { id: number }[];
}

const search = async (body: Record<string, unknown>) =>
  (await staffPost<Page>(h, '/loan/org/queue/search', staff, body)).data;

beforeAll(async () => {
  const company = await certifiedCompany(h);
  const productId = (await offeredProductIds(h))[0] as number;
  const template = await h.database.db
    .selectFrom('loan_application')
    .selectAll()
    .where('id', '=', await applyOk(h, company, productId))
    .executeTakeFirstOrThrow();
  orgId = template.org_id as number;
  const companies = await h.database.db
    .insertInto('company')
    .values(
      Array.from({ length: COMPANIES }, (_, n) => ({
        company_name: `广州${TRADE}${n}号有限公司`,
        uniform_code: `KSQ${String(n).padStart(15, '0')}`,
        legal_person: '王建国',
      })),
    )
    .returning('id')
    .execute();
  const { id: _id, ...row } = template;
  const start = h.clock.now().getTime() - COMPANIES * 60_000;
  const inserted = await h.database.db
    .insertInto('loan_application')
    .values(
      companies.map((c, n) => ({
        ...row,
        company_id: c.id,
        idempotency_key: `capped-${n}`,
        created_at: new Date(start + n * 60_000),
        updated_at: new Date(start + n * 60_000),
      })),
    )
    .returning('id')
    .execute();
  newestFirst = inserted.map((r) => r.id).reverse();
  staff = await staffLoginAt(h, orgId, 'org_staff');
});

describe('the queue search’s total for a broad name', () => {
  it('counts up to the cap and says there are more; the page is the newest matches', async () => {
    const first = await search({ keyword: TRADE, pageSize: 10 });
    expect(first).toMatchObject({ total: QUEUE_TOTAL_CAP, totalIsCapped: true });
    expect(first.records.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
  });

  it('counts a page past a deep page, and exactly once the end is within reach', async () => {
    const deep = await search({ keyword: TRADE, pageSize: 10, pageNum: 25 });
    expect(deep).toMatchObject({ total: 260, totalIsCapped: true });
    expect(deep.records.map((r) => r.id)).toEqual(newestFirst.slice(240, 250));
    const last = await search({ keyword: TRADE, pageSize: 10, pageNum: 32 });
    expect(last).toMatchObject({ total: COMPANIES, totalIsCapped: false });
    expect(last.records.map((r) => r.id)).toEqual(newestFirst.slice(310, 320));
  });

  it('keeps an exact total for a narrow name, a credit code and no keyword', async () => {
    expect(await search({ keyword: `${TRADE}17号` })).toMatchObject({ total: 1, totalIsCapped: false });
    expect(await search({ keyword: `KSQ${'0'.repeat(13)}17` })).toMatchObject({ total: 1, totalIsCapped: false });
    const all = await search({ pageSize: 10 });
    expect(all.totalIsCapped).toBe(false);
    expect(all.total).toBeGreaterThan(COMPANIES);
  });
});
