import { beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../../../tests/support/beijing-day.ts';
import { accountsForFile } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  driveTo,
  failureOf,
  PRODUCT_PATHS,
  productOfOneInstitutionAndAnother,
  publishOk,
  statusOf,
} from './applications-support.ts';
import { deskLogins, type Envelope, staffGet, staffLogin, staffLoginAt, staffPost } from './staff-support.ts';

/** The workbench queues: roles × calls, scope, opening records 'viewed', every transition through the call, claims. */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let company: Company;
let productId: number;
let orgA: number;
let orgB: number;
let staffA: string;
let adminA: string;
let staffB: string;
let operator: string;
let gov: string;
let managerA: number;
let managerB: number;

async function firstManager(orgId: number): Promise<number> {
  const row = await h.database.db
    .selectFrom('org_user')
    .select('id')
    .where('org_id', '=', orgId)
    .where('role', '=', 'manager')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  company = await certifiedCompany(h);
  ({ productId, orgId: orgA, otherOrgId: orgB } = await productOfOneInstitutionAndAnother(h));
  ({ staffA, adminA, staffB, operator } = await deskLogins(h, orgA, orgB));
  gov = await staffLogin(h, 'gov');
  managerA = await firstManager(orgA);
  managerB = await firstManager(orgB);
});

const today = () => beijingDay(h.clock.now());

function transition(token: string, body: Record<string, unknown>) {
  return staffPost<{ id: number; loanStatus: number }>(h, '/loan/org/transition', token, body);
}

/** What each move needs besides the status, as the workbench sends it. */
function fieldsFor(to: number): Record<string, unknown> {
  if (to === 4) return { managerId: managerA, remark: '资料齐全，予以受理' };
  if (to === 6) return { amount: 100, date: today(), remark: '授信通过' };
  if (to === 8) return { amount: 80, date: today(), remark: '已放款' };
  if ([3, 5, 7, 9].includes(to)) return { failureType: 2, failureReason: '缺少近三个月流水' };
  return {};
}

describe('roles × calls', () => {
  it('refuses each call a role may not make with -8050 and lets the others through; no session is -1403', async () => {
    const id = await applyOk(h, company, productId);
    const calls: Array<[string, (token?: string) => Promise<Envelope>]> = [
      ['list', (t) => staffPost(h, '/loan/org/list', t, {})],
      ['detail', (t) => staffPost(h, `/loan/org/detail?id=${id}`, t)],
      ['transition', (t) => staffPost(h, '/loan/org/transition', t, { id: 999_999, toStatus: 11 })],
      ['request/list', (t) => staffPost(h, '/loan/org/request/list', t, {})],
      ['request/claim', (t) => staffPost(h, '/loan/org/request/claim?id=999999', t)],
      ['sla', (t) => staffGet(h, '/loan/org/sla', t)],
      ['escalation/list', (t) => staffPost(h, '/loan/org/escalation/list', t, {})],
    ];
    const allowed: Record<string, string[]> = {
      org_staff: ['list', 'detail', 'transition', 'request/list', 'request/claim', 'sla'],
      org_admin: ['list', 'detail', 'transition', 'request/list', 'request/claim', 'sla', 'escalation/list'],
      operator: ['list', 'detail', 'transition', 'request/list', 'sla', 'escalation/list'],
      gov_viewer: ['sla'],
    };
    const tokens: Record<string, string> = { org_staff: staffA, org_admin: adminA, operator, gov_viewer: gov };
    for (const [role, token] of Object.entries(tokens)) {
      for (const [name, make] of calls) {
        const answer = await make(token);
        if (allowed[role]?.includes(name)) expect(answer.code, `${role} ${name}: ${answer.msg}`).not.toBe(-8050);
        else expect(answer, `${role} ${name}`).toMatchObject({ code: -8050, msg: '当前角色无权执行该操作' });
      }
    }
    for (const [name, make] of calls) expect((await make()).code, name).toBe(-1403);
    // An enterprise session is no staff session.
    expect((await call(h.app, '/loan/org/list', company.token)).code).toBe(-1403);
  });
});

