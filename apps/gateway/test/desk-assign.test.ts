import { GatewayCode } from '@sme/contract/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../../../tests/support/beijing-day.ts';
import { accountsForFile } from './accounts-support.ts';
import {
  applyOk,
  type Company,
  call,
  certifiedCompany,
  productOfOneInstitutionAndAnother,
} from './applications-support.ts';
import { deskLogins, type Envelope, staffLogin, staffPost, usernameOf } from './staff-support.ts';

/** The decision desk, slice assign (issue 20): claim, reassign, internal notes, the queue's search and filters. */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let company: Company;
let orgA: number;
let productA: number;
let staffA: string;
let adminA: string;
let staffB: string;
let operator: string;
let gov: string;
const NAME = '穗认领桌面测试科技有限公司';
let uniformCode: string;

interface Assignment {
  id: number;
  managerId: number;
  managerName: string;
  managerMobile: string;
}
interface QueuePage {
  total: number;
  records: { id: number; managerId: number | null; entName: string | null; overdue: boolean }[];
}

async function orgUserOf(username: string) {
  return h.database.db
    .selectFrom('staff_account as s')
    .innerJoin('org_user as u', 'u.id', 's.org_user_id')
    .select(['u.id', 'u.name', 'u.mobile'])
    .where('s.username', '=', username)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  company = await certifiedCompany(h);
  const row = await h.database.db
    .updateTable('company')
    .set({ company_name: NAME })
    .where('id', '=', company.companyId)
    .returning('uniform_code')
    .executeTakeFirstOrThrow();
  uniformCode = row.uniform_code;
  const product = await productOfOneInstitutionAndAnother(h);
  ({ productId: productA, orgId: orgA } = product);
  ({ staffA, adminA, staffB, operator } = await deskLogins(h, orgA, product.otherOrgId));
  gov = await staffLogin(h, 'gov');
});

const claim = (token: string, id: number) => staffPost<Assignment>(h, `/loan/org/assign/claim?id=${id}`, token);
const reassign = (token: string, id: number, managerId: number) =>
  staffPost<Assignment>(h, '/loan/org/assign/reassign', token, { id, managerId });
const search = (token: string, body: Record<string, unknown>) =>
  staffPost<QueuePage>(h, '/loan/org/queue/search', token, body);

describe('claim and reassign', () => {
  it('of two claims at once exactly one wins; the other hears who has it', async () => {
    const id = await applyOk(h, company, productA);
    const me = await orgUserOf(await usernameOf(h, orgA, 'org_staff'));
    const answers = await Promise.all([claim(staffA, id), claim(adminA, id)]);
    const won = answers.filter((answer) => answer.code === 0);
    const lost = answers.filter((answer) => answer.code !== 0);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.code).toBe(GatewayCode.APPLICATION_ALREADY_CLAIMED);
    expect(lost[0]?.msg).toMatch(/^该申请已由.+负责，请刷新后查看$/);
    const winner = won[0] as Envelope<Assignment>;
    expect(winner.data.id).toBe(id);
    if (winner.data.managerId === me.id) expect(winner.data.managerName).toBe(me.name);
  });

  it('keeps the claimed handler when the application is opened (viewed), and the enterprise sees its name and mobile', async () => {
    const id = await applyOk(h, company, productA);
    const me = await orgUserOf(await usernameOf(h, orgA, 'org_staff'));
    expect((await claim(staffA, id)).data).toEqual({
      id,
      managerId: me.id,
      managerName: me.name,
      managerMobile: me.mobile,
    });
    expect((await staffPost(h, `/loan/org/detail?id=${id}`, staffA)).code).toBe(0);
    const mine = await call<{ loanStatus: number; orgUserName: string; orgUserMobile: string }>(
      h.app,
      `/loan/pc/myDetail?id=${id}`,
      company.token,
    );
    expect(mine.data).toMatchObject({ loanStatus: 11, orgUserName: me.name });
    expect(mine.data.orgUserMobile).toContain(me.mobile.slice(-4));
  });

  it('lets only the administrator reassign, to one of its own institution’s people', async () => {
    const id = await applyOk(h, company, productA);
    await claim(staffA, id);
    const people = await staffPost<{ id: number; role: string }[]>(h, '/loan/org/assign/people', adminA);
    const manager = people.data.find((person) => person.role === 'manager') as { id: number };
    expect((await reassign(staffA, id, manager.id)).code).toBe(-8050);
    const moved = await reassign(adminA, id, manager.id);
    expect(moved.code, moved.msg).toBe(0);
    expect(moved.data.managerId).toBe(manager.id);
    const foreign = await orgUserOf(await usernameOf(h, (await otherOrg()) as number, 'org_staff'));
    expect(await reassign(adminA, id, foreign.id)).toMatchObject({ code: -1000, msg: '客户经理不存在或不属于本机构' });
  });

  it('answers another institution exactly as an unknown id', async () => {
    const id = await applyOk(h, company, productA);
    const unknown = await claim(staffB, 2_000_000_000);
    expect(unknown.code).toBe(-8001);
    expect(await claim(staffB, id)).toEqual(unknown);
    expect(await staffPost(h, `/loan/org/note/list?id=${id}`, staffB)).toEqual(
      await staffPost(h, '/loan/org/note/list?id=2000000000', staffB),
    );
    const note = await staffPost(h, '/loan/org/note/add', staffB, { id, body: '看看' });
    expect(note).toEqual(await staffPost(h, '/loan/org/note/add', staffB, { id: 2_000_000_000, body: '看看' }));
  });

  it('refuses the operator and the government viewer', async () => {
    const id = await applyOk(h, company, productA);
    for (const token of [operator, gov]) {
      expect((await claim(token, id)).code).toBe(-8050);
      expect((await staffPost(h, `/loan/org/note/list?id=${id}`, token)).code).toBe(-8050);
    }
    expect((await search(gov, {})).code).toBe(-8050);
  });
});

