import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '#features/catalog/domain/catalog-rows.ts';
import { emptyGatewayForFile, gatewayForFile } from './accounts-support.ts';
import { post } from './catalog-support.ts';
import { publicPostOk } from './public-post.ts';

const h = gatewayForFile();

describe('institution icons and counts', () => {
  async function institutions() {
    return h.database.db.selectFrom('financial_org').select(['id', 'org_type', 'if_normal']).execute();
  }

  it('lists the icons of the institutions in service, by type', async () => {
    const rows = (await institutions()).filter((row) => row.if_normal);
    const icons = await publicPostOk<Array<{ id: number; orgType: number; logo: string }>>(
      h.app,
      '/org/financial/org/icon/list/front',
    );
    expect(icons.map((icon) => icon.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
    expect(icons.map((icon) => icon.orgType)).toEqual([...icons.map((icon) => icon.orgType)].sort((a, b) => a - b));
    const { body } = await post<Array<{ orgType: number }>>(h.app, '/org/financial/org/icon/list/front', {
      orgTypes: '2,4',
    });
    expect(body.data.length).toBe(rows.filter((row) => row.org_type === 2 || row.org_type === 4).length);
    expect(new Set(body.data.map((icon) => icon.orgType))).toEqual(new Set([2, 4]));
    const asArray = await post(h.app, '/org/financial/org/icon/list/front', { orgTypes: [4, 2] });
    expect(asArray.body.data).toEqual(body.data);
  });

  it('counts the institutions in service by type', async () => {
    const rows = (await institutions()).filter((row) => row.if_normal);
    const counts = await publicPostOk<{ total: number; types: Array<{ orgType: number; count: number }> }>(
      h.app,
      '/org/financial/org/count/all/front',
    );
    expect(counts.total).toBe(rows.length);
    for (const { orgType, count } of counts.types) {
      expect(count).toBe(rows.filter((row) => row.org_type === orgType).length);
    }
    expect(counts.types.reduce((total, type) => total + type.count, 0)).toBe(counts.total);
  });

  it('refuses unknown types', async () => {
    for (const orgTypes of ['12', 'a', [1, 'x'], { a: 1 }]) {
      const { body } = await post(h.app, '/org/financial/org/icon/list/front', { orgTypes });
      expect(body.code, JSON.stringify(orgTypes)).toBe(-1000);
      expect(body.msg).toBe('机构类型取值无效');
    }
  });
});

describe('POST /loan/product/pc/postal/list', () => {
  it('lists the offered products of the postal full-process flow (loanIndustry 7)', async () => {
    const rows = await h.database.db
      .selectFrom('loan_product as p')
      .innerJoin('financial_org as o', 'o.id', 'p.org_id')
      .select(['p.id', 'p.loan_industry', 'p.on_shelf', 'o.if_normal'])
      .execute();
    const offered = rows.filter((row) => row.loan_industry === 7 && row.on_shelf && row.if_normal);
    const products = await publicPostOk<ProductRecord[]>(h.app, '/loan/product/pc/postal/list');
    expect(products.map((product) => product.id).sort()).toEqual(offered.map((row) => row.id).sort());
    expect(products.length).toBeGreaterThan(0);
    expect(products.map((product) => product.orgName)).toContain('示范邮储银行广州分行');
  });

  it('drops a postal product taken off shelf at once', async () => {
    const [first] = await publicPostOk<ProductRecord[]>(h.app, '/loan/product/pc/postal/list');
    if (!first) throw new Error('no postal product seeded');
    await h.database.db.updateTable('loan_product').set({ on_shelf: false }).where('id', '=', first.id).execute();
    try {
      const after = await publicPostOk<ProductRecord[]>(h.app, '/loan/product/pc/postal/list');
      expect(after.map((product) => product.id)).not.toContain(first.id);
    } finally {
      await h.database.db.updateTable('loan_product').set({ on_shelf: true }).where('id', '=', first.id).execute();
    }
  });
});

describe('on an empty database', () => {
  const empty = emptyGatewayForFile();

  it('answers empty lists and zero counts', async () => {
    expect(await publicPostOk(empty.app, '/org/financial/org/icon/list/front')).toEqual([]);
    expect(await publicPostOk(empty.app, '/org/financial/org/count/all/front')).toEqual({ total: 0, types: [] });
    expect(await publicPostOk(empty.app, '/loan/product/pc/postal/list')).toEqual([]);
  });
});
