import { GatewayCode } from '@sme/contract/codes';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { productSeeds } from '#seed/catalog/catalog-rows.ts';
import { gatewayForFile } from './accounts-support.ts';
import { type Envelope, post, seededProductId } from './catalog-support.ts';
import {
  classNames,
  classSeeds,
  industryNames,
  offeredNames,
  zoneNames,
  zoneSeed,
  zoneSeeds,
} from './zones-support.ts';

interface ProductRecord {
  id: number;
  productName: string;
  guaranteeMethod: string;
}
interface Page {
  records: ProductRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}
interface ZoneAnswer {
  zone: { key: string; name: string; slogan: string; programme: string };
  products: Page;
}

const h = gatewayForFile();

const names = (page: Page) => page.records.map((record) => record.productName);

async function get<T>(path: string) {
  const res = await request(h.app).get(`/api${path}`);
  return { status: res.status, body: res.body as Envelope<T>, headers: res.headers };
}

const productId = (name: string) => seededProductId(h.database.db, name);

describe('seeded zones', () => {
  it('name only seeded products, and every zone page lists several offered ones', () => {
    const seeded = new Set(productSeeds.map((product) => product.productName));
    for (const zone of zoneSeeds) {
      for (const name of zone.products) expect(seeded.has(name), `${zone.key}: ${name}`).toBe(true);
      expect(zoneNames(zone.key).length, zone.key).toBeGreaterThanOrEqual(4);
      expect(zone.programme.join('').length, zone.key).toBeGreaterThan(100);
    }
    for (const productClass of classSeeds) {
      for (const name of productClass.products) expect(seeded.has(name), `${productClass.name}: ${name}`).toBe(true);
    }
  });
});

describe('GET million / green / procure lists', () => {
  it.each([
    ['/loan/product/pc/million/list', 'million'],
    ['/loan/product/pc/green/list', 'green'],
    ['/loan/product/pc/procure/list', 'procure'],
  ])('%s answers the zone with its programme and its offered products in order', async (path, key) => {
    const res = await get<ZoneAnswer>(`${path}?pageSize=50`);
    expect(res.status).toBe(200);
    expect(res.body.code, res.body.msg).toBe(0);
    const seed = zoneSeed(key);
    expect(res.body.data.zone).toEqual({
      key,
      name: seed.name,
      slogan: seed.slogan,
      programme: seed.programme.join('\n'),
    });
    expect(names(res.body.data.products)).toEqual(zoneNames(key));
    expect(res.body.data.products.total).toBe(zoneNames(key).length);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('pages: default 10 per page, and the second page of 2 continues the first', async () => {
    const all = zoneNames('green');
    const first = await get<ZoneAnswer>('/loan/product/pc/green/list');
    expect(first.body.data.products).toMatchObject({ pageNum: 1, pageSize: 10, total: all.length });
    const second = await get<ZoneAnswer>('/loan/product/pc/green/list?pageNum=2&pageSize=2');
    expect(names(second.body.data.products)).toEqual(all.slice(2, 4));
    const beyond = await get<ZoneAnswer>('/loan/product/pc/green/list?pageNum=99&pageSize=10');
    expect(beyond.body.data.products.records).toEqual([]);
  });

  it('refuses bad paging with a clear message', async () => {
    for (const [query, msg] of [
      ['pageSize=0', '每页条数不能小于1'],
      ['pageSize=51', '每页条数不能大于50'],
      ['pageNum=abc', '页码必须是整数'],
      ['pageNum=0', '页码不能小于1'],
    ]) {
      const res = await get(`/loan/product/pc/million/list?${query}`);
      expect(res.body, query).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg, data: null });
    }
  });

  it('answers 304 to a caller that holds the answer', async () => {
    const first = await get('/loan/product/pc/procure/list');
    const again = await request(h.app)
      .get('/api/loan/product/pc/procure/list')
      .set('If-None-Match', String(first.headers.etag));
    expect(again.status).toBe(304);
  });

  it('is a GET call (POST is refused with 405)', async () => {
    const res = await post(h.app, '/loan/product/pc/million/list');
    expect(res.status).toBe(405);
    expect(res.body.code).toBe(GatewayCode.METHOD_NOT_ALLOWED);
  });
});

