import { describe, expect, it } from 'vitest';
import { actionName, isAudited, targetOf } from './audited-actions.ts';

describe('the audit log keeps', () => {
  it('changes and signing in and out, never reads', () => {
    expect(isAudited('applications.transition')).toBe(true);
    expect(isAudited('session.login')).toBe(true);
    expect(isAudited('applications.read')).toBe(false);
    expect(isAudited('materials.read')).toBe(false);
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