describe('institution scope', () => {
  it('answers another institution’s application exactly like an unknown id, and lists only its own', async () => {
    const id = await applyOk(h, company, productId);
    const unknown = await staffPost(h, '/loan/org/detail?id=99999999', staffB);
    const foreign = await staffPost(h, `/loan/org/detail?id=${id}`, staffB);
    expect(foreign).toEqual(unknown);
    expect(foreign).toMatchObject({ code: -8001, msg: '申请不存在或无权查看' });
    expect(await transition(staffB, { id, toStatus: 11 })).toEqual(
      await transition(staffB, { id: 99_999_999, toStatus: 11 }),
    );
    expect(await statusOf(h, id)).toBe(1);
    const listB = await staffPost<{ records: Array<{ id: number; orgId: number }> }>(h, '/loan/org/list', staffB, {
      pageSize: 50,
    });
    expect(listB.code).toBe(0);
    expect(listB.data.records.every((record) => record.orgId === orgB)).toBe(true);
    const listA = await staffPost<{ records: Array<{ id: number }>; total: number }>(h, '/loan/org/list', staffA, {
      pageSize: 50,
    });
    expect(listA.data.records.map((record) => record.id)).toContain(id);
    // The operator sees every institution's applications, and may narrow them to one.
    const all = await staffPost<{ total: number }>(h, '/loan/org/list', operator, {});
    expect(all.data.total).toBeGreaterThan(listA.data.total);
    const narrowed = await staffPost<{ records: Array<{ orgId: number }> }>(h, '/loan/org/list', operator, {
      orgId: orgB,
    });
    expect(narrowed.data.records.every((record) => record.orgId === orgB)).toBe(true);
    // SLA figures: the institution its own only; the operator and the government every institution.
    const own = await staffGet<{ institutions: Array<{ orgId: number }> }>(h, '/loan/org/sla', staffB);
    expect(own.data.institutions.every((row) => row.orgId === orgB)).toBe(true);
    const every = await staffGet<{ institutions: Array<{ orgId: number }> }>(h, '/loan/org/sla', gov);
    expect(every.data.institutions.length).toBeGreaterThan(1);
  });
});

describe('opening an application', () => {
  it('records viewed once through the status machine, with the ledger entry the enterprise reads', async () => {
    const id = await applyOk(h, company, productId);
    const byOperator = await staffPost<{ loanStatus: number }>(h, `/loan/org/detail?id=${id}`, operator);
    expect(byOperator.data.loanStatus).toBe(1);
    const before = await accessCount();
    const opened = await staffPost<{
      loanStatus: number;
      events: Array<{ toStatus: number; actor: string }>;
      managers: Array<{ id: number }>;
    }>(h, `/loan/org/detail?id=${id}`, staffA);
    expect(opened.code, opened.msg).toBe(0);
    expect(opened.data.loanStatus).toBe(11);
    expect(opened.data.events.map((event) => [event.toStatus, event.actor])).toEqual([
      [1, 'enterprise'],
      [11, 'institution'],
    ]);
    expect(opened.data.managers.map((manager) => manager.id)).toContain(managerA);
    expect(await accessCount()).toBe(before + 1);
    const again = await staffPost<{ loanStatus: number; events: unknown[] }>(h, `/loan/org/detail?id=${id}`, adminA);
    expect(again.data.events).toHaveLength(2);
    expect(await accessCount()).toBe(before + 1);
    const ledger = await call<{ records: Array<{ kind: string; detail: string }> }>(
      h.app,
      '/user/user/v1/auth/ledger',
      company.token,
      {},
    );
    expect(ledger.code, ledger.msg).toBe(0);
    expect(ledger.data.records.some((record) => record.detail.startsWith('查看融资申请'))).toBe(true);
  });
});

describe('opening at once', () => {
  it('two staff of the institution opening a new application together record viewed once', async () => {
    const id = await applyOk(h, company, productId);
    const before = await accessCount();
    const answers = await Promise.all([
      staffPost<{ loanStatus: number }>(h, `/loan/org/detail?id=${id}`, staffA),
      staffPost<{ loanStatus: number }>(h, `/loan/org/detail?id=${id}`, adminA),
    ]);
    expect(answers.map((answer) => [answer.code, answer.data.loanStatus])).toEqual([
      [0, 11],
      [0, 11],
    ]);
    const views = await h.database.db
      .selectFrom('loan_application_event')
      .select('id')
      .where('application_id', '=', id)
      .where('to_status', '=', 11)
      .execute();
    expect(views).toHaveLength(1);
    expect(await accessCount()).toBe(before + 1);
  });
});

