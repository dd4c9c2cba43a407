import { describe, expect, it } from 'vitest';
import { actionName, isAudited, targetOf } from './audited-actions.ts';

describe('the audit log keeps', () => {
  it('changes and signing in and out, never reads', () => {
    expect(isAudited('applications.transition', 'POST', '/api/loan/org/transition')).toBe(true);
    expect(isAudited('notes.manage', 'POST', '/api/loan/org/note/add')).toBe(true);
    expect(isAudited('session.login', 'POST', '/api/auth/staff/totp')).toBe(true);
    expect(isAudited('applications.read', 'POST', '/api/loan/org/transition')).toBe(false);
    expect(isAudited('materials.read', 'POST', '/api/loan/org/material/open')).toBe(false);
  });

  it('not the reads guarded by a change’s action, told by their route or method', () => {
    expect(isAudited('notes.manage', 'POST', '/api/loan/org/note/list')).toBe(false);
    expect(isAudited('applications.claim', 'POST', '/api/loan/org/assign/people')).toBe(false);
    expect(isAudited('settings.manage', 'GET', '/api/loan/org/setting/material')).toBe(false);
    expect(isAudited('settings.manage', 'POST', '/api/loan/org/setting/material/update')).toBe(true);
    expect(isAudited('products.manage', 'POST', '/api/loan/org/product/list')).toBe(false);
  });

  it('names actions in Chinese, and an unnamed one by its key', () => {
    expect(actionName('applications.reassign')).toBe('改派申请');
    expect(actionName('something.new')).toBe('something.new');
  });

  it('names the target from query and body fields in a fixed order, never free text', () => {
    expect(targetOf({ id: '12' }, { managerId: 3, remark: '自由文本' })).toBe('id=12, managerId=3');
    expect(targetOf(undefined, { productId: 7 })).toBe('productId=7');
    expect(targetOf({}, { id: '1; DROP TABLE x' })).toBe('');
    expect(targetOf(null, 'text')).toBe('');
  });
});
