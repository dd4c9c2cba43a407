import { beforeAll, describe, expect, it } from 'vitest';
import { logoUrl } from '#features/catalog/domain/logo-urls.ts';
import { accountsForFile, freshIp, MINUTE, register } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  devMove,
  driveTo,
  offeredProductIds,
  publishOk,
  statusOf,
  withdraw,
} from './applications-support.ts';

const h = accountsForFile();
let company: Company;
let other: Company;
let productId: number;
const applications: number[] = [];
const needs: number[] = [];
beforeAll(async () => {
  company = await certifiedCompany(h);
  other = await certifiedCompany(h);
  [productId] = (await offeredProductIds(h)) as [number];
  for (let i = 0; i < 10; i += 1) {
    applications.push(await applyOk(h, company, productId, { applyAmount: 100 + i }));
    h.clock.advance(MINUTE);
  }
  for (let i = 0; i < 3; i += 1) {
    needs.push(await publishOk(h, company, { applyAmount: 50 + i }));
    h.clock.advance(MINUTE);
  }
  await applyOk(h, other, productId);
  await publishOk(h, other);
});

interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
type Record_ = { id: number; applyAmount: number; [key: string]: unknown };

describe('POST /loan/pc/myList', () => {
  it('answers the company’s product applications newest first, 8 a page by default', async () => {
    const first = await call<Page<Record_>>(h.app, '/loan/pc/myList', company.token, { pageNum: 1 });
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(10);
    expect(first.data.pageSize).toBe(8);
    expect(first.data.records.map((record) => record.id)).toEqual([...applications].reverse().slice(0, 8));
    const second = await call<Page<Record_>>(h.app, '/loan/pc/myList', company.token, { pageNum: 2 });
    expect(second.data.records.map((record) => record.id)).toEqual([...applications].reverse().slice(8));
    const sized = await call<Page<Record_>>(h.app, '/loan/pc/myList', company.token, { pageNum: 2, pageSize: 3 });
    expect(sized.data.records.map((record) => record.id)).toEqual([...applications].reverse().slice(3, 6));
  });

  it('carries spec §3’s application record', async () => {
    const page = await call<Page<Record_>>(h.app, '/loan/pc/myList', company.token, { pageSize: 1 });
    const product = await h.database.db
      .selectFrom('loan_product as p')
      .innerJoin('financial_org as o', 'o.id', 'p.org_id')
      .select(['p.product_name', 'p.logo', 'o.org_name', 'o.id'])
      .where('p.id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(page.data.records[0]).toMatchObject({
      id: applications.at(-1),
      productId,
      productName: product.product_name,
      productLogo: logoUrl(product.logo),
      productType: 1,
      orgId: product.id,
      orgName: product.org_name,
      applyAmount: 109,
      creditAmount: null,
      loanPeriod: 12,
      guaranteeMethod: '4,1',
      repayMethod: 1,
      loanFor: 4,
      loanStatus: 1,
      source: 1,
      isFirstLoan: 1,
      districtName: '天河区',
      streetName: '石牌街道',
      step: 1,
      canWithdraw: true,
    });
  });

  it('refuses a page size over 50 and answers -5004 to an account without a company', async () => {
    expect((await call(h.app, '/loan/pc/myList', company.token, { pageSize: 51 })).code).toBe(-1000);
    const { token } = await register(h.app, freshIp());
    expect(await call(h.app, '/loan/pc/myList', token, {})).toEqual({
      code: -5004,
      msg: '请先添加企业并完成企业实名认证',
      data: null,
    });
    expect((await call(h.app, '/loan/pc/myList', undefined, {})).code).toBe(-1403);
  });
});

describe('POST /loan/pc/request/myList', () => {
  it('answers the company’s published needs with spec §3’s need record', async () => {
    const page = await call<Page<Record_>>(h.app, '/loan/pc/request/myList', company.token, {
      pageNum: 1,
      pageSize: 2,
    });
    expect(page.data.total).toBe(3);
    expect(page.data.records.map((record) => record.id)).toEqual([needs[2], needs[1]]);
    expect(page.data.records[0]).toMatchObject({
      entId: company.companyId,
      applyAmount: 52,
      loanFor: 2,
      guaranteeMethod: '3,4',
      loanPeriod: 24,
      interestRate: 5.85,
      loanStatus: 1,
      productType: null,
      expiryDate: '2026-06-30',
      remark: '扩大生产线',
    });
    expect(typeof page.data.records[0]?.entName).toBe('string');
    expect(typeof page.data.records[0]?.createTime).toBe('string');
  });
});

describe('POST /loan/pc/myDetail', () => {
  it('answers the application with its timeline, oldest first', async () => {
    const id = applications[0] as number;
    await driveTo(h, id, [11, 4]);
    const detail = await call<Record_ & { events: Array<Record<string, unknown>> }>(
      h.app,
      `/loan/pc/myDetail?id=${id}`,
      company.token,
    );
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({ id, loanStatus: 4, step: 4, canWithdraw: false, errorStyle: false });
    expect(detail.data.events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 1, 'enterprise'],
      [1, 11, 'institution'],
      [11, 4, 'institution'],
    ]);
  });

  it('answers a need too', async () => {
    const detail = await call<Record_>(h.app, `/loan/pc/myDetail?id=${needs[0]}`, company.token);
    expect(detail.data).toMatchObject({ id: needs[0], source: 2, interestRate: 5.85, expiryDate: '2026-06-30' });
  });
});

describe('another company’s applications (BOLA)', () => {
  const unknown = { code: -8001, msg: '申请不存在或无权查看', data: null };

  it('cannot read, list or withdraw them: the answer is the unknown id’s', async () => {
    for (const id of [applications[1] as number, needs[1] as number]) {
      expect(await call(h.app, `/loan/pc/myDetail?id=${id}`, other.token)).toEqual(unknown);
      expect(await withdraw(h, other.token, id)).toEqual(unknown);
      expect(await statusOf(h, id)).toBe(1);
    }
    expect(await call(h.app, '/loan/pc/myDetail?id=2000000', other.token)).toEqual(unknown);
    expect(await withdraw(h, other.token, 2_000_000)).toEqual(unknown);
    const list = await call<Page<Record_>>(h.app, '/loan/pc/myList', other.token, { pageSize: 50 });
    expect(list.data.total).toBe(1);
    expect(list.data.records.some((record) => applications.includes(record.id))).toBe(false);
    const needList = await call<Page<Record_>>(h.app, '/loan/pc/request/myList', other.token, { pageSize: 50 });
    expect(needList.data.total).toBe(1);
  });

  it('an account without a company, or a member who switched to another company, cannot reach them', async () => {
    const { token } = await register(h.app, freshIp());
    expect((await call(h.app, `/loan/pc/myDetail?id=${applications[2]}`, token)).code).toBe(-5004);
    expect((await withdraw(h, token, applications[2] as number)).code).toBe(-5004);
  });

  it('the owner still can, and the dev helper’s moves show in the owner’s list', async () => {
    const id = applications[3] as number;
    expect((await devMove(h, id, 11)).code).toBe(0);
    expect(await withdraw(h, company.token, id)).toEqual({ code: 0, msg: '操作成功', data: { id, loanStatus: 10 } });
    const detail = await call<Record_>(h.app, `/loan/pc/myDetail?id=${id}`, company.token);
    expect(detail.data).toMatchObject({ loanStatus: 10, errorStyle: true, canWithdraw: false });
  });
});
