import type { DashboardRecord, PublicResponseTimeRecord } from '@sme/contract/routes/dashboard';
import type { DistrictFiguresRecord, DockingCountRecord, LoanRankRecord } from '@sme/contract/routes/statistics';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import {
  type DashboardParams,
  governmentDashboard,
  monthsBetween,
} from '#features/dashboard/services/dashboard-service.ts';
import { accountsForFile, freshIp } from './accounts-support.ts';
import { orgOfStaff, staffGet, staffLogin, staffPost } from './staff-support.ts';
import { createEmptyDatabase } from './test-database.ts';
import { beijing, insertEvents } from './timeline-support.ts';

/**
 * The government dashboard: figures on a known set of applications (counted by hand below), the filters, the roles,
 * bad input; the home statistics agree with it; the published response times of one institution.
 */

const NOW = new Date('2026-03-06T12:00:00+08:00'); // a Friday, Beijing

describe('figures on a known set of applications', () => {
  let database: Database;
  let orgA: number;
  let orgB: number;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const db = database.db;
    const org = (name: string, type: number) =>
      db
        .insertInto('financial_org')
        .values({ org_name: name, org_type: type, logo: '', intro: '', address: '', phone: '', if_normal: true })
        .returning('id')
        .executeTakeFirstOrThrow();
    orgA = (await org('甲银行', 1)).id;
    orgB = (await org('乙租赁', 5)).id;
    const product = (orgId: number, type: number) =>
      db
        .insertInto('loan_product')
        .values({
          org_id: orgId,
          product_name: `产品${type}`,
          product_type: type,
          logo: '',
          guarantee_methods: [4],
          repay_methods: [1],
          min_amount: null,
          max_amount: null,
          rate_min: null,
          rate_max: null,
          min_period: null,
          max_period: null,
          summary: '',
          introduction: '',
          conditions: '',
          materials: '',
          loan_industry: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const productA = (await product(orgA, 1)).id; // 银行
    const productB = (await product(orgB, 4)).id; // 融资租赁
    const company = (name: string, code: string) =>
      db
        .insertInto('company')
        .values({ company_name: name, uniform_code: code })
        .returning('id')
        .executeTakeFirstOrThrow();
    const c1 = (await company('测试一公司', '91440101MA5DASH01X')).id;
    const c2 = (await company('测试二公司', '91440101MA5DASH02X')).id;
    const c3 = (await company('测试三公司', '91440101MA5DASH03X')).id;
    const user = await db
      .insertInto('app_user')
      .values({ mobile: '13900000998', password_hash: null, dept_id: null, created_at: NOW, updated_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();

    let serial = 0;
    async function application(input: {
      company: number;
      product: number | null;
      org: number | null;
      district: string | null;
      amount: number;
      status: number;
      credit?: number;
      loan?: number;
      created: string;
      moves: Array<[number, string]>;
    }) {
      serial += 1;
      const row = await db
        .insertInto('loan_application')
        .values({
          source: input.product === null ? 2 : 1,
          product_id: input.product,
          org_id: input.org,
          company_id: input.company,
          applicant_id: user.id,
          apply_amount: input.amount,
          credit_amount: input.credit ?? null,
          loan_amount: input.loan ?? null,
          loan_status: input.status,
          loan_period: 12,
          guarantee_methods: [4],
          loan_for: 1,
          district_name: input.district,
          idempotency_key: `dash-${serial}`,
          created_at: beijing(input.created),
          updated_at: beijing(input.created),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertEvents(db, row.id, [[1, input.created], ...input.moves]);
    }
    // 1: Monday; viewed after 2 h, credit 80 after 48 h, lent 60.
    await application({
      company: c1,
      product: productA,
      org: orgA,
      district: '天河区',
      amount: 100,
      status: 8,
      credit: 80,
      loan: 60,
      created: '2026-01-05T10:00:00',
      moves: [
        [11, '2026-01-05T12:00:00'],
        [4, '2026-01-06T10:00:00'],
        [6, '2026-01-07T10:00:00'],
        [8, '2026-01-08T10:00:00'],
      ],
    });
    // 2: Tuesday; viewed after 4 h, credit refused after 48 h.
    await application({
      company: c2,
      product: productA,
      org: orgA,
      district: '越秀区',
      amount: 50,
      status: 7,
      created: '2026-01-20T10:00:00',
      moves: [
        [11, '2026-01-20T14:00:00'],
        [4, '2026-01-21T10:00:00'],
        [7, '2026-01-22T10:00:00'],
      ],
    });
    // 3: Monday; viewed after 24 h (exactly the 1-working-day target), credit 150 after 72 h (exactly 3 days).
    await application({
      company: c1,
      product: productB,
      org: orgB,
      district: '天河区',
      amount: 200,
      status: 6,
      credit: 150,
      created: '2026-02-02T10:00:00',
      moves: [
        [11, '2026-02-03T10:00:00'],
        [4, '2026-02-04T10:00:00'],
        [6, '2026-02-05T10:00:00'],
      ],
    });
    // 4: a need no institution has claimed, submitted 07:00 Beijing on 10 February (still 9 February in UTC).
    await application({
      company: c3,
      product: null,
      org: null,
      district: null,
      amount: 30,
      status: 1,
      created: '2026-02-10T07:00:00',
      moves: [],
    });
    // 5: Monday; withdrawn before anyone viewed it: both targets passed unmet.
    await application({
      company: c3,
      product: productB,
      org: orgB,
      district: '越秀区',
      amount: 20,
      status: 10,
      created: '2026-03-02T10:00:00',
      moves: [[10, '2026-03-02T11:00:00']],
    });
  }, 60_000);
  afterAll(() => database.close());

  const dashboard = (params: DashboardParams = {}) =>
    governmentDashboard({ db: database.db, now: NOW, viewTargetDays: 1, decideTargetDays: 3 }, params);

  it('counts every application in the totals, with the response times of those an institution has', async () => {
    const { totals } = await dashboard();
    expect(totals).toEqual({
      applyCount: 5,
      applyAmount: 400,
      creditCount: 2,
      creditAmount: 230,
      loanCount: 1,
      loanAmount: 60,
      enterpriseCount: 3,
      settledCount: 2, // 8 and 7; the withdrawal and the open ones are not settled
      successRate: 0.5,
      viewMedianHours: 4, // 2, 4, 24
      viewShareWithinTarget: 0.75, // 1, 2, 3 within; 5 due and never viewed
      decideMedianHours: 48, // 48, 48, 72
      decideShareWithinTarget: 0.75,
    });
  });

  it('groups by month without holes, by institution, district and product type, each adding up to the totals', async () => {
    const answer = await dashboard();
    expect(answer.byMonth.map((m) => [m.month, m.applyCount, m.applyAmount, m.loanAmount, m.successRate])).toEqual([
      ['2026-01', 2, 150, 60, 0.5],
      ['2026-02', 2, 230, 0, null],
      ['2026-03', 1, 20, 0, null],
    ]);
    expect(answer.byMonth[0]?.viewMedianHours).toBe(3);
    expect(answer.byMonth[2]?.viewShareWithinTarget).toBe(0);
    expect(answer.byInstitution.map((g) => [g.orgId, g.orgName, g.applyCount, g.applyAmount, g.creditAmount])).toEqual([
      [orgA, '甲银行', 2, 150, 80],
      [orgB, '乙租赁', 2, 220, 150],
      [null, null, 1, 30, 0],
    ]);
    expect(answer.byInstitution[0]?.decideMedianHours).toBe(48);
    expect(answer.byInstitution[1]?.viewShareWithinTarget).toBe(0.5);
    expect(answer.byInstitution[2]?.viewMedianHours).toBeNull();
    const district = (name: string | null) => answer.byDistrict.find((g) => g.districtName === name);
    expect([district('天河区')?.applyCount, district('天河区')?.applyAmount, district('天河区')?.loanCount]).toEqual([
      2, 300, 1,
    ]);
    expect([district('越秀区')?.applyCount, district('越秀区')?.applyAmount]).toEqual([2, 70]);
    expect([district(null)?.applyCount, district(null)?.applyAmount]).toEqual([1, 30]);
    expect(answer.byProductType.map((g) => [g.productType, g.applyCount, g.applyAmount])).toEqual([
      [1, 2, 150],
      [4, 2, 220],
      [null, 1, 30],
    ]);
    for (const groups of [answer.byMonth, answer.byInstitution, answer.byDistrict, answer.byProductType]) {
      const total = (pick: (g: (typeof groups)[number]) => number) => groups.reduce((sum, g) => sum + pick(g), 0);
      expect(total((g) => g.applyCount)).toBe(answer.totals.applyCount);
      expect(total((g) => g.applyAmount)).toBe(answer.totals.applyAmount);
      expect(total((g) => g.loanAmount)).toBe(answer.totals.loanAmount);
    }
  });

  it('filters by institution, district, product type and the Beijing submission day', async () => {
    const totalsOf = async (params: DashboardParams) => {
      const { totals } = await dashboard(params);
      return [totals.applyCount, totals.applyAmount];
    };
    expect(await totalsOf({ orgId: orgA })).toEqual([2, 150]);
    expect(await totalsOf({ orgId: orgB, districtName: '越秀区' })).toEqual([1, 20]);
    expect(await totalsOf({ districtName: '越秀区' })).toEqual([2, 70]);
    expect(await totalsOf({ productType: 4 })).toEqual([2, 220]);
    expect(await totalsOf({ productType: 2 })).toEqual([0, 0]);
    expect(await totalsOf({ startDate: '2026-02-01', endDate: '2026-02-28' })).toEqual([2, 230]);
    expect(await totalsOf({ startDate: '2026-02-10', endDate: '2026-02-10' })).toEqual([1, 30]);
    expect(await totalsOf({ startDate: '2026-02-09', endDate: '2026-02-09' })).toEqual([0, 0]);
    expect(await totalsOf({ startDate: '2026-03-01' })).toEqual([1, 20]);
    expect(await totalsOf({ endDate: '2026-01-05' })).toEqual([1, 100]);
    const empty = await dashboard({ productType: 2 });
    expect(empty.byMonth).toEqual([]);
    expect(empty.totals.successRate).toBeNull();
    expect(empty.filters).toEqual({ startDate: null, endDate: null, orgId: null, districtName: null, productType: 2 });
  });

  it('lists the months between two months, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
  });
});

describe('the dashboard call', () => {
  const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
  let gov: string;
  let operator: string;
  let orgStaff: string;
  let orgAdmin: string;

  beforeAll(async () => {
    gov = await staffLogin(h, 'gov');
    operator = await staffLogin(h, 'operator');
    const staff = await h.database.db
      .selectFrom('staff_account')
      .select(['username', 'role'])
      .where('role', 'in', ['org_staff', 'org_admin'])
      .orderBy('id')
      .execute();
    orgStaff = await staffLogin(h, staff.find((row) => row.role === 'org_staff')?.username ?? '');
    orgAdmin = await staffLogin(h, staff.find((row) => row.role === 'org_admin')?.username ?? '');
  }, 120_000);

  const dashboard = (token: string | undefined, body: unknown = {}) =>
    staffPost<DashboardRecord>(h, '/loan/gov/dashboard', token, body);
  const home = async <T>(path: string): Promise<T> => {
    const response = await request(h.app).post(`/api${path}`).set('X-Forwarded-For', freshIp());
    expect(response.body.code, response.body.msg).toBe(0);
    return response.body.data as T;
  };

  it('answers the government viewer and the operator; refuses institution staff (-8050) and no session (403)', async () => {
    const forGov = await dashboard(gov);
    expect(forGov.code, forGov.msg).toBe(0);
    expect(forGov.data.totals.applyCount).toBeGreaterThan(100);
    expect(forGov.data.byMonth.length).toBeGreaterThan(6);
    const forOperator = await dashboard(operator);
    expect(forOperator.code).toBe(0);
    expect(forOperator.data.totals).toEqual(forGov.data.totals);
    for (const token of [orgStaff, orgAdmin]) {
      const refused = await dashboard(token);
      expect(refused.code).toBe(-8050);
      expect(refused.data).toBeNull();
    }
    const anonymous = await request(h.app).post('/api/loan/gov/dashboard').set('X-Forwarded-For', freshIp()).send({});
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.code).toBe(-1403);
  });

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{ startDate: '2026-13-01' }, '开始日期（startDate）不是有效日期'],
      [{ endDate: '2026/03/01' }, '结束日期（endDate）格式须为 YYYY-MM-DD'],
      [{ startDate: '2026-03-02', endDate: '2026-03-01' }, '开始日期不能晚于结束日期'],
      [{ productType: 9 }, '产品类型不能大于6'],
      [{ productType: 'bank' }, '产品类型必须是整数'],
      [{ orgId: 0 }, '机构ID不能小于1'],
      [{ districtName: '区'.repeat(21) }, '所在区县不能超过20个字符'],
      [{ startDate: 20260101 }, '开始日期（startDate）格式须为 YYYY-MM-DD'],
    ];
    for (const [body, message] of cases) {
      const answer = await dashboard(gov, body);
      expect(answer.code, JSON.stringify(body)).toBe(-1000);
      expect(answer.msg).toBe(message);
    }
    const notJson = await request(h.app)
      .post('/api/loan/gov/dashboard')
      .set('X-Forwarded-For', freshIp())
      .set('X-Staff-Token', gov)
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(notJson.status).toBeLessThan(500);
    expect(notJson.body.code).toBeLessThan(0);
  });

  it('agrees with the home statistics: the same totals, ranking and districts', async () => {
    const { data } = await dashboard(gov);
    const docking = await home<DockingCountRecord>('/loan/pc/dockingCount');
    expect(docking).toEqual({
      applyCount: data.totals.applyCount,
      applyAmount: data.totals.applyAmount,
      creditCount: data.totals.creditCount,
      creditAmount: data.totals.creditAmount,
      loanCount: data.totals.loanCount,
      loanAmount: data.totals.loanAmount,
      enterpriseCount: data.totals.enterpriseCount,
    });
    const rank = await home<LoanRankRecord[]>('/loan/pc/loanRank?levelTag=1');
    expect(rank.length).toBeGreaterThan(1);
    const lenders = data.byInstitution.filter((g) => g.loanCount > 0);
    expect(rank.map((r) => [r.orgId, r.loanCount, r.loanAmount]).sort()).toEqual(
      lenders.map((g) => [g.orgId, g.loanCount, g.loanAmount]).sort(),
    );
    const districts = await home<DistrictFiguresRecord[]>('/loan/pc/thirdStatistics/list');
    for (const district of districts) {
      const { data: filtered } = await dashboard(gov, { districtName: district.districtName });
      const needs = filtered.byProductType.find((g) => g.productType === null);
      expect(needs?.applyCount ?? 0).toBe(0); // needs name no district: the district's figures are all products'
      expect({
        applyCount: filtered.totals.applyCount,
        applyAmount: filtered.totals.applyAmount,
        creditAmount: filtered.totals.creditAmount,
        loanAmount: filtered.totals.loanAmount,
      }).toEqual({
        applyCount: district.applyCount,
        applyAmount: district.applyAmount,
        creditAmount: district.creditAmount,
        loanAmount: district.loanAmount,
      });
    }
  });

  it('publishes one institution’s response times without a session, the workbench’s figures of a year', async () => {
    const staffUser = (
      await h.database.db
        .selectFrom('staff_account')
        .select('username')
        .where('role', '=', 'org_staff')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).username;
    const orgId = await orgOfStaff(h, staffUser);
    const published = await home<PublicResponseTimeRecord>(`/loan/pc/org/responseTime?orgId=${orgId}`);
    const sla = await staffGet<{
      institutions: Array<{
        orgId: number;
        applications: number;
        view: { medianHours: number | null; shareWithinTarget: number | null };
        decide: { medianHours: number | null; shareWithinTarget: number | null };
      }>;
    }>(h, '/loan/org/sla?days=365', operator);
    const row = sla.data.institutions.find((institution) => institution.orgId === orgId);
    expect(row).toBeDefined();
    expect(published.orgId).toBe(orgId);
    expect(published.days).toBe(365);
    expect(published.applications).toBe(row?.applications);
    expect(published.view.medianHours).toBe(row?.view.medianHours);
    expect(published.view.shareWithinTarget).toBe(row?.view.shareWithinTarget);
    expect(published.decide.medianHours).toBe(row?.decide.medianHours);
    expect(published.decide.shareWithinTarget).toBe(row?.decide.shareWithinTarget);
    expect(Object.keys(published).sort()).toEqual(
      ['applications', 'days', 'decide', 'orgId', 'orgName', 'targets', 'view'].sort(),
    );

    const unknown = await request(h.app)
      .post('/api/loan/pc/org/responseTime?orgId=999999')
      .set('X-Forwarded-For', freshIp());
    expect(unknown.body.code).toBe(-1404);
    const missing = await request(h.app).post('/api/loan/pc/org/responseTime').set('X-Forwarded-For', freshIp());
    expect([missing.body.code, missing.body.msg]).toEqual([-1000, '缺少机构ID（orgId）']);
    const bad = await request(h.app).post('/api/loan/pc/org/responseTime?orgId=abc').set('X-Forwarded-For', freshIp());
    expect([bad.body.code, bad.body.msg]).toEqual([-1000, '机构ID必须是整数']);
  });
});
