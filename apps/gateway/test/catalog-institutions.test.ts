import { describe, expect, it } from 'vitest';
import type { InstitutionRecord } from '#features/catalog/domain/catalog-rows.ts';
import type { Page } from '#features/catalog/domain/paging.ts';
import { gatewayForFile } from './accounts-support.ts';
import { institutionSeeds, post, productSeeds } from './catalog-support.ts';
import { publicPostOk } from './public-post.ts';

const h = gatewayForFile();

const inService = institutionSeeds.filter((seed) => seed.ifNormal);
const bySortOrder = (seeds: typeof institutionSeeds) =>
  [...seeds].sort((a, b) => a.sort - b.sort).map((seed) => seed.orgName);
const onShelfCount = (key: string) => productSeeds.filter((p) => p.org === key && p.onShelf).length;

const list = (body: object) => publicPostOk<Page<InstitutionRecord>>(h.app, '/org/financial/org/list/front', body);

async function orgId(name: string): Promise<number> {
  const row = await h.database.db
    .selectFrom('financial_org')
    .select('id')
    .where('org_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /org/financial/org/list/front', () => {
  it('lists the institutions in service by sort order, with their products on shelf counted', async () => {
    const page = await list({ pageSize: 50 });
    expect(page.total).toBe(inService.length);
    expect(page.records.map((record) => record.orgName)).toEqual(bySortOrder(inService));
    for (const seed of institutionSeeds.filter((s) => !s.ifNormal)) {
      expect(page.records.map((record) => record.orgName)).not.toContain(seed.orgName);
    }
    for (const record of page.records) {
      const seed = institutionSeeds.find((s) => s.orgName === record.orgName);
      expect(record.productCount, record.orgName).toBe(onShelfCount(seed?.key ?? ''));
      expect(record.ifNormal).toBe(true);
    }
  });

  it('answers every field of a record', async () => {
    const [record] = (await list({ keyword: '粤秀示范' })).records;
    const seed = institutionSeeds[0];
    expect(record).toEqual({
      id: await orgId('粤秀示范农商银行'),
      orgName: '粤秀示范农商银行',
      orgType: 1,
      logo: expect.stringMatching(/^\/zzzttt\/logo\/[0-9a-f]{16}\.svg$/),
      intro: seed?.intro.join('\n'),
      address: seed?.address,
      phone: seed?.phone,
      ifNormal: true,
      productCount: productSeeds.filter((product) => product.org === seed?.key && product.onShelf).length,
    });
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 9, 10])('orgType %i keeps the institutions of that type', async (type) => {
    const page = await list({ orgType: type, pageSize: 50 });
    expect(page.records.map((record) => record.orgName)).toEqual(
      bySortOrder(inService.filter((seed) => seed.orgType === type)),
    );
    for (const record of page.records) expect(record.orgType).toBe(type);
  });

  it('keyword matches the name, two characters included, wildcards literally', async () => {
    const guarantee = await list({ keyword: '担保' });
    expect(guarantee.records.map((record) => record.orgName)).toEqual(
      bySortOrder(inService.filter((seed) => seed.orgName.includes('担保'))),
    );
    expect((await list({ keyword: '示范融资租赁' })).records.map((r) => r.orgName)).toEqual([
      '白云示范融资租赁有限公司',
    ]);
    expect((await list({ keyword: '东山' })).total).toBe(0);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: "' OR 1=1 --" })).total).toBe(0);
  });

  it('pages', async () => {
    const order = bySortOrder(inService);
    const first = await list({ pageSize: 4 });
    const second = await list({ pageSize: 4, pageNum: 2 });
    expect(first).toMatchObject({ total: order.length, pageNum: 1, pageSize: 4 });
    expect(first.records.map((r) => r.orgName)).toEqual(order.slice(0, 4));
    expect(second.records.map((r) => r.orgName)).toEqual(order.slice(4, 8));
    expect((await list({ pageSize: 4, pageNum: 99 })).records).toEqual([]);
  });
});

describe('POST /org/financial/org/detail/:id', () => {
  async function detail(id: number | string) {
    const { status, body } = await post<InstitutionRecord | null>(h.app, `/org/financial/org/detail/${id}`);
    expect(status).toBe(200);
    expect(body.code, body.msg).toBe(0);
    return body.data;
  }

  it('answers an institution in service', async () => {
    const id = await orgId('白云示范融资租赁有限公司');
    expect(await detail(id)).toMatchObject({
      id,
      orgName: '白云示范融资租赁有限公司',
      orgType: 5,
      ifNormal: true,
      productCount: onShelfCount('baiyun-leasing'),
    });
  });

  it('answers a disabled institution with ifNormal false', async () => {
    const org = await detail(await orgId('东山示范村镇银行'));
    expect(org).toMatchObject({ orgName: '东山示范村镇银行', ifNormal: false, productCount: 2 });
  });

  it('answers an institution without products with productCount 0', async () => {
    expect(await detail(await orgId('黄花岗示范创业投资有限公司'))).toMatchObject({ orgType: 7, productCount: 0 });
  });

  it('answers data null for an unknown id', async () => {
    expect(await detail(999_999)).toBeNull();
  });
});
