import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { createTestDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

let database: Database;
/** Two instances on one database, as in production behind a load balancer. */
let first: Express;
let second: Express;

beforeAll(async () => {
  database = await createTestDatabase();
  first = createGatewayApp(testDeps(database));
  second = createGatewayApp(testDeps(database));
});
afterAll(() => database.close());

function list(app: Express, body: object = { pageNum: 1, pageSize: 50 }) {
  return request(app).post('/api/loan/product/pc/list').send(body);
}

function names(res: request.Response): string[] {
  expect(res.status).toBe(200);
  expect(res.body.code, res.body.msg).toBe(0);
  return (res.body.data.records as { productName: string }[]).map((record) => record.productName);
}

async function anOfferedProduct() {
  return database.db
    .selectFrom('loan_product as p')
    .innerJoin('financial_org as o', 'o.id', 'p.org_id')
    .where('p.on_shelf', '=', true)
    .where('o.if_normal', '=', true)
    .select(['p.id', 'p.product_name', 'p.org_id'])
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

describe('catalogue answer cache', () => {
  it('shows a product taken off shelf at once, on every instance that answered before', async () => {
    const product = await anOfferedProduct();
    expect(names(await list(first))).toContain(product.product_name);
    expect(names(await list(second))).toContain(product.product_name);
    await database.db.updateTable('loan_product').set({ on_shelf: false }).where('id', '=', product.id).execute();
    try {
      expect(names(await list(first))).not.toContain(product.product_name);
      expect(names(await list(second))).not.toContain(product.product_name);
      const detail = await request(first).post(`/api/loan/product/pc/detail?id=${product.id}`);
      expect(detail.body).toMatchObject({ code: 0, data: null });
    } finally {
      await database.db.updateTable('loan_product').set({ on_shelf: true }).where('id', '=', product.id).execute();
    }
    expect(names(await list(first))).toContain(product.product_name);
  });

  it('shows a change at once on an instance that reads the version for every answer (a database server)', async () => {
    const serverLike = createGatewayApp(testDeps({ ...database, writes: undefined }));
    const product = await anOfferedProduct();
    expect(names(await list(serverLike))).toContain(product.product_name);
    await database.db.updateTable('loan_product').set({ on_shelf: false }).where('id', '=', product.id).execute();
    try {
      expect(names(await list(serverLike))).not.toContain(product.product_name);
    } finally {
      await database.db.updateTable('loan_product').set({ on_shelf: true }).where('id', '=', product.id).execute();
    }
    expect(names(await list(serverLike))).toContain(product.product_name);
  });

  it('hides the products of an institution disabled since the answer was kept', async () => {
    const product = await anOfferedProduct();
    const detailPath = `/api/org/financial/org/detail/${product.org_id}`;
    expect(names(await list(first))).toContain(product.product_name);
    expect((await request(second).post(detailPath)).body.data).toMatchObject({ ifNormal: true });
    await database.db.updateTable('financial_org').set({ if_normal: false }).where('id', '=', product.org_id).execute();
    try {
      expect(names(await list(first))).not.toContain(product.product_name);
      expect((await request(second).post(detailPath)).body.data).toMatchObject({ ifNormal: false });
    } finally {
      await database.db
        .updateTable('financial_org')
        .set({ if_normal: true })
        .where('id', '=', product.org_id)
        .execute();
    }
  });

  it('answers the same bytes from the cache with a public, revalidated ETag, and 304 to a caller holding it', async () => {
    const fresh = await list(first, { pageNum: 1, pageSize: 10 });
    const again = await list(first, { pageSize: 10, pageNum: 1 });
    expect(fresh.headers['cache-control']).toBe('public, no-cache');
    expect(fresh.headers.etag).toMatch(/^"c\d+-[\w-]{16}"$/);
    expect(again.headers.etag).toBe(fresh.headers.etag);
    expect(again.text).toBe(fresh.text);
    // Another instance gives the same answer the same ETag (version + call + parameters, not the process).
    expect((await list(second, { pageNum: 1, pageSize: 10 })).headers.etag).toBe(fresh.headers.etag);

    const held = await list(first, { pageNum: 1, pageSize: 10 }).set('If-None-Match', fresh.headers.etag ?? '');
    expect(held.status).toBe(304);
    expect(held.text ?? '').toBe('');
    const otherPage = await list(first, { pageNum: 2, pageSize: 10 }).set('If-None-Match', fresh.headers.etag ?? '');
    expect(otherPage.status).toBe(200);
    expect(otherPage.headers.etag).not.toBe(fresh.headers.etag);
  });

  it('changes the ETag when the catalogue changes, so a held answer is sent again', async () => {
    const before = await list(first, { pageNum: 1, pageSize: 10 });
    const product = await anOfferedProduct();
    await database.db
      .updateTable('loan_product')
      .set((eb) => ({ apply_count: eb('apply_count', '+', 1) }))
      .where('id', '=', product.id)
      .execute();
    const after = await list(first, { pageNum: 1, pageSize: 10 }).set('If-None-Match', before.headers.etag ?? '');
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never keeps a refused request: bad input is refused each time with its message and no ETag', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await list(first, { pageNum: 0 });
      expect(refused.body.code).not.toBe(0);
      expect(refused.headers.etag).toBeUndefined();
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('GET /zzzttt/logo/<digest>.svg', () => {
  it('serves every logo a list names, as immutable SVG with its own restrictive policy', async () => {
    const page = (await list(first)).body.data.records as { orgLogo: string; productLogo: string }[];
    const urls = [...new Set(page.flatMap((record) => [record.orgLogo, record.productLogo]))];
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) {
      expect(url).toMatch(/^\/zzzttt\/logo\/[0-9a-f]{16}\.svg$/);
      const logo = await request(first).get(`/api${url}`).buffer(true);
      expect(logo.status).toBe(200);
      expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
      expect(String(logo.body)).toContain('<svg');
    }
  });

  it('answers the 404 envelope for an unknown digest or a malformed name', async () => {
    for (const name of ['0000000000000000.svg', 'abc.svg', '0123456789abcdef.png', '..%2Fetc']) {
      const res = await request(first).get(`/api/zzzttt/logo/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: -1004, msg: '图标不存在', data: null });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