async function accessCount(): Promise<number> {
  const row = await h.database.db
    .selectFrom('data_access_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', company.companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The institution's allowed moves, written out independently of the gateway's table. */
const INSTITUTION_ALLOWED: Record<number, number[]> = { 1: [11], 11: [4, 5], 4: [6, 7], 6: [8, 9] };

describe('every transition through the call', () => {
  for (const from of Object.keys(PRODUCT_PATHS).map(Number)) {
    it(`from ${from}: the institution's allowed moves pass, every other is refused`, async () => {
      const at = async () => {
        const id = await applyOk(h, company, productId);
        await driveTo(h, id, PRODUCT_PATHS[from] ?? []);
        return id;
      };
      const id = await at();
      const allowed = INSTITUTION_ALLOWED[from] ?? [];
      for (let to = 1; to <= 11; to++) {
        if (allowed.includes(to)) continue;
        const refused = await transition(staffA, { id, toStatus: to, ...fieldsFor(to) });
        expect(refused.code, `${from} → ${to}: ${refused.msg}`).toBe(-8003);
      }
      expect(await statusOf(h, id)).toBe(from);
      for (const to of allowed) {
        const fresh = await at();
        const moved = await transition(staffA, { id: fresh, toStatus: to, ...fieldsFor(to) });
        expect(moved, `${from} → ${to}`).toMatchObject({ code: 0, data: { id: fresh, loanStatus: to } });
      }
      // The operator acts as the platform: none of a product application's moves are its.
      for (const to of allowed) {
        expect((await transition(operator, { id, toStatus: to, ...fieldsFor(to) })).code).toBe(-8003);
      }
    });
  }

  it('records what each move carries: manager and remark, amounts, dates, failure reason', async () => {
    const id = await applyOk(h, company, productId);
    await transition(staffA, { id, toStatus: 11 });
    const secondManager = await h.database.db
      .selectFrom('org_user')
      .select('id')
      .where('org_id', '=', orgA)
      .where('role', '=', 'manager')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await transition(staffA, { id, toStatus: 4, managerId: secondManager.id, remark: '受理' })).code).toBe(0);
    expect((await transition(staffA, { id, toStatus: 6, amount: 150, date: today(), remark: '授信' })).code).toBe(0);
    expect((await transition(staffA, { id, toStatus: 8, amount: 150, date: today(), remark: '放款' })).code).toBe(0);
    const row = await h.database.db
      .selectFrom('loan_application')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      manager_id: secondManager.id,
      accept_remark: '受理',
      credit_amount: '150.00',
      credit_remark: '授信',
      loan_amount: '150.00',
      loan_remark: '放款',
    });
    const events = await h.database.db
      .selectFrom('loan_application_event')
      .select(['to_status', 'actor_kind', 'actor_id'])
      .where('application_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.slice(1).every((event) => event.actor_kind === 'institution' && event.actor_id !== null)).toBe(true);
    // Four institution moves, four accesses for the ledger.
    const failed = await applyOk(h, company, productId);
    await driveTo(h, failed, [11]);
    const fail = await transition(staffA, { id: failed, toStatus: 5, failureType: 1, failureReason: '资质不符' });
    expect(fail.code).toBe(0);
    expect(await failureOf(h, failed)).toEqual({ failure_type: 1, failure_reason: '资质不符' });
  });

  it('refuses moves that lack what they need, or break the amount and date rules, with a Chinese message', async () => {
    const id = await applyOk(h, company, productId);
    await driveTo(h, id, [11]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ toStatus: 4, remark: '受理' }, '受理须指定本机构的客户经理（managerId）'],
      [{ toStatus: 4, managerId: managerA }, '受理须填写备注（remark）'],
      [{ toStatus: 4, managerId: managerB, remark: '受理' }, '该客户经理不属于受理机构'],
      [
        { toStatus: 5, failureReason: '说明' },
        '请选择失败原因类型（failureType：1资质不符 2资料不全 3客户取消 4其他）',
      ],
      [{ toStatus: 5, failureType: 2 }, '请填写失败说明（failureReason）'],
      [{ toStatus: 5, failureType: 9, failureReason: '说明' }, '失败原因类型不能大于4'],
    ];
    for (const [body, msg] of cases) {
      expect(await transition(staffA, { id, ...body }), msg).toMatchObject({ code: -1000, msg });
    }
    expect((await transition(staffA, { id, toStatus: 4, ...fieldsFor(4) })).code).toBe(0);
    const credit: Array<[Record<string, unknown>, string]> = [
      [{ toStatus: 6, date: today() }, '请填写金额（amount）'],
      [{ toStatus: 6, amount: 100 }, '请填写日期（date）'],
      [{ toStatus: 6, amount: 10_001, date: today() }, '授信金额不能超过10000万元'],
      [{ toStatus: 6, amount: 100, date: '2099-01-01' }, '日期不能晚于今天'],
      [{ toStatus: 6, amount: 100, date: '2020-01-01' }, '日期不能早于申请提交日期'],
      [{ toStatus: 6, amount: 100, date: '2026-02-30' }, '日期（date）不是有效日期'],
      [{ toStatus: 6, amount: 100, date: '2026-13-45' }, '日期（date）不是有效日期'],
      [{ toStatus: 6, amount: 100, date: '26-3-1' }, '日期（date）格式须为 YYYY-MM-DD'],
      [{ toStatus: 6, amount: 100, date: 20260301 }, '日期（date）格式须为 YYYY-MM-DD'],
      [{ toStatus: 6, amount: -5, date: today() }, '金额不能小于0.01'],
      [{ toStatus: 6, amount: 'abc', date: today() }, '金额必须为数字'],
    ];
    for (const [body, msg] of credit) {
      expect(await transition(staffA, { id, ...body }), msg).toMatchObject({ code: -1000, msg });
    }
    expect((await transition(staffA, { id, toStatus: 6, amount: 100, date: today() })).code).toBe(0);
    expect(await transition(staffA, { id, toStatus: 8, amount: 100.01, date: today() })).toMatchObject({
      code: -1000,
      msg: '放款金额不能大于授信金额',
    });
    expect(await statusOf(h, id)).toBe(6);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{}, '缺少申请ID（id）'],
      [{ id: 'x', toStatus: 4 }, '申请ID必须是整数'],
      [{ id }, '缺少目标状态（toStatus）'],
      [{ id, toStatus: 12 }, '目标状态不能大于11'],
      [{ id, toStatus: 8, amount: 1, date: today(), remark: 'x'.repeat(501) }, '备注不能超过500个字符'],
    ];
    for (const [body, msg] of bad) expect(await transition(staffA, body), msg).toMatchObject({ code: -1000, msg });
  });
});

