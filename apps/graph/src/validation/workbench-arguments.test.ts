import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#security/password-digest.ts';
import { refusal } from './refusal.test-support.ts';
import { orgListBody, slaDays, staffCodeBody, staffLoginBody, transitionBody } from './workbench-arguments.ts';

const TOKEN = 't'.repeat(43);

describe('workbench arguments', () => {
  it('sends the staff login with a case-folded username and the password’s SHA-256 only', () => {
    expect(staffLoginBody({ username: ' Org01-Staff ', password: 'Staff@2026demo', captchaToken: TOKEN })).toEqual({
      username: 'org01-staff',
      password: passwordDigest('Staff@2026demo'),
      token: TOKEN,
    });
    expect(refusal(() => staffLoginBody({ username: '', password: 'x', captchaToken: TOKEN })).message).toBe(
      '请输入用户名',
    );
    expect(refusal(() => staffLoginBody({ username: 'ab', password: 'x', captchaToken: TOKEN })).message).toBe(
      '用户名格式不正确',
    );
    expect(refusal(() => staffLoginBody({ username: 'abc', password: '', captchaToken: TOKEN })).message).toBe(
      '请输入密码',
    );
    expect(refusal(() => staffLoginBody({ username: 'abc', password: 'x', captchaToken: '' })).message).toBe(
      '请先完成图形验证',
    );
  });

  it('takes a 6-digit code (spaces dropped) and a well-formed ticket', () => {
    expect(staffCodeBody({ ticket: TOKEN, code: '123 456' })).toEqual({ ticket: TOKEN, code: '123456' });
    expect(refusal(() => staffCodeBody({ ticket: TOKEN, code: '' })).message).toBe('请输入动态验证码');
    expect(refusal(() => staffCodeBody({ ticket: TOKEN, code: '12345' })).message).toBe('动态验证码为6位数字');
    expect(refusal(() => staffCodeBody({ ticket: 'x', code: '123456' })).message).toBe(
      '登录已失效，请重新输入用户名和密码',
    );
  });

  it('turns the filter into the list body: comma-joined statuses, overdue, source, institution', () => {
    expect(orgListBody({ statuses: [4, 6, 4], overdue: true, source: 1, orgId: '3' }, { pageNum: 2 })).toEqual({
      pageNum: 2,
      pageSize: 10,
      loanStatus: '4,6',
      overdue: true,
      source: 1,
      orgId: 3,
    });
    expect(orgListBody(null, null)).toEqual({ pageNum: 1, pageSize: 10 });
    expect(orgListBody({ statuses: [], overdue: false }, null)).toEqual({ pageNum: 1, pageSize: 10, overdue: false });
    expect(refusal(() => orgListBody({ statuses: [0] }, null)).argument).toBe('filter.statuses');
    expect(refusal(() => orgListBody({ orgId: 'abc' }, null)).message).toBe('机构ID必须是正整数');
  });

  it('passes a move’s given fields on, trimmed, and refuses malformed ones', () => {
    expect(
      transitionBody({
        id: '57',
        toStatus: 6,
        amount: 100.5,
        date: '2026-03-02',
        remark: ' 授信通过 ',
        failureReason: '  ',
      }),
    ).toEqual({ id: 57, toStatus: 6, amount: 100.5, date: '2026-03-02', remark: '授信通过' });
    expect(transitionBody({ id: '5', toStatus: 5, failureType: 4, failureReason: '其他原因', managerId: '8' })).toEqual(
      {
        id: 5,
        toStatus: 5,
        failureType: 4,
        failureReason: '其他原因',
        managerId: 8,
      },
    );
    expect(refusal(() => transitionBody({ id: '1', toStatus: 0 })).message).toBe('目标状态不能小于1');
    expect(refusal(() => transitionBody({ id: '1', toStatus: 6, date: '2026/03/02' })).message).toBe(
      '日期（date）格式应为 YYYY-MM-DD',
    );
    expect(refusal(() => transitionBody({ id: '1', toStatus: 6, amount: -1 })).message).toBe('金额不能小于0');
  });

  it('takes 1-366 days of response times', () => {
    expect(slaDays(undefined)).toBeUndefined();
    expect(slaDays(90)).toBe(90);
    expect(refusal(() => slaDays(367)).message).toBe('统计天数不能大于366');
  });
});
