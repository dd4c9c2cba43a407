import { describe, expect, it } from 'vitest';
import { staffThreadAccess, threadSmsText } from './thread-rules.ts';

const staff = { role: 'org_staff' as const, orgId: 7, orgUserId: 70 };

describe('staffThreadAccess', () => {
  it('answers unknown for another institution’s application and for one without an institution', () => {
    expect(staffThreadAccess(staff, { orgId: 8, managerId: null, managerHasLogin: false })).toBe('unknown');
    expect(staffThreadAccess(staff, { orgId: null, managerId: null, managerHasLogin: false })).toBe('unknown');
  });

  it('lets any staff in until a manager with a login is assigned, then that manager and the administrator', () => {
    expect(staffThreadAccess(staff, { orgId: 7, managerId: null, managerHasLogin: false })).toBe('allowed');
    expect(staffThreadAccess(staff, { orgId: 7, managerId: 71, managerHasLogin: false })).toBe('allowed');
    expect(staffThreadAccess(staff, { orgId: 7, managerId: 71, managerHasLogin: true })).toBe('refused');
    expect(staffThreadAccess(staff, { orgId: 7, managerId: 70, managerHasLogin: true })).toBe('allowed');
    const admin = { ...staff, role: 'org_admin' as const };
    expect(staffThreadAccess(admin, { orgId: 7, managerId: 71, managerHasLogin: true })).toBe('allowed');
  });
});

describe('threadSmsText', () => {
  it('names the application, never the message', () => {
    expect(threadSmsText('enterprise', '助企贷')).toBe(
      '【区域中小企业融资服务平台】金融机构就您的「助企贷」申请发来新留言，请登录平台查看。',
    );
    expect(threadSmsText('institution', null)).toContain('企业就其融资需求发来新留言');
  });
});