describe('needs: platform review, pickup and claims', () => {
  it('the operator reviews a need (2 or 3) through the same call; institutions cannot', async () => {
    const need = await publishOk(h, company);
    expect((await transition(staffA, { id: need, toStatus: 2 })).code).toBe(-8001);
    const queue = await staffPost<{ records: Array<{ id: number }> }>(h, '/loan/org/list', operator, {
      loanStatus: '1',
      source: 2,
      pageSize: 50,
    });
    expect(queue.data.records.map((record) => record.id)).toContain(need);
    expect((await transition(operator, { id: need, toStatus: 11 })).code).toBe(-8003);
    expect(await transition(operator, { id: need, toStatus: 2 })).toMatchObject({ code: 0, data: { loanStatus: 2 } });
    const rejected = await publishOk(h, company);
    expect(await transition(operator, { id: rejected, toStatus: 3, remark: '不符合' })).toMatchObject({
      code: -1000,
    });
    expect(
      await transition(operator, { id: rejected, toStatus: 3, failureType: 4, failureReason: '需求描述不完整' }),
    ).toMatchObject({ code: 0, data: { loanStatus: 3 } });
  });

  it('lists published needs open for pickup; of two institutions claiming at once exactly one wins', async () => {
    const need = await publishOk(h, company);
    const open = () =>
      staffPost<{ records: Array<{ id: number }> }>(h, '/loan/org/request/list', staffA, { pageSize: 50 }).then(
        (answer) => answer.data.records.map((record) => record.id),
      );
    expect(await open()).not.toContain(need);
    expect((await staffPost(h, `/loan/org/request/claim?id=${need}`, staffA)).code).toBe(-8001);
    await transition(operator, { id: need, toStatus: 2 });
    expect(await open()).toContain(need);
    const [first, second] = await Promise.all([
      staffPost(h, `/loan/org/request/claim?id=${need}`, staffA),
      staffPost(h, `/loan/org/request/claim?id=${need}`, staffB),
    ]);
    const codes = [first.code, second.code].sort();
    expect(codes).toEqual([-8051, 0]);
    const winner = first.code === 0 ? staffA : staffB;
    const loser = first.code === 0 ? staffB : staffA;
    expect((first.code === 0 ? second : first).msg).toBe('该融资需求已被其他机构认领或已不在待认领状态');
    expect(await open()).not.toContain(need);
    const row = await h.database.db
      .selectFrom('loan_application')
      .select(['org_id', 'loan_status', 'claimed_at'])
      .where('id', '=', need)
      .executeTakeFirstOrThrow();
    expect(row.org_id).toBe(winner === staffA ? orgA : orgB);
    expect(row.loan_status).toBe(2);
    expect(row.claimed_at).not.toBeNull();
    expect((await staffPost(h, `/loan/org/detail?id=${need}`, loser)).code).toBe(-8001);
    const opened = await staffPost<{ loanStatus: number }>(h, `/loan/org/detail?id=${need}`, winner);
    expect(opened.data.loanStatus).toBe(11);
    // Claiming again, by anyone, is refused.
    expect((await staffPost(h, `/loan/org/request/claim?id=${need}`, winner)).code).toBe(-8051);
  });

  it('refuses bad input on the need calls and the lists', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/loan/org/request/claim', {}, '缺少申请ID（id）'],
      ['/loan/org/request/claim?id=abc', {}, '申请ID必须是整数'],
      ['/loan/org/detail', {}, '缺少申请ID（id）'],
      ['/loan/org/detail?id=0', {}, '申请ID不能小于1'],
      ['/loan/org/request/list', { pageSize: 51 }, '每页条数不能大于50'],
      ['/loan/org/list', { pageNum: 0 }, '页码不能小于1'],
      ['/loan/org/list', { loanStatus: 'x' }, '状态筛选须为状态码或以逗号分隔的状态码'],
      ['/loan/org/list', { loanStatus: '1,99' }, '状态筛选须为状态码或以逗号分隔的状态码'],
      ['/loan/org/list', { overdue: 'maybe' }, '逾期筛选（overdue）须为 true 或 false'],
      ['/loan/org/list', { source: 3 }, '来源不能大于2'],
    ];
    for (const [path, body, msg] of cases) {
      expect(await staffPost(h, path, staffA, body), `${path} ${msg}`).toMatchObject({ code: -1000, msg });
    }
    expect(await staffGet(h, '/loan/org/sla?days=0', staffA)).toMatchObject({ code: -1000, msg: '统计天数不能小于1' });
    expect(await staffGet(h, '/loan/org/sla?days=x', staffA)).toMatchObject({ code: -1000, msg: '统计天数必须是整数' });
  });
});

