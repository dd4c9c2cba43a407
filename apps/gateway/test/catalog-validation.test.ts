import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gatewayForFile } from './accounts-support.ts';

const h = gatewayForFile();

const INJECTION = '1; DROP TABLE loan_product; --';
const CHINESE = /[\u4e00-\u9fff]/;

function expectBadParams(res: request.Response, message: string) {
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ code: -1000, msg: expect.stringContaining(message), data: null });
  expect(res.body.msg).toMatch(CHINESE);
}

describe('product list rejects bad input with -1000 and a Chinese message', () => {
  const cases: Array<[string, object, string]> = [
    ['pageNum as text', { pageNum: 'abc' }, '页码必须是整数'],
    ['pageNum 0', { pageNum: 0 }, '页码不能小于1'],
    ['pageNum negative', { pageNum: -1 }, '页码不能小于1'],
    ['pageNum decimal', { pageNum: 1.5 }, '页码必须是整数'],
    ['pageSize 51', { pageSize: 51 }, '每页条数不能大于50'],
    ['pageSize 0', { pageSize: 0 }, '每页条数不能小于1'],
    ['pageSize as text', { pageSize: 'ten' }, '每页条数必须是整数'],
    ['guaranteeMethod 6', { guaranteeMethod: 6 }, '担保方式不能大于5'],
    ['guaranteeMethod 0', { guaranteeMethod: 0 }, '担保方式不能小于1'],
    ['guaranteeMethod as text', { guaranteeMethod: '抵押' }, '担保方式必须是整数'],
    ['guaranteeMethod injection', { guaranteeMethod: INJECTION }, '担保方式必须是整数'],
    ['guaranteeMethod list', { guaranteeMethod: [1, 2] }, '担保方式必须是整数'],
    ['productType 7', { productType: 7 }, '产品类型不能大于6'],
    ['productType boolean', { productType: true }, '产品类型必须是整数'],
    ['orgId as text', { orgId: 'abc' }, '机构ID必须是整数'],
    ['orgId negative', { orgId: -3 }, '机构ID不能小于1'],
    ['orgId beyond an integer id', { orgId: 2_147_483_648 }, '机构ID不能大于2147483647'],
    ['orgId injection', { orgId: '1 OR 1=1' }, '机构ID必须是整数'],
    ['minAmount as text', { minAmount: '十万' }, '最低金额必须为数字'],
    ['minAmount negative', { minAmount: -1 }, '最低金额不能小于0'],
    ['minAmount with 3 decimals', { minAmount: 1.234 }, '最低金额必须为数字，且最多保留2位小数'],
    ['maxAmount with 3 decimals as text', { maxAmount: '10.005' }, '最高金额必须为数字，且最多保留2位小数'],
    ['maxAmount too large', { maxAmount: 1e12 }, '最高金额不能大于'],
    ['minAmount > maxAmount', { minAmount: 500, maxAmount: 100 }, '最低金额不能大于最高金额'],
    ['loanPeriod 0', { loanPeriod: 0 }, '贷款期限不能小于1'],
    ['loanPeriod 601', { loanPeriod: 601 }, '贷款期限不能大于600'],
    ['loanPeriod decimal', { loanPeriod: 12.5 }, '贷款期限必须是整数'],
    ['keyword of 51 characters', { keyword: '贷'.repeat(51) }, '关键词不能超过50个字符'],
    ['keyword as number', { keyword: 123 }, '关键词必须是文本'],
    ['keyword as object', { keyword: { $ne: '' } }, '关键词必须是文本'],
  ];

  it.each(cases)('%s', async (_name, body, message) => {
    expectBadParams(await request(h.app).post('/api/loan/product/pc/list').send(body), message);
  });

  it('accepts every amount with at most two decimals, also where binary floating point is inexact', async () => {
    for (const [minAmount, maxAmount] of [
      [1.1, 19.99],
      [0.29, '0.57'],
      ['12.30', 99_999_999.99],
    ]) {
      const res = await request(h.app).post('/api/loan/product/pc/list').send({ minAmount, maxAmount });
      expect(res.body.code, `${minAmount}-${maxAmount}: ${res.body.msg}`).toBe(0);
    }
  });

  it('rejects a body that is not an object', async () => {
    expectBadParams(await request(h.app).post('/api/loan/product/pc/list').send([1, 2]), '请求参数必须是 JSON 对象');
  });

  it('leaves the tables intact after hostile input', async () => {
    const res = await request(h.app).post('/api/loan/product/pc/list').send({ keyword: INJECTION });
    expect(res.body).toMatchObject({ code: 0, data: { total: 0 } });
    const count = await h.database.db
      .selectFrom('loan_product')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThanOrEqual(40);
  });
});

describe('product detail rejects a malformed id', () => {
  it.each([
    ['abc', '产品ID必须是整数'],
    ['0', '产品ID不能小于1'],
    ['-5', '产品ID不能小于1'],
    ['1.5', '产品ID必须是整数'],
    ['99999999999', '产品ID不能大于2147483647'],
    [encodeURIComponent(INJECTION), '产品ID必须是整数'],
  ])('id=%s', async (id, message) => {
    expectBadParams(await request(h.app).post(`/api/loan/product/pc/detail?id=${id}`), message);
  });

  it('without an id', async () => {
    expectBadParams(await request(h.app).post('/api/loan/product/pc/detail'), '缺少产品ID');
  });

  it('with the id given twice', async () => {
    expectBadParams(await request(h.app).post('/api/loan/product/pc/detail?id=1&id=2'), '产品ID必须是整数');
  });
});

describe('top list rejects bad input', () => {
  it.each([
    ['size=abc', '数量必须是整数'],
    ['size=0', '数量不能小于1'],
    ['size=-1', '数量不能小于1'],
    ['size=51', '数量不能大于50'],
    ['guaranteeMethod=9', '担保方式不能大于5'],
    ['guaranteeMethod=x', '担保方式必须是整数'],
    [`productName=${'贷'.repeat(51)}`, '产品名称不能超过50个字符'],
  ])('%s', async (query, message) => {
    expectBadParams(await request(h.app).post(`/api/loan/product/pc/topList?${encodeURI(query)}`), message);
  });
});

describe('institution list and detail reject bad input', () => {
  it.each<[string, object, string]>([
    ['orgType 11 (not a code)', { orgType: 11 }, '机构类型取值无效'],
    ['orgType 100', { orgType: 100 }, '机构类型不能大于99'],
    ['orgType as text', { orgType: '银行' }, '机构类型必须是整数'],
    ['pageSize 51', { pageSize: 51 }, '每页条数不能大于50'],
    ['pageNum negative', { pageNum: -2 }, '页码不能小于1'],
    ['keyword of 51 characters', { keyword: 'a'.repeat(51) }, '关键词不能超过50个字符'],
  ])('%s', async (_name, body, message) => {
    expectBadParams(await request(h.app).post('/api/org/financial/org/list/front').send(body), message);
  });

  it.each([
    ['abc', '机构ID必须是整数'],
    ['0', '机构ID不能小于1'],
    ['-1', '机构ID不能小于1'],
    ['2.5', '机构ID必须是整数'],
    [encodeURIComponent("1' OR '1'='1"), '机构ID必须是整数'],
  ])('detail id %s', async (id, message) => {
    expectBadParams(await request(h.app).post(`/api/org/financial/org/detail/${id}`), message);
  });
});
