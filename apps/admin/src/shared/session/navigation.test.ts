import { describe, expect, it } from 'vitest';
import { homePathFor, mayOpen, navigationFor } from './navigation';

describe('admin navigation per role', () => {
  it('shows the government viewer the dashboard first, then response times', () => {
    expect(navigationFor('gov_viewer').map((item) => item.label)).toEqual(['数据看板', '响应时效']);
    expect(homePathFor('gov_viewer')).toBe('/dashboard');
    // The government reviewer (issue 22) reads what the viewer reads, and reviews subsidy claims (贴息审核).
    expect(navigationFor('gov_reviewer').map((item) => item.label)).toEqual(['数据看板', '贴息审核', '响应时效']);
    expect(mayOpen('gov_reviewer', '/subsidy/3')).toBe(true);
    for (const role of ['gov_viewer', 'operator', 'org_admin']) expect(mayOpen(role, '/subsidy')).toBe(false);
    expect(mayOpen('gov_viewer', '/applications')).toBe(false);
    expect(mayOpen('gov_viewer', '/applications/5')).toBe(false);
  });

  it('gives institution staff the queue, open needs and response times; administrators also escalations', () => {
    expect(navigationFor('org_staff').map((item) => item.label)).toEqual(['申请队列', '待认领需求', '响应时效']);
    expect(navigationFor('org_admin').map((item) => item.label)).toEqual([
      '申请队列',
      '待认领需求',
      '超时预警',
      '响应时效',
      '产品管理',
      '预授信',
    ]);
    expect(mayOpen('org_staff', '/escalations')).toBe(false);
    for (const path of ['/products', '/pre-credit']) {
      expect(mayOpen('org_admin', path)).toBe(true);
      for (const role of ['org_staff', 'operator', 'gov_viewer']) expect(mayOpen(role, path)).toBe(false);
    }
    for (const role of ['org_staff', 'org_admin']) expect(mayOpen(role, '/applications/12')).toBe(true);
  });

  it('gives the operator every queue and the audit log but no claiming', () => {
    expect(navigationFor('operator').map((item) => item.label)).toEqual([
      '申请队列',
      '超时预警',
      '响应时效',
      '数据看板',
      '操作日志',
    ]);
    for (const role of ['org_staff', 'org_admin', 'gov_viewer']) expect(mayOpen(role, '/audit')).toBe(false);
    expect(mayOpen('operator', '/needs')).toBe(false);
    expect(mayOpen('operator', '/dashboard')).toBe(true);
    for (const role of ['org_staff', 'org_admin']) expect(mayOpen(role, '/dashboard')).toBe(false);
  });

  it('opens nothing for an unknown role', () => {
    expect(navigationFor('enterprise')).toEqual([]);
    expect(homePathFor('enterprise')).toBe('/login');
    expect(mayOpen('enterprise', '/applicationsX')).toBe(false);
  });
});