describe('junk input', () => {
  it('never answers a 500: every field of every call with values of the wrong kind gets a non-zero code', async () => {
    const junk: unknown[] = [null, '', 'abc', -1, 1.5, 1e308, true, [], {}, [1, 'x'], '2026-13-45', 'x'.repeat(5000)];
    const bodies: Array<[string, string[]]> = [
      ['/loan/org/list', ['pageNum', 'pageSize', 'loanStatus', 'overdue', 'source', 'orgId']],
      [
        '/loan/org/transition',
        ['id', 'toStatus', 'remark', 'amount', 'date', 'failureType', 'failureReason', 'managerId'],
      ],
      ['/loan/org/request/list', ['pageNum', 'pageSize']],
      ['/loan/org/escalation/list', ['pageNum', 'pageSize']],
      ['/auth/staff/login', ['username', 'password', 'token']],
      ['/auth/staff/totp', ['ticket', 'code']],
    ];
    for (const [path, fields] of bodies) {
      for (const field of fields) {
        for (const value of junk) {
          const base = path === '/loan/org/transition' ? { id: 1, toStatus: 6 } : {};
          const token = path.startsWith('/loan/org/escalation') ? adminA : staffA;
          const answer = await staffPost(h, path, token, { ...base, [field]: value });
          expect(answer.code, `${path} ${field}=${JSON.stringify(value)?.slice(0, 20)}`).not.toBe(-1500);
          expect(typeof answer.msg).toBe('string');
        }
      }
    }
    for (const query of ['id=', 'id=abc', 'id=1e999', 'id=-1', 'id=1&id=2', 'id=%E4']) {
      for (const path of ['/loan/org/detail', '/loan/org/request/claim']) {
        const answer = await staffPost(h, `${path}?${query}`, staffA);
        expect(answer.code, `${path}?${query}`).not.toBe(-1500);
        expect(answer.code).not.toBe(0);
      }
    }
    for (const query of ['days=', 'days=abc', 'days=9999', 'days=1.5', 'days=1&days=2']) {
      expect((await staffGet(h, `/loan/org/sla?${query}`, staffA)).code, query).not.toBe(-1500);
    }
    const notObject = await staffPost(h, '/loan/org/transition', staffA, [1, 2]);
    expect(notObject.code).toBe(-1000);
  });
});