async function otherOrg() {
  const row = await h.database.db
    .selectFrom('org_user')
    .select('org_id')
    .where('org_id', '!=', orgA)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.org_id;
}

describe('internal notes', () => {
  it('keeps notes with author and time, newest first, for the institution only, never for the enterprise', async () => {
    const id = await applyOk(h, company, productA);
    const first = await staffPost<{ id: number; body: string; authorName: string; createTime: string }>(
      h,
      '/loan/org/note/add',
      staffA,
      { id, body: '  已电话联系，补充流水  ' },
    );
    expect(first.code, first.msg).toBe(0);
    expect(first.data.body).toBe('已电话联系，补充流水');
    h.clock.advance(60_000);
    await staffPost(h, '/loan/org/note/add', adminA, { id, body: '同意受理' });
    const notes = await staffPost<{ body: string; authorName: string }[]>(h, `/loan/org/note/list?id=${id}`, staffA);
    expect(notes.data.map((note) => note.body)).toEqual(['同意受理', '已电话联系，补充流水']);
    expect(notes.data[0]?.authorName).toMatch(/^管理示范/);
    const enterprise = JSON.stringify([
      await call(h.app, `/loan/pc/myDetail?id=${id}`, company.token),
      await call(h.app, '/loan/pc/myList', company.token, {}),
    ]);
    expect(enterprise).not.toContain('已电话联系');
    expect(enterprise).not.toContain('同意受理');
    // The enterprise's session is not a staff session: the notes' call refuses it.
    expect((await call(h.app, `/loan/org/note/list?id=${id}`, company.token)).code).toBe(-1403);
  });

  it('refuses an empty note and one over 500 characters', async () => {
    const id = await applyOk(h, company, productA);
    expect(await staffPost(h, '/loan/org/note/add', staffA, { id, body: '   ' })).toMatchObject({
      code: -1000,
      msg: '备注内容不能为空',
    });
    expect(await staffPost(h, '/loan/org/note/add', staffA, { id, body: '字'.repeat(501) })).toMatchObject({
      code: -1000,
      msg: '备注内容不能超过500个字符',
    });
  });
});

describe('the queue search', () => {
  it('finds by id, by two characters of the company name and by credit code; refuses one character', async () => {
    const id = await applyOk(h, company, productA);
    const byId = await search(staffA, { keyword: String(id) });
    expect(byId.data.records.map((r) => r.id)).toEqual([id]);
    const byName = await search(staffA, { keyword: '认领', pageSize: 50 });
    expect(byName.data.records.every((r) => r.entName === NAME)).toBe(true);
    expect(byName.data.records.map((r) => r.id)).toContain(id);
    const byCode = await search(staffA, { keyword: uniformCode.toLowerCase(), pageSize: 50 });
    expect(byCode.data.total).toBe(byName.data.total);
    expect(await search(staffA, { keyword: '认' })).toMatchObject({
      code: -1000,
      msg: '按企业名称搜索请至少输入2个字',
    });
    expect((await search(staffA, { keyword: '不存在的名字' })).data.total).toBe(0);
    expect((await search(staffB, { keyword: '认领' })).data.total).toBe(0);
  });

  it('filters 我的 / 未分配 / by manager, product, status and submission days, and sorts by overdue-ness', async () => {
    const mineId = await applyOk(h, company, productA);
    const freeId = await applyOk(h, company, productA);
    await claim(staffA, mineId);
    const me = await orgUserOf(await usernameOf(h, orgA, 'org_staff'));
    const ids = async (body: Record<string, unknown>) =>
      (await search(staffA, { keyword: NAME, pageSize: 50, ...body })).data.records.map((r) => r.id);
    expect(await ids({ assignment: 'mine' })).toContain(mineId);
    expect(await ids({ assignment: 'mine' })).not.toContain(freeId);
    expect(await ids({ assignment: 'unassigned' })).toContain(freeId);
    expect(await ids({ assignment: 'unassigned' })).not.toContain(mineId);
    expect(await ids({ managerId: me.id })).toEqual(await ids({ assignment: 'mine' }));
    expect(await ids({ productId: productA })).toContain(freeId);
    expect(await ids({ productId: 2_000_000 })).toEqual([]);
    expect(await ids({ loanStatus: [1] })).toContain(freeId);
    const today = beijingDay(h.clock.now());
    expect(await ids({ startDate: today, endDate: today })).toContain(freeId);
    expect(await ids({ endDate: '2000-01-01' })).toEqual([]);
    const submitted = await ids({});
    expect(submitted[0]).toBe(freeId);
    const overdueFirst = await search(staffA, { keyword: NAME, pageSize: 50, sort: 'overdue' });
    expect(overdueFirst.data.records.map((r) => r.id).sort()).toEqual([...submitted].sort());
    expect(await search(staffA, { startDate: '2026-03-02', endDate: '2026-03-01' })).toMatchObject({
      code: -1000,
      msg: '开始日期不能晚于结束日期',
    });
  });

  it('lets the operator search every institution', async () => {
    const answer = await search(operator, { keyword: NAME, pageSize: 50 });
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBeGreaterThan(0);
  });
});
