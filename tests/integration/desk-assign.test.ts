import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsPlatform, type Browser, data } from './support/accounts-platform.ts';
import { applyForProduct } from './support/apply-for-product.ts';
import { SMART_MAKING } from './support/demo-owner.ts';
import { startDeskPlatform } from './support/desk-platform.ts';
import { type StaffBrowser, staffData, staffFailure } from './support/staff-platform.ts';

/** The decision desk, slice assign (issue 20), through graph and gateway: claim, reassign, notes, the queue's search. */

const SEARCH = `query($filter: OrgQueueSearchInput, $page: PageInput) { orgQueueSearch(filter: $filter, page: $page) {
  total totalIsCapped records { id application { id entName manager { id name } } } } }`;
const CLAIM = 'mutation($id: ID!) { claimApplication(id: $id) { applicationId managerId managerName managerMobile } }';
const REASSIGN = `mutation($id: ID!, $managerId: ID!) { reassignApplication(id: $id, managerId: $managerId) {
  applicationId managerId managerName } }`;
const PEOPLE = 'query { orgAssignees { id name mobile role } }';
const NOTES =
  'query($id: ID!) { orgApplicationNotes(applicationId: $id) { id applicationId body authorName createTime } }';
const ADD_NOTE = `mutation($id: ID!, $body: String!) { addApplicationNote(applicationId: $id, body: $body) {
  id body authorName createTime } }`;
const ENTERPRISE_ONE = 'query($id: ID!) { loanApplication(id: $id) { id manager { name mobile } } }';

interface SearchAnswer {
  orgQueueSearch: {
    total: number;
    totalIsCapped: boolean;
    records: Array<{ id: string; application: { entName: string; manager: { id: string; name: string } | null } }>;
  };
}

let platform: AccountsPlatform;
let owner: Browser;
let productId: number;
let staff: Record<string, StaffBrowser> = {};
const as = (who: string) => staff[who] as StaffBrowser;

async function apply(): Promise<string> {
  return applyForProduct(platform, owner, productId, { applyAmount: 200 });
}

beforeAll(async () => {
  ({ platform, owner, productId, staff } = await startDeskPlatform(['org01-staff', 'org01-admin', 'org02-staff']));
});
afterAll(() => platform?.close());

describe('who handles an application', () => {
  it('is claimed by staff, reassigned by the administrator, and shown to the enterprise as its manager', async () => {
    const id = await apply();
    const claimed = await staffData<{ claimApplication: { managerId: string; managerName: string } }>(
      platform,
      as('org01-staff'),
      CLAIM,
      { id },
    );
    expect(claimed.claimApplication.managerName).toBe('业务示范01');
    const again = await staffFailure(platform, as('org01-admin'), CLAIM, { id });
    expect(again.error).toMatchObject({ extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8072 } });
    expect(again.error?.message).toBe('该申请已由业务示范01负责，请刷新后查看');
    const refused = await staffFailure(platform, as('org01-staff'), REASSIGN, { id, managerId: '1' });
    expect(refused.error).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const people = await staffData<{ orgAssignees: Array<{ id: string; name: string; role: string }> }>(
      platform,
      as('org01-admin'),
      PEOPLE,
    );
    const manager = people.orgAssignees.find((person) => person.role === 'manager') as { id: string; name: string };
    const moved = await staffData<{ reassignApplication: { managerId: string; managerName: string } }>(
      platform,
      as('org01-admin'),
      REASSIGN,
      { id, managerId: manager.id },
    );
    expect(moved.reassignApplication).toMatchObject({ managerId: manager.id, managerName: manager.name });
    const seen = await data<{ loanApplication: { manager: { name: string } | null } }>(
      platform.app,
      owner,
      ENTERPRISE_ONE,
      { id },
    );
    expect(seen.loanApplication.manager?.name).toBe(manager.name);
    const foreign = await staffFailure(platform, as('org02-staff'), CLAIM, { id });
    expect(foreign.error).toMatchObject({ message: '申请不存在或无权查看', extensions: { gatewayCode: -8001 } });
  });
});

describe('internal notes', () => {
  it('keeps the institution’s notes newest first; another institution and the enterprise never see them', async () => {
    const id = await apply();
    await staffData(platform, as('org01-staff'), ADD_NOTE, { id, body: '企业流水待核实' });
    await staffData(platform, as('org01-admin'), ADD_NOTE, { id, body: '可以受理' });
    const notes = await staffData<{ orgApplicationNotes: Array<{ body: string; authorName: string }> }>(
      platform,
      as('org01-staff'),
      NOTES,
      { id },
    );
    expect(notes.orgApplicationNotes.map((note) => [note.body, note.authorName])).toEqual([
      ['可以受理', '管理示范01'],
      ['企业流水待核实', '业务示范01'],
    ]);
    const foreign = await staffFailure(platform, as('org02-staff'), NOTES, { id });
    expect(foreign.error).toMatchObject({ message: '申请不存在或无权查看', extensions: { gatewayCode: -8001 } });
    const blank = await staffFailure(platform, as('org01-staff'), ADD_NOTE, { id, body: '  ' });
    expect(blank.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: '备注内容不能为空' });
    // The enterprise's application type has no notes field at all.
    const enterprise = await data<Record<string, unknown>>(platform.app, owner, ENTERPRISE_ONE, { id });
    expect(JSON.stringify(enterprise)).not.toContain('企业流水待核实');
  });
});

describe('the queue search', () => {
  it('finds by two characters of the company name and by id, and filters 未分配', async () => {
    const id = await apply();
    const byName = await staffData<SearchAnswer>(platform, as('org01-staff'), SEARCH, {
      filter: { keyword: '智造', assignment: 'unassigned' },
      page: { pageSize: 50 },
    });
    expect(byName.orgQueueSearch.records.map((record) => record.id)).toContain(id);
    expect(byName.orgQueueSearch.totalIsCapped).toBe(false);
    expect(byName.orgQueueSearch.records.every((record) => record.application.entName === SMART_MAKING)).toBe(true);
    expect(byName.orgQueueSearch.records.every((record) => record.application.manager === null)).toBe(true);
    const byId = await staffData<SearchAnswer>(platform, as('org01-staff'), SEARCH, { filter: { keyword: id } });
    expect(byId.orgQueueSearch.records.map((record) => record.id)).toEqual([id]);
    const short = await staffFailure(platform, as('org01-staff'), SEARCH, { filter: { keyword: '智' } });
    expect(short.error).toMatchObject({ message: '按企业名称搜索请至少输入2个字' });
    const foreign = await staffData<SearchAnswer>(platform, as('org02-staff'), SEARCH, { filter: { keyword: id } });
    expect(foreign.orgQueueSearch.total).toBe(0);
  });
});
