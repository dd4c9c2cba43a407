import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL, queryData } from './support/graphql-request.ts';
import { type Gateway, type GraphUnderTest, startGraphOverGateway, stopGraphOverGateway } from './support/platform.ts';

let gateway: Gateway;
let graph: GraphUnderTest;

beforeAll(async () => {
  ({ gateway, graph } = await startGraphOverGateway());
});
afterAll(() => stopGraphOverGateway({ gateway, graph }));

/** The gateway's own answer to a call, to compare with what GraphQL makes of it. */
async function rest<T>(path: string, body?: object): Promise<T> {
  const call = request(new URL(gateway.apiUrl).origin).post(`/api${path}`);
  const response = await (body ? call.send(body) : call);
  expect(response.body.code).toBe(0);
  return response.body.data as T;
}

const STATISTICS = `query HomeStatistics($size: Int) {
  financingFigures { applyCount applyAmount creditCount creditAmount loanCount loanAmount enterpriseCount }
  enterpriseFigures { registeredCount certifiedCount }
  lenderRanking { rank institutionId institutionName institutionType { code label } logo loanCount loanAmount }
  successCases(size: $size) {
    id enterpriseName productId productName institutionId institutionName loanAmount term lentAt districtName
  }
  districtFigures { districtName applyCount applyAmount creditCount creditAmount loanCount loanAmount }
}`;

interface Statistics {
  financingFigures: Record<string, number>;
  enterpriseFigures: { registeredCount: number; certifiedCount: number };
  lenderRanking: Array<{ rank: number; institutionId: string; institutionType: { label: string }; loanAmount: number }>;
  successCases: Array<{ id: string; enterpriseName: string; lentAt: string; loanAmount: number }>;
  districtFigures: Array<{ districtName: string; loanAmount: number }>;
}

describe('home statistics through GraphQL', () => {
  it('answers what the gateway computed from the applications, and the parts add up', async () => {
    const data = await queryData<Statistics>(graph.app, STATISTICS, { size: 5 });
    expect(data.financingFigures).toEqual(await rest('/loan/pc/dockingCount'));
    expect(data.enterpriseFigures).toEqual(await rest('/loan/pc/index/entCount'));
    const rank = await rest<Array<{ orgId: number; loanAmount: number }>>('/loan/pc/loanRank?levelTag=1');
    expect(data.lenderRanking.map((entry) => entry.institutionId)).toEqual(rank.map((entry) => String(entry.orgId)));
    const lent = data.lenderRanking.reduce((sum, entry) => sum + entry.loanAmount, 0);
    expect(Math.round(lent * 100) / 100).toBe(data.financingFigures.loanAmount);
    expect(data.lenderRanking.every((entry) => entry.institutionType.label !== '未知')).toBe(true);
    const cases = await rest<Array<{ id: number; entName: string }>>('/loan/pc/loanCase?size=5');
    expect(data.successCases.map((entry) => [entry.id, entry.enterpriseName])).toEqual(
      cases.map((entry) => [String(entry.id), entry.entName]),
    );
    expect(data.successCases.every((entry) => entry.enterpriseName.includes('**'))).toBe(true);
    expect(data.districtFigures).toEqual(await rest('/loan/pc/thirdStatistics/list'));
  });

  it('refuses a success-case size outside 1-50 before calling the gateway', async () => {
    for (const size of [0, 51]) {
      const { body } = await postGraphQL(graph.app, 'query($size: Int) { successCases(size: $size) { id } }', { size });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'size' });
      expect(body.errors?.[0]?.message).toMatch(/案例数量/);
    }
  });
});

describe('institution overview and the postal zone through GraphQL', () => {
  it('answers the icons and counts by type the gateway computed', async () => {
    const data = await queryData<{
      institutionIcons: Array<{ id: string; institutionType: { code: number } }>;
      institutionCounts: {
        total: number;
        byType: Array<{ institutionType: { code: number; label: string }; count: number }>;
      };
    }>(
      graph.app,
      `{ institutionIcons(types: [2, 4]) { id name logo institutionType { code } }
         institutionCounts { total byType { institutionType { code label } count } } }`,
    );
    const icons = await rest<Array<{ id: number }>>('/org/financial/org/icon/list/front', { orgTypes: [2, 4] });
    expect(data.institutionIcons.map((icon) => icon.id)).toEqual(icons.map((icon) => String(icon.id)));
    expect(new Set(data.institutionIcons.map((icon) => icon.institutionType.code))).toEqual(new Set([2, 4]));
    const counts = await rest<{ total: number; types: Array<{ orgType: number; count: number }> }>(
      '/org/financial/org/count/all/front',
    );
    expect(data.institutionCounts.total).toBe(counts.total);
    expect(data.institutionCounts.byType.map((entry) => [entry.institutionType.code, entry.count])).toEqual(
      counts.types.map((entry) => [entry.orgType, entry.count]),
    );
  });

  it('refuses an unknown institution type', async () => {
    const { body } = await postGraphQL(graph.app, '{ institutionIcons(types: [12]) { id } }');
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'types' });
  });

  it('lists the postal zone products', async () => {
    const data = await queryData<{ postalProducts: Array<{ id: string; institutionName: string }> }>(
      graph.app,
      '{ postalProducts { id name institutionName } }',
    );
    const products = await rest<Array<{ id: number }>>('/loan/product/pc/postal/list');
    expect(data.postalProducts.map((product) => product.id)).toEqual(products.map((product) => String(product.id)));
    expect(data.postalProducts[0]?.institutionName).toBe('示范邮储银行广州分行');
  });
});
