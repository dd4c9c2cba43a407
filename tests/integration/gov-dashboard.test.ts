import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsPlatform, data, freshIp, send, startAccountsPlatform } from './support/accounts-platform.ts';
import { type StaffBrowser, staffData, staffFailure, staffSignIn } from './support/staff-platform.ts';

/** The government dashboard and the published response times through graph and gateway. */

const FIGURES = `applyCount applyAmount creditCount creditAmount loanCount loanAmount enterpriseCount settledCount
  successRate viewMedianHours viewShareWithinTarget decideMedianHours decideShareWithinTarget`;
const DASHBOARD = `query($filter: DashboardFilter) { govDashboard(filter: $filter) {
  startDate endDate institutionId districtName productType computedAt viewTargetWorkingDays decideTargetWorkingDays
  totals { ${FIGURES} }
  byMonth { key label figures { ${FIGURES} } }
  byInstitution { key label figures { ${FIGURES} } }
  byDistrict { key label figures { ${FIGURES} } }
  byProductType { key label figures { ${FIGURES} } } } }`;
const HOME = `query { financingFigures { applyCount applyAmount creditCount creditAmount loanCount loanAmount enterpriseCount }
  lenderRanking { institutionId loanCount loanAmount } }`;
const INSTITUTION = `query($id: ID!) { institution(id: $id) { id name responseTimes { days applications
  viewTargetWorkingDays decideTargetWorkingDays viewMedianHours viewShareWithinTarget decideMedianHours
  decideShareWithinTarget } } }`;
const SLA = `query($days: Int) { responseTimes(days: $days) { institutions { orgId applications
  view { medianHours shareWithinTarget } decide { medianHours shareWithinTarget } } } }`;

interface Figures {
  applyCount: number;
  applyAmount: number;
  creditCount: number;
  creditAmount: number;
  loanCount: number;
  loanAmount: number;
  enterpriseCount: number;
  settledCount: number;
  successRate: number | null;
}
interface Group {
  key: string | null;
  label: string;
  figures: Figures;
}
interface Dashboard {
  startDate: string | null;
  institutionId: string | null;
  productType: number | null;
  computedAt: string;
  viewTargetWorkingDays: number;
  totals: Figures;
  byMonth: Group[];
  byInstitution: Group[];
  byDistrict: Group[];
  byProductType: Group[];
}

let platform: AccountsPlatform;
const staff: Record<string, StaffBrowser> = {};

beforeAll(async () => {
  platform = await startAccountsPlatform();
  for (const username of ['gov', 'operator', 'org01-staff', 'org01-admin']) {
    staff[username] = { ip: freshIp() };
    await staffSignIn(platform, staff[username] as StaffBrowser, username);
  }
});
afterAll(() => platform?.close());

const dashboard = async (who: string, filter?: Record<string, unknown>) =>
  (await staffData<{ govDashboard: Dashboard }>(platform, staff[who] as StaffBrowser, DASHBOARD, { filter }))
    .govDashboard;

