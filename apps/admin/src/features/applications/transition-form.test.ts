import { describe, expect, it } from 'vitest';
import type { TransitionAction } from './allowed-actions';
import { checkTransition, EMPTY_TRANSITION } from './transition-form';

const accept: TransitionAction = { toStatus: 4, label: '受理', kind: 'accept', roles: [] };
const credit: TransitionAction = { toStatus: 6, label: '授信', kind: 'credit', roles: [] };
const lend: TransitionAction = { toStatus: 8, label: '放款', kind: 'lend', roles: [] };
const refuse: TransitionAction = { toStatus: 7, label: '拒绝授信', kind: 'failure', roles: [] };
const context = { creditAmount: 100, today: '2026-11-25' };

describe('transition form validation', () => {
  it('asks 受理 for a manager and a remark', () => {
    expect(checkTransition('5', accept, EMPTY_TRANSITION, context)).toEqual({
      ok: false,
      errors: { managerId: '请选择客户经理', remark: '请填写受理备注' },
    });
    expect(checkTransition('5', accept, { ...EMPTY_TRANSITION, managerId: '3', remark: ' 已联系 ' }, context)).toEqual({
      ok: true,
      input: { id: '5', toStatus: 4, managerId: '3', remark: '已联系' },
    });
  });

  it('checks the credit amount and the decision day', () => {
    const bad = checkTransition('5', credit, { ...EMPTY_TRANSITION, amount: '1.234', date: '2026-11-26' }, context);
    expect(bad).toEqual({ ok: false, errors: { amount: '金额须为数字，最多两位小数', date: '日期不能晚于今天' } });
    expect(checkTransition('5', credit, { ...EMPTY_TRANSITION, amount: '0', date: '2026-02-30' }, context)).toEqual({
      ok: false,
      errors: { amount: '金额须大于0', date: '日期不是有效日期' },
    });
    // The gateway's cap (10 亿元) and its wording, before the request goes.
    const tooMuch = checkTransition(
      '5',
      credit,
      { ...EMPTY_TRANSITION, amount: '100000.01', date: '2026-11-25' },
      context,
    );
    expect(tooMuch).toEqual({ ok: false, errors: { amount: '金额不能大于100000' } });
    expect(
      checkTransition('5', credit, { ...EMPTY_TRANSITION, amount: '100000', date: '2026-11-25' }, context).ok,
    ).toBe(true);
    expect(checkTransition('5', credit, { ...EMPTY_TRANSITION, amount: '150.5', date: '2026-11-25' }, context)).toEqual(
      {
        ok: true,
        input: { id: '5', toStatus: 6, amount: 150.5, date: '2026-11-25' },
      },
    );
  });

  it('keeps a loan within the credit', () => {
    expect(checkTransition('5', lend, { ...EMPTY_TRANSITION, amount: '100.01', date: '2026-11-20' }, context)).toEqual({
      ok: false,
      errors: { amount: '放款金额不能大于授信金额' },
    });
    expect(checkTransition('5', lend, { ...EMPTY_TRANSITION, amount: '100', date: '2026-11-20' }, context).ok).toBe(
      true,
    );
  });

  it('asks a failure for its reason type and note', () => {
    expect(checkTransition('5', refuse, { ...EMPTY_TRANSITION, failureType: '9' }, context)).toEqual({
      ok: false,
      errors: { failureType: '请选择失败原因类型', failureReason: '请填写失败说明' },
    });
    expect(
      checkTransition('5', refuse, { ...EMPTY_TRANSITION, failureType: '2', failureReason: '缺报表' }, context),
    ).toEqual({ ok: true, input: { id: '5', toStatus: 7, failureType: 2, failureReason: '缺报表' } });
  });

  it('limits remarks to 500 characters', () => {
    const long = '备'.repeat(501);
    const result = checkTransition(
      '5',
      credit,
      { ...EMPTY_TRANSITION, amount: '1', date: '2026-11-25', remark: long },
      context,
    );
    expect(result).toEqual({ ok: false, errors: { remark: '备注不能超过500个字符' } });
  });
});