describe('lists and response times', () => {
  it('answers median, p90 and the share within target per institution from the events', async () => {
    const start = h.clock.now().getTime();
    const quick = await applyOk(h, company, productId);
    h.clock.advance(3_600_000);
    await staffPost(h, `/loan/org/detail?id=${quick}`, staffA);
    const sla = await staffGet<{
      targets: { viewWorkingDays: number; decideWorkingDays: number };
      institutions: Array<{
        orgId: number;
        applications: number;
        view: { reached: number; medianHours: number; p90Hours: number; shareWithinTarget: number | null };
        decide: { due: number };
      }>;
    }>(h, '/loan/org/sla', adminA);
    expect(sla.code, sla.msg).toBe(0);
    expect(sla.data.targets).toEqual({ viewWorkingDays: 1, decideWorkingDays: 3 });
    expect(sla.data.institutions).toHaveLength(1);
    const own = sla.data.institutions[0];
    expect(own?.orgId).toBe(orgA);
    expect(own?.view.reached).toBeGreaterThan(0);
    expect(own?.view.medianHours).toBeGreaterThanOrEqual(0);
    expect(own?.view.p90Hours).toBeGreaterThanOrEqual(own?.view.medianHours ?? 0);
    expect(own?.view.shareWithinTarget).toBeGreaterThan(0);
    expect(own?.view.shareWithinTarget).toBeLessThanOrEqual(1);
    expect(h.clock.now().getTime() - start).toBe(3_600_000);
  });
  it('filters by status and by waiting past the target (1 working day to view, 3 to decide)', async () => {
    const id = await applyOk(h, company, productId);
    const ids = async (body: Record<string, unknown>) => {
      const answer = await staffPost<{ records: Array<{ id: number }> }>(h, '/loan/org/list', staffA, {
        pageSize: 50,
        ...body,
      });
      expect(answer.code, answer.msg).toBe(0);
      return answer.data.records.map((record) => record.id);
    };
    expect(await ids({ loanStatus: 1 })).toContain(id);
    expect(await ids({ loanStatus: '4,6' })).not.toContain(id);
    expect(await ids({ overdue: true })).not.toContain(id);
    expect(await ids({ overdue: false })).toContain(id);
    // The test clock stands on a Monday: 2 days later it has waited more than a working day (sessions end meanwhile).
    h.clock.advance(2 * 86_400_000);
    staffA = await staffLoginAt(h, orgA, 'org_staff');
    adminA = await staffLoginAt(h, orgA, 'org_admin');
    expect(await ids({ overdue: true })).toContain(id);
    expect(await ids({ overdue: 'true' })).toContain(id);
    expect(await ids({ overdue: false })).not.toContain(id);
    const page = await staffPost<{ records: unknown[]; total: number; pageNum: number; pageSize: number }>(
      h,
      '/loan/org/list',
      staffA,
      { pageNum: 1, pageSize: 2 },
    );
    expect(page.data.records).toHaveLength(2);
    expect(page.data).toMatchObject({ pageNum: 1, pageSize: 2 });
    expect(page.data.total).toBeGreaterThan(2);
  });
});
