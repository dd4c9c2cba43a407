import { GatewayCode } from '@sme/contract/codes';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Page } from '#features/catalog/domain/paging.ts';
import type { DepartmentRecord, PolicyDetail, PolicyRecord } from '#features/content/domain/content-rows.ts';
import { gatewayForFile } from './accounts-support.ts';
import { departmentName, documentNo, policiesNewestFirst, policySeeds, postForm, postJson } from './content-support.ts';
import { publicPostOk } from './public-post.ts';

const h = gatewayForFile();

const QUERY_PAGE = '/data/gz/hq/policy/queryPage';

const page = (body: object) => publicPostOk<Page<PolicyRecord>>(h.app, QUERY_PAGE, body);

/** Titles of every policy matching the filter, in the list's order (the seed has fewer than 50). */
async function titles(filter: object): Promise<string[]> {
  const answer = await page({ ...filter, pageSize: 50 });
  expect(answer.total).toBe(answer.records.length);
  return answer.records.map((record) => record.title);
}

async function policyId(title: string): Promise<number> {
  const row = await h.database.db
    .selectFrom('enterprise_policy')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the seeded policies', () => {
  it('are at least 30, from several departments, published over two years, each in five full parts', () => {
    expect(policySeeds.length).toBeGreaterThanOrEqual(30);
    expect(new Set(policySeeds.map(departmentName)).size).toBeGreaterThanOrEqual(5);
    const days = policySeeds.map((policy) => Date.parse(policy.publishDate)).sort((a, b) => a - b);
    const spanDays = ((days.at(-1) ?? 0) - (days[0] ?? 0)) / 86_400_000;
    expect(spanDays).toBeGreaterThanOrEqual(700);
    for (const policy of policySeeds) {
      for (const part of [policy.basis, policy.targets, policy.supports, policy.process]) {
        expect(part.length, policy.title).toBeGreaterThan(0);
      }
      const length = [...policy.basis, ...policy.targets, ...policy.supports, ...policy.process].join('').length;
      expect(length, policy.title).toBeGreaterThan(200);
    }
  });
});