describe('POST /loan/product/pc/economy/area/list', () => {
  it('answers the private-economy zone, paged by the body', async () => {
    const all = zoneNames('economy');
    const res = await post<ZoneAnswer>(h.app, '/loan/product/pc/economy/area/list', { pageNum: 2, pageSize: 3 });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data.zone.key).toBe('economy');
    expect(names(res.body.data.products)).toEqual(all.slice(3, 6));
    expect(res.body.data.products.total).toBe(all.length);
    const empty = await post<ZoneAnswer>(h.app, '/loan/product/pc/economy/area/list');
    expect(names(empty.body.data.products)).toEqual(all.slice(0, 10));
  });

  it('refuses a body that is not an object and bad paging', async () => {
    const array = await request(h.app).post('/api/loan/product/pc/economy/area/list').send([1, 2]);
    expect(array.body.code).toBe(GatewayCode.BAD_PARAMS);
    const size = await post(h.app, '/loan/product/pc/economy/area/list', { pageSize: 'many' });
    expect(size.body).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '每页条数必须是整数' });
  });
});

describe('POST /loan/product/pc/specialList', () => {
  it.each(['biomedicine', 'bqw', 'lendingcenter', 'futures'])('answers the %s zone with its products', async (key) => {
    const res = await post<ZoneAnswer>(h.app, `/loan/product/pc/specialList?key=${key}&pageSize=50`);
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data.zone.name).toBe(zoneSeed(key).name);
    expect(names(res.body.data.products)).toEqual(zoneNames(key));
  });

  it('answers ZONE_NOT_FOUND for an unknown key, and BAD_PARAMS for a missing or malformed one', async () => {
    expect((await post(h.app, '/loan/product/pc/specialList?key=nosuchzone')).body).toEqual({
      code: GatewayCode.ZONE_NOT_FOUND,
      msg: '该专区不存在或已关闭',
      data: null,
    });
    expect((await post(h.app, '/loan/product/pc/specialList')).body).toMatchObject({
      code: GatewayCode.BAD_PARAMS,
      msg: '缺少专区标识',
    });
    for (const key of ['Bio', 'a', '../x', '生物医药', 'x'.repeat(40)]) {
      const res = await post(h.app, `/loan/product/pc/specialList?key=${encodeURIComponent(key)}`);
      expect(res.body, key).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '专区标识格式不正确' });
    }
  });

  it('hides a product taken off shelf at once (the cached answer is refreshed)', async () => {
    const name = zoneNames('bqw')[0] ?? '';
    const id = await productId(name);
    const before = await post<ZoneAnswer>(h.app, '/loan/product/pc/specialList?key=bqw');
    expect(names(before.body.data.products)).toContain(name);
    await h.database.db.updateTable('loan_product').set({ on_shelf: false }).where('id', '=', id).execute();
    try {
      const after = await post<ZoneAnswer>(h.app, '/loan/product/pc/specialList?key=bqw');
      expect(names(after.body.data.products)).not.toContain(name);
      expect(after.body.data.products.total).toBe(before.body.data.products.total - 1);
    } finally {
      await h.database.db.updateTable('loan_product').set({ on_shelf: true }).where('id', '=', id).execute();
    }
  });

  it('shows a membership change at once: zone writes raise the catalogue version', async () => {
    const outsider = productSeeds.find(
      (product) =>
        offeredNames.has(product.productName) && !zoneSeed('lendingcenter').products.includes(product.productName),
    );
    if (!outsider) throw new Error('every product is in the renewal centre');
    const id = await productId(outsider.productName);
    const listed = async () =>
      names(
        (await post<ZoneAnswer>(h.app, '/loan/product/pc/specialList?key=lendingcenter&pageSize=50')).body.data
          .products,
      );
    expect(await listed()).not.toContain(outsider.productName);
    await h.database.db
      .insertInto('product_zone_member')
      .values({ zone_key: 'lendingcenter', product_id: id, sort: 99 })
      .execute();
    try {
      expect((await listed()).at(-1)).toBe(outsider.productName);
    } finally {
      await h.database.db
        .deleteFrom('product_zone_member')
        .where('zone_key', '=', 'lendingcenter')
        .where('product_id', '=', id)
        .execute();
    }
    expect(await listed()).not.toContain(outsider.productName);
    await h.database.db
      .updateTable('product_zone')
      .set({ slogan: '新口号' })
      .where('key', '=', 'lendingcenter')
      .execute();
    try {
      const res = await post<ZoneAnswer>(h.app, '/loan/product/pc/specialList?key=lendingcenter');
      expect(res.body.data.zone.slogan).toBe('新口号');
    } finally {
      await h.database.db
        .updateTable('product_zone')
        .set({ slogan: zoneSeed('lendingcenter').slogan })
        .where('key', '=', 'lendingcenter')
        .execute();
    }
  });
});

