import { describe, expect, it } from 'vitest';
import { allowedActions } from './allowed-actions';

const labels = (role: string, status: number, source = 1) =>
  allowedActions(role, status, source).map((action) => `${action.label}→${action.toStatus}`);

describe('allowed actions per status', () => {
  it('offers institution staff the status machine moves', () => {
    for (const role of ['org_staff', 'org_admin']) {
      expect(labels(role, 11)).toEqual(['受理→4', '不受理→5']);
      expect(labels(role, 4)).toEqual(['授信→6', '拒绝授信→7']);
      expect(labels(role, 6)).toEqual(['放款→8', '放款失败→9']);
    }
  });

  it('offers only the ending moves when the institution keeps a summary only (no authorisation in force)', () => {
    const ends = (status: number) =>
      allowedActions('org_staff', status, 1, true).map((action) => `${action.label}→${action.toStatus}`);
    expect(ends(11)).toEqual(['不受理→5']);
    expect(ends(4)).toEqual(['拒绝授信→7']);
    expect(ends(6)).toEqual(['放款失败→9']);
  });

  it('offers nothing in final or not yet viewed statuses', () => {
    for (const status of [1, 2, 3, 5, 7, 8, 9, 10]) expect(labels('org_staff', status)).toEqual([]);
  });

  it('lets the operator review only submitted needs', () => {
    expect(labels('operator', 1, 2)).toEqual(['审核通过→2', '审核不通过→3']);
    expect(labels('operator', 1, 1)).toEqual([]);
    expect(labels('operator', 11, 1)).toEqual([]);
  });

  it('offers the government viewer nothing', () => {
    expect(labels('gov_viewer', 11)).toEqual([]);
  });
});

// Issue 20, slice desk-rest.
describe('who may make each move', () => {
  it('names both institution roles for every institution move and the operator alone for the review', () => {
    for (const status of [11, 4, 6]) {
      for (const action of allowedActions('org_staff', status, 1)) {
        expect(action.roles, action.label).toEqual(['机构业务人员', '机构管理员']);
      }
    }
    for (const action of allowedActions('operator', 1, 2)) expect(action.roles, action.label).toEqual(['平台运营']);
  });
});
