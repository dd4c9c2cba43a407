import { GatewayCode } from '@sme/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policySeeds } from '../../apps/gateway/src/seed/content/content-rows.ts';
import { postGraphQL, queryData } from './support/graphql-request.ts';
import { type Gateway, type GraphUnderTest, startGraphOverGateway, stopGraphOverGateway } from './support/platform.ts';

interface Section {
  heading: string;
  paragraphs: string[];
}

interface Policy {
  id: string;
  title: string;
  department: string;
  documentNo: string;
  publishDate: string;
  summary: string;
  sections: Section[] | null;
}

interface Article {
  id: string;
  kind: string;
  title: string;
  district: string | null;
  publishDate: string;
  sections: Section[] | null;
}

interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const POLICY_FIELDS = 'id title department documentNo publishDate summary sections { heading paragraphs }';
const ARTICLE_FIELDS = 'id kind title district publishDate sections { heading paragraphs }';

const POLICIES = `query Policies($filter: PolicyFilter, $page: PageInput) {
  policies(filter: $filter, page: $page) { total pageNum pageSize records { ${POLICY_FIELDS} } }
}`;
const POLICY = `query Policy($id: ID!) { policy(id: $id) { ${POLICY_FIELDS} } }`;

let gateway: Gateway;
let graph: GraphUnderTest;

beforeAll(async () => {
  ({ gateway, graph } = await startGraphOverGateway());
});
afterAll(() => stopGraphOverGateway({ gateway, graph }));

async function policies(filter?: Record<string, unknown>, page?: Record<string, unknown>) {
  return (await queryData<{ policies: Page<Policy> }>(graph.app, POLICIES, { filter, page })).policies;
}

describe('policies through GraphQL', () => {
  it('searches by keyword and department and pages, as the gateway answers', async () => {
    const page = await policies({ keyword: '贴息' }, { pageSize: 50 });
    const expected = policySeeds.filter((p) => p.title.includes('贴息') || p.summary.includes('贴息'));
    expect(page.total).toBe(expected.length);
    expect(page.records.map((p) => p.title).sort()).toEqual(expected.map((p) => p.title).sort());
    expect(page.records.every((p) => p.sections === null)).toBe(true);

    const science = await policies({ department: '粤秀示范区科学技术局', publishedFrom: '2025-01-01' });
    expect(science.records.length).toBeGreaterThan(0);
    expect(science.records.every((p) => p.department === '粤秀示范区科学技术局')).toBe(true);
    expect(science.records.every((p) => p.publishDate >= '2025-01-01')).toBe(true);

    const second = await policies(undefined, { pageNum: 2, pageSize: 5 });
    expect(second).toMatchObject({ total: policySeeds.length, pageNum: 2, pageSize: 5 });
    expect(second.records).toHaveLength(5);
  });

  it('reads a policy through the form-encoded detail call', async () => {
    const [first] = (await policies({ keyword: '首次入规' })).records;
    if (!first) throw new Error('no policy found');
    const { policy } = await queryData<{ policy: Policy }>(graph.app, POLICY, { id: first.id });
    expect(policy.title).toBe(first.title);
    expect(policy.sections?.map((s) => s.heading)).toEqual([
      '政策依据',
      '支持对象',
      '支持内容',
      '申报流程',
      '联系方式',
    ]);
    const detailCall = graph.calls.find((call) => call.path === `/data/gz/hq/policy/queryDetail/${first.id}`);
    expect(detailCall?.form).toEqual({ policyId: first.id });
    expect(detailCall?.body).toBeUndefined();
  });

  it('answers an unknown policy with NOT_FOUND and the gateway message', async () => {
    const { body } = await postGraphQL(graph.app, POLICY, { id: '999999' });
    expect(body.errors?.[0]).toMatchObject({
      message: '该政策不存在或已下线',
      extensions: { code: 'NOT_FOUND', gatewayCode: GatewayCode.CONTENT_NOT_FOUND },
    });
  });

  it('refuses bad filters before calling the gateway', async () => {
    const before = graph.calls.length;
    for (const [filter, message, argument] of [
      [{ publishedFrom: '2025/1/1' }, '发布日期起格式应为 YYYY-MM-DD', 'filter.publishedFrom'],
      [{ publishedTo: '2025-02-30' }, '发布日期止不是有效的日期', 'filter.publishedTo'],
      [
        { publishedFrom: '2026-02-01', publishedTo: '2026-01-01' },
        '发布日期起不能晚于发布日期止',
        'filter.publishedFrom',
      ],
      [{ keyword: '政'.repeat(51) }, '关键词不能超过50个字符', 'filter.keyword'],
    ] as const) {
      const { body } = await postGraphQL(graph.app, POLICIES, { filter });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    }
    const { body } = await postGraphQL(graph.app, POLICY, { id: 'x' });
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(graph.calls.length).toBe(before);
  });

  it('lists the departments with their counts', async () => {
    const { policyDepartments } = await queryData<{ policyDepartments: { name: string; policyCount: number }[] }>(
      graph.app,
      '{ policyDepartments { name policyCount } }',
    );
    expect(policyDepartments.reduce((sum, d) => sum + d.policyCount, 0)).toBe(policySeeds.length);
  });
});

describe('articles through GraphQL', () => {
  it('lists news and regional finance without text and reads one with its text', async () => {
    const data = await queryData<{ newsArticles: Page<Article>; regionalFinanceArticles: Page<Article> }>(
      graph.app,
      `{ newsArticles(page: { pageSize: 3 }) { total records { ${ARTICLE_FIELDS} } }
         regionalFinanceArticles(district: "越秀区") { total records { ${ARTICLE_FIELDS} } } }`,
    );
    expect(data.newsArticles.records).toHaveLength(3);
    expect(data.newsArticles.records.every((a) => a.kind === 'NEWS' && a.sections === null)).toBe(true);
    expect(data.regionalFinanceArticles.records.map((a) => [a.kind, a.district])).toEqual([
      ['REGIONAL_FINANCE', '越秀区'],
    ]);

    const [news] = data.newsArticles.records;
    const detail = await queryData<{ newsArticle: Article }>(
      graph.app,
      `query($id: ID!) { newsArticle(id: $id) { ${ARTICLE_FIELDS} } }`,
      { id: news?.id },
    );
    expect(detail.newsArticle.title).toBe(news?.title);
    expect(detail.newsArticle.sections?.length).toBeGreaterThan(0);

    const regionalAsNews = await postGraphQL(graph.app, 'query($id: ID!) { newsArticle(id: $id) { id } }', {
      id: data.regionalFinanceArticles.records[0]?.id,
    });
    expect(regionalAsNews.body.errors?.[0]).toMatchObject({
      message: '该文章不存在或已下线',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('answers the compensation and re-loan pages with their text', async () => {
    const data = await queryData<{ compensationArticles: Page<Article>; reloanPolicyArticles: Page<Article> }>(
      graph.app,
      `{ compensationArticles { total records { ${ARTICLE_FIELDS} } }
         reloanPolicyArticles { total records { ${ARTICLE_FIELDS} } } }`,
    );
    expect(data.compensationArticles.total).toBeGreaterThan(0);
    expect(data.compensationArticles.records.every((a) => a.kind === 'COMPENSATION' && a.sections)).toBe(true);
    expect(data.reloanPolicyArticles.records.every((a) => a.kind === 'RELOAN_POLICY' && a.sections)).toBe(true);
  });
});