interface ClassChoice {
  id: number;
  name: string;
  description: string;
  productCount: number;
  products: ProductRecord[];
}

describe('POST /loan/product/pc/queryChoice', () => {
  it('answers every class in order with its count of offered products and its first three', async () => {
    const res = await post<ClassChoice[]>(h.app, '/loan/product/pc/queryChoice');
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data.map((choice) => choice.name)).toEqual(classSeeds.map((seed) => seed.name));
    for (const choice of res.body.data) {
      const expected = classNames(choice.name);
      expect(choice.productCount, choice.name).toBe(expected.length);
      expect(
        choice.products.map((product) => product.productName),
        choice.name,
      ).toEqual(expected.slice(0, 3));
    }
  });

  it('takes the preview size from the query or the body, 0 to 10', async () => {
    const five = await post<ClassChoice[]>(h.app, '/loan/product/pc/queryChoice?size=5');
    expect(five.body.data[0]?.products.map((p) => p.productName)).toEqual(
      classNames(classSeeds[0]?.name ?? '').slice(0, 5),
    );
    const none = await post<ClassChoice[]>(h.app, '/loan/product/pc/queryChoice', { size: 0 });
    expect(none.body.data.every((choice) => choice.products.length === 0 && choice.productCount > 0)).toBe(true);
    const tooMany = await post(h.app, '/loan/product/pc/queryChoice', { size: 11 });
    expect(tooMany.body).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '每类展示数量不能大于10' });
  });
});