describe('POST /data/gz/hq/policy/queryPage', () => {
  it('answers the first page of 10, newest first, with the total', async () => {
    const answer = await page({});
    expect(answer).toMatchObject({ total: policySeeds.length, pageNum: 1, pageSize: 10 });
    expect(answer.records.map((record) => record.title)).toEqual(
      policiesNewestFirst.slice(0, 10).map((policy) => policy.title),
    );
    const newest = policiesNewestFirst[0];
    if (!newest) throw new Error('no seeded policy');
    expect(answer.records[0]).toEqual({
      policyId: expect.any(Number),
      title: newest.title,
      department: departmentName(newest),
      documentNo: documentNo(newest),
      publishDate: newest.publishDate,
      summary: newest.summary,
    });
  });

  it('pages through every policy once', async () => {
    const seen: string[] = [];
    for (let pageNum = 1; pageNum <= 4; pageNum++) {
      const answer = await page({ pageNum, pageSize: 10 });
      expect(answer.pageNum).toBe(pageNum);
      seen.push(...answer.records.map((record) => record.title));
    }
    expect(seen).toEqual(policiesNewestFirst.map((policy) => policy.title));
    expect((await page({ pageNum: 5, pageSize: 10 })).records).toEqual([]);
  });

  it('finds a keyword in the title, the summary or the 发文字号', async () => {
    const byKeyword = (keyword: string) =>
      policiesNewestFirst
        .filter((p) => p.title.includes(keyword) || p.summary.includes(keyword) || documentNo(p).includes(keyword))
        .map((p) => p.title);
    for (const keyword of ['贴息', '专精特新', '粤秀金管', '外贸']) {
      const expected = byKeyword(keyword);
      expect(expected.length, keyword).toBeGreaterThan(0);
      expect(await titles({ keyword })).toEqual(expected);
    }
    expect(await titles({ keyword: '100%_不存在的政策' })).toEqual([]);
  });

  it('filters by department and by publication date, inclusive at both ends', async () => {
    const finance = '粤秀示范区地方金融管理局';
    expect(await titles({ department: finance })).toEqual(
      policiesNewestFirst.filter((p) => departmentName(p) === finance).map((p) => p.title),
    );
    const inRange = policiesNewestFirst.filter((p) => p.publishDate >= '2025-03-14' && p.publishDate <= '2025-09-05');
    expect(inRange.length).toBeGreaterThan(3);
    expect(await titles({ publishDateFrom: '2025-03-14', publishDateTo: '2025-09-05' })).toEqual(
      inRange.map((p) => p.title),
    );
    expect(await titles({ publishDateFrom: '2026-11-01' })).toEqual(
      policiesNewestFirst.filter((p) => p.publishDate >= '2026-11-01').map((p) => p.title),
    );
    expect(
      await titles({
        keyword: '贷款',
        department: finance,
        publishDateFrom: '2025-01-01',
        publishDateTo: '2025-12-31',
      }),
    ).toEqual(
      policiesNewestFirst
        .filter((p) => departmentName(p) === finance && p.publishDate.startsWith('2025'))
        .filter((p) => p.title.includes('贷款') || p.summary.includes('贷款'))
        .map((p) => p.title),
    );
  });

  it('treats blank filters as not given', async () => {
    const answer = await page({ keyword: '  ', department: '', publishDateFrom: null, pageNum: '', pageSize: '' });
    expect(answer).toMatchObject({ total: policySeeds.length, pageNum: 1, pageSize: 10 });
  });

  it.each([
    [{ pageNum: 0 }, '页码不能小于1'],
    [{ pageSize: 51 }, '每页条数不能大于50'],
    [{ pageSize: 'ten' }, '每页条数必须是整数'],
    [{ keyword: 'x'.repeat(51) }, '关键词不能超过50个字符'],
    [{ department: 12 }, '发布部门必须是文本'],
    [{ publishDateFrom: '2025/01/01' }, '发布日期起格式应为 YYYY-MM-DD'],
    [{ publishDateTo: '2025-02-30' }, '发布日期止不是有效的日期'],
    [{ publishDateFrom: '2026-01-02', publishDateTo: '2026-01-01' }, '发布日期起不能晚于发布日期止'],
  ])('refuses %j with a Chinese message', async (body, msg) => {
    const { status, body: envelope } = await postJson(h.app, QUERY_PAGE, body);
    expect(status).toBe(200);
    expect(envelope).toEqual({ code: GatewayCode.BAD_PARAMS, msg, data: null });
  });

  it('is a public, revalidated answer with an ETag (304 when the caller holds it)', async () => {
    const first = await postJson(h.app, QUERY_PAGE, { keyword: '补贴' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"c\d+-/);
    const again = await request(h.app).post(`/api${QUERY_PAGE}`).set('If-None-Match', etag).send({ keyword: '补贴' });
    expect(again.status).toBe(304);
  });
});

describe('POST /data/gz/hq/policy/queryDetail/{policyId} (form-encoded)', () => {
  const detailPath = (id: number | string) => `/data/gz/hq/policy/queryDetail/${id}`;

  it('answers the policy with its five parts to a form body', async () => {
    const seed = policySeeds.find((p) => p.title === '粤秀示范区科技信贷风险补偿和贴息办法');
    if (!seed) throw new Error('seed missing');
    const id = await policyId(seed.title);
    const { status, body } = await postForm<PolicyDetail>(h.app, detailPath(id), `policyId=${id}`);
    expect(status).toBe(200);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({
      policyId: id,
      title: seed.title,
      department: '粤秀示范区科学技术局',
      documentNo: '粤秀科〔2025〕14号',
      publishDate: seed.publishDate,
    });
    expect(body.data.sections.map((section) => section.heading)).toEqual([
      '政策依据',
      '支持对象',
      '支持内容',
      '申报流程',
      '联系方式',
    ]);
    expect(body.data.sections[2]?.paragraphs).toEqual(seed.supports);
    expect(body.data.sections[4]?.paragraphs.join('')).toContain('020-81000203');
  });

  it('answers an empty form and no body alike', async () => {
    const id = await policyId(policySeeds[0]?.title ?? '');
    const empty = await postForm<PolicyDetail>(h.app, detailPath(id), '');
    expect(empty.body.code, empty.body.msg).toBe(0);
    const none = await postJson<PolicyDetail>(h.app, detailPath(id));
    expect(none.body.code, none.body.msg).toBe(0);
    expect(none.body.data.policyId).toBe(id);
  });

  it('refuses a JSON body: the call is form-encoded', async () => {
    const id = await policyId(policySeeds[0]?.title ?? '');
    const { status, body } = await postJson(h.app, detailPath(id), { policyId: id });
    expect(status).toBe(415);
    expect(body).toEqual({
      code: GatewayCode.BAD_BODY,
      msg: '该接口的请求体须为表单格式（application/x-www-form-urlencoded）',
      data: null,
    });
  });

  it('refuses a form naming another policy than the path', async () => {
    const id = await policyId(policySeeds[0]?.title ?? '');
    const { body } = await postForm(h.app, detailPath(id), `policyId=${id + 1}`);
    expect(body).toEqual({ code: GatewayCode.BAD_PARAMS, msg: '表单中的政策ID与路径中的不一致', data: null });
  });

  it.each([
    ['abc', '政策ID必须是整数'],
    ['0', '政策ID不能小于1'],
    ['99999999999', '政策ID不能大于2147483647'],
  ])('refuses the id %s with a Chinese message', async (id, msg) => {
    const { body } = await postForm(h.app, detailPath(id), '');
    expect(body).toEqual({ code: GatewayCode.BAD_PARAMS, msg, data: null });
  });

  it('answers an unknown or withdrawn policy with a clear message', async () => {
    const unknown = await postForm(h.app, detailPath(999_999), '');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ code: GatewayCode.CONTENT_NOT_FOUND, msg: '该政策不存在或已下线', data: null });

    const title = policySeeds[1]?.title ?? '';
    const id = await policyId(title);
    await h.database.db.updateTable('enterprise_policy').set({ published: false }).where('id', '=', id).execute();
    try {
      const withdrawn = await postForm(h.app, detailPath(id), '');
      expect(withdrawn.body.code).toBe(GatewayCode.CONTENT_NOT_FOUND);
      expect(await titles({ keyword: title })).toEqual([]);
    } finally {
      await h.database.db.updateTable('enterprise_policy').set({ published: true }).where('id', '=', id).execute();
    }
    expect(await titles({ keyword: title })).toEqual([title]);
  });
});

describe('POST /data/gz/hq/policy/departments', () => {
  it('lists each department with its number of policies, the most prolific first', async () => {
    const { body } = await postJson<DepartmentRecord[]>(h.app, '/data/gz/hq/policy/departments');
    expect(body.code, body.msg).toBe(0);
    const counts = new Map<string, number>();
    for (const policy of policySeeds) counts.set(departmentName(policy), (counts.get(departmentName(policy)) ?? 0) + 1);
    expect(body.data).toEqual(
      [...counts]
        .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
        .map(([department, policyCount]) => ({ department, policyCount })),
    );
  });
});