describe('govDashboard', () => {
  it('answers the government viewer: totals equal the home figures, groups add up, labels in Chinese', async () => {
    const answer = await dashboard('gov');
    const home = await data<{
      financingFigures: Omit<Figures, 'settledCount' | 'successRate'>;
      lenderRanking: Array<{ institutionId: string; loanCount: number; loanAmount: number }>;
    }>(platform.app, { ip: freshIp() }, HOME);
    const { settledCount: _settled, successRate: _rate, ...homeTotals } = answer.totals;
    expect(homeTotals).toEqual(expect.objectContaining({ ...home.financingFigures }));
    expect(answer.totals.applyCount).toBeGreaterThan(100);
    const lenders = answer.byInstitution
      .filter((group) => group.figures.loanCount > 0)
      .map((group) => [group.key, group.figures.loanCount, group.figures.loanAmount]);
    expect(lenders.sort()).toEqual(
      home.lenderRanking.map((rank) => [rank.institutionId, rank.loanCount, rank.loanAmount]).sort(),
    );
    for (const groups of [answer.byMonth, answer.byInstitution, answer.byDistrict, answer.byProductType]) {
      expect(groups.reduce((sum, group) => sum + group.figures.applyCount, 0)).toBe(answer.totals.applyCount);
    }
    expect(answer.byMonth.every((group) => /^\d{4}-\d{2}$/.test(group.key ?? '') && group.label === group.key)).toBe(
      true,
    );
    const needs = answer.byProductType.find((group) => group.key === null);
    expect(needs?.label).toBe('融资需求（无产品）');
    expect(answer.byProductType.find((group) => group.key === '1')?.label).toBe('银行');
    expect(answer.byDistrict.find((group) => group.key === null)?.label).toBe('未注明区县（融资需求）');
    expect(answer.viewTargetWorkingDays).toBe(1);
    expect(new Date(answer.computedAt).toISOString()).toBe(answer.computedAt);
  });

  it('passes the filters on and echoes them; the operator reads it too', async () => {
    const all = await dashboard('operator');
    const lender = all.byInstitution.find((group) => group.key !== null && group.figures.loanCount > 0) as Group;
    const one = await dashboard('gov', { institutionId: lender.key, productType: null });
    expect(one.institutionId).toBe(lender.key);
    expect(one.totals).toEqual(expect.objectContaining({ applyCount: lender.figures.applyCount }));
    expect(one.byInstitution.map((group) => group.key)).toEqual([lender.key]);
    const bank = all.byProductType.find((group) => group.key === '1') as Group;
    const banks = await dashboard('gov', { productType: 1 });
    expect(banks.productType).toBe(1);
    expect(banks.totals.applyAmount).toBe(bank.figures.applyAmount);
    const month = all.byMonth.find((group) => group.figures.applyCount > 0) as Group;
    const [year, monthNumber] = (month.key ?? '').split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    const ranged = await dashboard('gov', { startDate: `${month.key}-01`, endDate: `${month.key}-${lastDay}` });
    expect(ranged.startDate).toBe(`${month.key}-01`);
    expect(ranged.totals.applyCount).toBe(month.figures.applyCount);
    expect(ranged.byMonth.map((group) => group.key)).toEqual([month.key]);
  });

  it('refuses institution staff (FORBIDDEN -8050) and a browser without a staff session', async () => {
    for (const who of ['org01-staff', 'org01-admin']) {
      const { error } = await staffFailure(platform, staff[who] as StaffBrowser, DASHBOARD);
      expect(error.extensions).toMatchObject({ code: 'FORBIDDEN', gatewayCode: -8050 });
    }
    const anonymous = await send(platform.app, { ip: freshIp() }, DASHBOARD);
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses bad filters before the gateway, in Chinese', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startDate: '2026-02-30' }, '开始日期（startDate）不是有效日期'],
      [{ endDate: '20260301' }, '结束日期（endDate）格式须为 YYYY-MM-DD'],
      [{ startDate: '2026-03-02', endDate: '2026-03-01' }, '开始日期不能晚于结束日期'],
      [{ productType: 7 }, '产品类型不正确'],
      [{ institutionId: 'x1' }, '机构ID必须是正整数'],
      [{ districtName: '区'.repeat(21) }, '所在区县不能超过20个字符'],
    ];
    for (const [filter, message] of cases) {
      const { error } = await staffFailure(platform, staff.gov as StaffBrowser, DASHBOARD, { filter });
      expect(error.extensions?.code, JSON.stringify(filter)).toBe('BAD_USER_INPUT');
      expect(error.message).toBe(message);
    }
  });
});

describe('Institution.responseTimes', () => {
  it('publishes the workbench’s figures of the last year to anyone, aggregates only', async () => {
    const sla = await staffData<{
      responseTimes: {
        institutions: Array<{
          orgId: string;
          applications: number;
          view: { medianHours: number | null; shareWithinTarget: number | null };
          decide: { medianHours: number | null; shareWithinTarget: number | null };
        }>;
      };
    }>(platform, staff.operator as StaffBrowser, SLA, { days: 365 });
    const busiest = [...sla.responseTimes.institutions].sort((x, y) => y.applications - x.applications)[0];
    expect(busiest).toBeDefined();
    const visitor = { ip: freshIp() };
    const answer = await data<{
      institution: { id: string; responseTimes: Record<string, number | null> | null };
    }>(platform.app, visitor, INSTITUTION, { id: busiest?.orgId });
    expect(answer.institution.responseTimes).toEqual({
      days: 365,
      applications: busiest?.applications,
      viewTargetWorkingDays: 1,
      decideTargetWorkingDays: 3,
      viewMedianHours: busiest?.view.medianHours,
      viewShareWithinTarget: busiest?.view.shareWithinTarget,
      decideMedianHours: busiest?.decide.medianHours,
      decideShareWithinTarget: busiest?.decide.shareWithinTarget,
    });
    expect(answer.institution.responseTimes?.viewMedianHours).not.toBeNull();
  });

  it('is null for an institution out of service', async () => {
    const row = await platform.database.db
      .updateTable('financial_org')
      .set({ if_normal: false })
      .where('id', '=', (qb) => qb.selectFrom('financial_org').select((eb) => eb.fn.max('id').as('id')))
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await data<{ institution: { responseTimes: unknown } | null }>(
      platform.app,
      { ip: freshIp() },
      INSTITUTION,
      { id: String(row.id) },
    );
    expect(answer.institution?.responseTimes).toBeNull();
  });
});