describe('POST /loan/product/pc/class/detail (ours)', () => {
  async function classId(name: string): Promise<number> {
    const choices = await post<ClassChoice[]>(h.app, '/loan/product/pc/queryChoice?size=0');
    const found = choices.body.data.find((choice) => choice.name === name);
    if (!found) throw new Error(`no class ${name}`);
    return found.id;
  }

  it('answers the class and its products, paged, filtered by any of the guarantee methods', async () => {
    const id = await classId('担保增信');
    const all = classNames('担保增信');
    const res = await post<{ productClass: ClassChoice; products: Page }>(
      h.app,
      `/loan/product/pc/class/detail?id=${id}&pageSize=2&pageNum=2`,
    );
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data.productClass).toMatchObject({ id, name: '担保增信', productCount: all.length });
    expect(names(res.body.data.products)).toEqual(all.slice(2, 4));
    const pledge = await post<{ products: Page }>(
      h.app,
      `/loan/product/pc/class/detail?id=${id}&guaranteeMethod=2,5&pageSize=50`,
    );
    const expected = all.filter((name) => {
      const seed = productSeeds.find((product) => product.productName === name);
      return seed?.guaranteeMethods.some((method) => method === 2 || method === 5);
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(names(pledge.body.data.products)).toEqual(expected);
  });

  it('answers PRODUCT_CLASS_NOT_FOUND for an unknown id and BAD_PARAMS for bad input', async () => {
    expect((await post(h.app, '/loan/product/pc/class/detail?id=999999')).body).toMatchObject({
      code: GatewayCode.PRODUCT_CLASS_NOT_FOUND,
      msg: '该产品类别不存在',
    });
    expect((await post(h.app, '/loan/product/pc/class/detail')).body).toMatchObject({ msg: '缺少产品类别ID' });
    expect((await post(h.app, '/loan/product/pc/class/detail?id=x')).body).toMatchObject({
      msg: '产品类别ID必须是整数',
    });
    const id = await classId('信用贷款');
    expect((await post(h.app, `/loan/product/pc/class/detail?id=${id}&guaranteeMethod=9`)).body).toMatchObject({
      code: GatewayCode.BAD_PARAMS,
      msg: '担保方式取值无效',
    });
  });
});

describe('POST /loan/product/pc/otherList', () => {
  it('answers related products, never the given ones, those sharing most zones, classes and industries first', async () => {
    const given = await productId('越华生物医药研发贷');
    const res = await post<ProductRecord[]>(h.app, `/loan/product/pc/otherList?productIdList=${given}&size=3`);
    expect(res.body.code, res.body.msg).toBe(0);
    const related = res.body.data.map((product) => product.productName);
    expect(related).toHaveLength(3);
    expect(related).not.toContain('越华生物医药研发贷');
    // Shares the biomedicine zone, the 科技金融 class and the biomedicine industry.
    expect(related[0]).toBe('越华知识产权质押贷');
  });

  it('fills the list with other offered products and excludes every id given', async () => {
    const ids = await Promise.all(['岭南标准仓单质押贷', '粤秀税信贷'].map(productId));
    const res = await post<ProductRecord[]>(h.app, `/loan/product/pc/otherList?productIdList=${ids.join(',')}&size=20`);
    expect(res.body.data).toHaveLength(20);
    for (const id of ids) expect(res.body.data.map((product) => product.id)).not.toContain(id);
    expect(res.body.data.every((product) => offeredNames.has(product.productName))).toBe(true);
    const none = await post<ProductRecord[]>(h.app, '/loan/product/pc/otherList');
    expect(none.body.data).toHaveLength(4);
  });

  it('refuses malformed ids and sizes', async () => {
    for (const [query, msg] of [
      ['productIdList=a,b', '产品ID列表必须是整数'],
      ['productIdList=0', '产品ID列表不能小于1'],
      ['size=0', '数量不能小于1'],
      ['size=21', '数量不能大于20'],
      [`productIdList=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, '产品ID列表最多50个'],
    ]) {
      const res = await post(h.app, `/loan/product/pc/otherList?${query}`);
      expect(res.body, query).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg });
    }
  });
});

describe('POST /loan/product/pc/industry/detail', () => {
  it('answers the industry and its products, paged', async () => {
    const all = industryNames('technology');
    const res = await post<{ industry: { code: string; name: string }; products: Page }>(
      h.app,
      '/loan/product/pc/industry/detail?industry=technology&pageSize=4',
    );
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data.industry).toMatchObject({ code: 'technology', name: '科学研究和技术服务业' });
    expect(names(res.body.data.products)).toEqual(all.slice(0, 4));
    expect(res.body.data.products.total).toBe(all.length);
  });

  it('answers INDUSTRY_NOT_FOUND for an unknown industry and BAD_PARAMS without one', async () => {
    expect((await post(h.app, '/loan/product/pc/industry/detail?industry=mining')).body).toMatchObject({
      code: GatewayCode.INDUSTRY_NOT_FOUND,
      msg: '该行业不存在',
    });
    expect((await post(h.app, '/loan/product/pc/industry/detail')).body).toMatchObject({
      code: GatewayCode.BAD_PARAMS,
      msg: '缺少行业',
    });
  });
});
