import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS } from '../catalog-codes.ts';
import { LOAN_STATUSES } from '../loan-status.ts';
import { orgApplicationList, orgApplicationTransition } from './org-queue.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the workbench queue routes take their codes from the contract’s lists', () => {
  it('a transition accepts every status and every cancellation reason, and nothing beside them', () => {
    for (const toStatus of LOAN_STATUSES) {
      for (const failureType of CANCELLATION_REASONS) {
        expect(orgApplicationTransition.input.safeParse({ id: 1, toStatus, failureType }).success).toBe(true);
      }
    }
    // The envelope's message is the first one.
    const first = (input: object) => messages(orgApplicationTransition.input.safeParse(input))[0];
    expect(first({ id: 1, toStatus: 12 })).toBe('目标状态不能大于11');
    expect(first({ id: 1, toStatus: 0 })).toBe('目标状态不能小于1');
    expect(first({ id: 1, toStatus: 5, failureType: 5 })).toBe('失败原因类型不能大于4');
    expect(first({ id: 1, toStatus: 5, failureType: 1.5 })).toBe('失败原因类型必须是整数');
  });

  it('a queue filters by known statuses only, at most as many as there are', () => {
    expect(orgApplicationList.input.safeParse({ loanStatus: '3,11' }).success).toBe(true);
    for (const loanStatus of ['0', '12', '2.5', [...LOAN_STATUSES, 1]]) {
      expect(messages(orgApplicationList.input.safeParse({ loanStatus }))).toContain(
        '状态筛选须为状态码或以逗号分隔的状态码',
      );
    }
  });
});
