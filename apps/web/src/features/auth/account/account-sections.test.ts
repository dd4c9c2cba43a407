import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS, accountSection } from './account-sections';

describe('accountSection', () => {
  it('knows account info (1), password change (7), phone change (8) and the canteen (9)', () => {
    expect(accountSection('1')).toBe('1');
    expect(accountSection('7')).toBe('7');
    expect(accountSection('8')).toBe('8');
    expect(accountSection('9')).toBe('9');
    expect(ACCOUNT_SECTIONS.map((section) => section.label)).toEqual([
      '账户信息',
      '修改密码',
      '更换手机号',
      '企业食堂',
    ]);
  });

  it('answers null for types not built yet or malformed', () => {
    for (const type of [undefined, '', '2', '08', 'x']) expect(accountSection(type)).toBeNull();
  });
});
