import { LoanStatus, type LoanStatusCode } from '@sme/contract/loan-status';
import type {
  DistrictFiguresRecord,
  DockingCountRecord,
  EnterpriseCountRecord,
  LoanCaseRecord,
  LoanRankRecord,
} from '@sme/contract/routes/statistics';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '#app.ts';
import type { Database } from '#db/database.ts';
import { decideTransition } from '#features/applications/domain/loan-status.ts';
import { transitionApplication } from '#features/applications/services/transition-service.ts';
import { maskCompanyName } from '#features/statistics/domain/company-name-mask.ts';
import { seedIfEmpty } from '#seed/seed.ts';
import { emptyGatewayForFile, gatewayForFile } from './accounts-support.ts';
import { post } from './catalog-support.ts';
import { createEmptyDatabase } from './test-database.ts';
import { testDeps } from './test-deps.ts';

const h = gatewayForFile();

async function data<T>(target: Express, path: string): Promise<T> {
  const { status, body } = await post<T>(target, path);
  expect(status).toBe(200);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** The applications as rows, for an independent reading of the figures in plain TypeScript. */
async function applicationRows() {
  const rows = await h.database.db
    .selectFrom('loan_application as a')
    .innerJoin('company as c', 'c.id', 'a.company_id')
    .select([
      'a.id',
      'a.source',
      'a.org_id',
      'a.company_id',
      'c.company_name',
      'a.apply_amount',
      'a.credit_amount',
      'a.loan_amount',
      'a.loan_status',
      'a.lending_time',
      'a.district_name',
    ])
    .execute();
  return rows.map((row) => ({
    ...row,
    apply: Number(row.apply_amount),
    credit: row.credit_amount === null ? null : Number(row.credit_amount),
    loan: row.loan_status === LoanStatus.LOAN_RELEASED ? Number(row.loan_amount) : null,
  }));
}
type Row = Awaited<ReturnType<typeof applicationRows>>[number];

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
function figuresOf(rows: Row[]) {
  const credited = rows.filter((row) => row.credit !== null);
  const lent = rows.filter((row) => row.loan !== null);
  return {
    applyCount: rows.length,
    applyAmount: sum(rows.map((row) => row.apply)),
    creditCount: credited.length,
    creditAmount: sum(credited.map((row) => row.credit ?? 0)),
    loanCount: lent.length,
    loanAmount: sum(lent.map((row) => row.loan ?? 0)),
  };
}

describe('the seeded history', () => {
  it('is a year of many enterprises applying, every move allowed by the status machine', async () => {
    const rows = await applicationRows();
    expect(rows.length).toBeGreaterThan(150);
    expect(new Set(rows.map((row) => row.company_id)).size).toBeGreaterThan(50);
    const events = await h.database.db
      .selectFrom('loan_application_event as e')
      .innerJoin('loan_application as a', 'a.id', 'e.application_id')
      .select(['e.from_status', 'e.to_status', 'e.actor_kind', 'e.at', 'a.source', 'a.loan_industry', 'a.created_at'])
      .execute();
    const now = Date.now();
    for (const event of events) {
      expect(event.at.getTime()).toBeLessThanOrEqual(now);
      expect(event.at.getTime()).toBeGreaterThanOrEqual(event.created_at.getTime());
      if (event.from_status === null) continue;
      const state = {
        source: event.source as 1 | 2,
        status: event.from_status as LoanStatusCode,
        loanIndustry: event.loan_industry,
      };
      const actor = event.actor_kind as 'enterprise' | 'operator' | 'institution';
      expect(decideTransition(state, event.to_status as LoanStatusCode, actor).allowed).toBe(true);
    }
    const oldest = Math.min(...rows.map((row) => row.lending_time?.getTime() ?? now));
    expect(now - oldest).toBeGreaterThan(200 * 86_400_000);
  });
});

describe('POST /loan/pc/dockingCount', () => {
  it('answers the figures the application rows hold', async () => {
    const rows = await applicationRows();
    const figures = await data<DockingCountRecord>(h.app, '/loan/pc/dockingCount');
    expect(figures).toEqual({
      ...figuresOf(rows),
      enterpriseCount: new Set(rows.map((row) => row.company_id)).size,
    });
    expect(figures.loanCount).toBeGreaterThan(50);
  });

  it('shows a loan released at once, and answers 304 to a caller holding the current answer', async () => {
    const before = await request(h.app).post('/api/loan/pc/dockingCount');
    const again = await request(h.app)
      .post('/api/loan/pc/dockingCount')
      .set('If-None-Match', String(before.headers.etag));
    expect(again.status).toBe(304);
    const granted = await h.database.db
      .selectFrom('loan_application')
      .select(['id', 'credit_amount'])
      .where('loan_status', '=', LoanStatus.CREDIT_GRANTED)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await transitionApplication(h.database.db, {
      applicationId: granted.id,
      to: LoanStatus.LOAN_RELEASED,
      actor: 'institution',
      actorId: null,
      companyId: null,
      loanAmount: Number(granted.credit_amount),
      now: new Date(),
    });
    const after = await request(h.app)
      .post('/api/loan/pc/dockingCount')
      .set('If-None-Match', String(before.headers.etag));
    expect(after.status).toBe(200);
    const was = before.body.data as DockingCountRecord;
    expect(after.body.data.loanCount).toBe(was.loanCount + 1);
    expect(after.body.data.loanAmount).toBeCloseTo(was.loanAmount + Number(granted.credit_amount), 2);
    const [newest] = await data<LoanCaseRecord[]>(h.app, '/loan/pc/loanCase?size=1');
    expect(newest?.id).toBe(granted.id);
  });
});

describe('POST /loan/pc/loanRank', () => {
  it('ranks every institution that lent by amount, and the ranks add up to the total lent', async () => {
    const rows = await applicationRows();
    const rank = await data<LoanRankRecord[]>(h.app, '/loan/pc/loanRank?levelTag=1');
    const docking = await data<DockingCountRecord>(h.app, '/loan/pc/dockingCount');
    expect(sum(rank.map((entry) => entry.loanAmount))).toBe(docking.loanAmount);
    expect(rank.reduce((total, entry) => total + entry.loanCount, 0)).toBe(docking.loanCount);
    expect(rank.map((entry) => entry.rank)).toEqual(rank.map((_, index) => index + 1));
    for (const [index, entry] of rank.entries()) {
      const lent = rows.filter((row) => row.org_id === entry.orgId && row.loan !== null);
      expect(entry.loanCount).toBe(lent.length);
      expect(entry.loanAmount).toBe(sum(lent.map((row) => row.loan ?? 0)));
      if (index > 0) expect(entry.loanAmount).toBeLessThanOrEqual(rank[index - 1]?.loanAmount ?? 0);
      expect(entry.logo).toMatch(/^\/zzzttt\/logo\/[0-9a-f]{16}\.svg$/);
    }
    expect(rank.length).toBeGreaterThan(5);
    expect(await data(h.app, '/loan/pc/loanRank')).toEqual(rank);
  });

  it('refuses another level with a clear message', async () => {
    for (const levelTag of ['2', '0', 'abc']) {
      const { body } = await post(h.app, `/loan/pc/loanRank?levelTag=${levelTag}`);
      expect(body.code).toBe(-1000);
      expect(body.msg).toMatch(/排行层级/);
    }
  });
});

describe('POST /loan/pc/loanCase', () => {
  it('answers the newest loans released, the enterprise names masked', async () => {
    const rows = await applicationRows();
    const cases = await data<LoanCaseRecord[]>(h.app, '/loan/pc/loanCase?size=6');
    const newest = rows
      .filter((row) => row.loan !== null)
      .sort((a, b) => (b.lending_time?.getTime() ?? 0) - (a.lending_time?.getTime() ?? 0) || b.id - a.id)
      .slice(0, 6);
    expect(cases.map((entry) => entry.id)).toEqual(newest.map((row) => row.id));
    for (const [index, entry] of cases.entries()) {
      const row = newest[index] as Row;
      expect(entry.entName).toBe(maskCompanyName(row.company_name));
      expect(entry.entName).not.toBe(row.company_name);
      expect(entry.loanAmount).toBe(row.loan);
      expect(entry.lendingTime).toBe(row.lending_time?.toISOString());
    }
    expect(await data<LoanCaseRecord[]>(h.app, '/loan/pc/loanCase')).toHaveLength(10);
  });

  it('refuses a size outside 1-50', async () => {
    for (const size of ['0', '51', 'x', '2.5']) {
      const { body } = await post(h.app, `/loan/pc/loanCase?size=${size}`);
      expect(body.code, size).toBe(-1000);
      expect(body.msg).toMatch(/案例数量/);
    }
  });
});

describe('POST /loan/pc/index/entCount', () => {
  it('counts the enterprises bound to an account and those certified', async () => {
    const memberships = await h.database.db.selectFrom('user_company').select(['company_id', 'certified']).execute();
    const counts = await data<EnterpriseCountRecord>(h.app, '/loan/pc/index/entCount');
    expect(counts).toEqual({
      registeredCount: new Set(memberships.map((row) => row.company_id)).size,
      certifiedCount: new Set(memberships.filter((row) => row.certified).map((row) => row.company_id)).size,
    });
    expect(counts.certifiedCount).toBeGreaterThan(40);
  });
});

describe('POST /loan/pc/thirdStatistics/list', () => {
  it('answers the product applications by district, adding up to their totals', async () => {
    const rows = (await applicationRows()).filter((row) => row.source === 1);
    const districts = await data<DistrictFiguresRecord[]>(h.app, '/loan/pc/thirdStatistics/list');
    const names = [...new Set(rows.map((row) => row.district_name ?? ''))];
    expect(districts.map((entry) => entry.districtName).sort()).toEqual(names.sort());
    for (const entry of districts) {
      expect(entry).toEqual({
        districtName: entry.districtName,
        ...figuresOf(rows.filter((row) => row.district_name === entry.districtName)),
      });
    }
    expect(sum(districts.map((entry) => entry.loanAmount))).toBe(figuresOf(rows).loanAmount);
    expect(districts.length).toBeGreaterThan(5);
  });
});

describe('on an empty database', () => {
  const empty = emptyGatewayForFile();

  it('answers zeros and empty lists', async () => {
    expect(await data(empty.app, '/loan/pc/dockingCount')).toEqual({
      applyCount: 0,
      applyAmount: 0,
      creditCount: 0,
      creditAmount: 0,
      loanCount: 0,
      loanAmount: 0,
      enterpriseCount: 0,
    });
    expect(await data(empty.app, '/loan/pc/loanRank?levelTag=1')).toEqual([]);
    expect(await data(empty.app, '/loan/pc/loanCase?size=5')).toEqual([]);
    expect(await data(empty.app, '/loan/pc/thirdStatistics/list')).toEqual([]);
    expect(await data(empty.app, '/loan/pc/index/entCount')).toEqual({ registeredCount: 0, certifiedCount: 0 });
  });
});

describe('in production (no demo account)', () => {
  let production: Database;
  beforeAll(async () => {
    production = await createEmptyDatabase();
    await seedIfEmpty(production.db, { demoAccount: false, registryCount: 0 });
  });
  afterAll(() => production.close());

  it('seeds no history: the figures start from nothing', async () => {
    const figures = await data<DockingCountRecord>(createGatewayApp(testDeps(production)), '/loan/pc/dockingCount');
    expect(figures.applyCount).toBe(0);
    expect(await production.db.selectFrom('app_user').select('id').execute()).toEqual([]);
  });
});
