import { describe, expect, it } from 'vitest';
import { accountSection } from '#features/auth/account/account-sections.ts';
import { PERSONAL_CENTRE_SECTIONS } from './personal-centre-sections';

describe('personal-centre sections', () => {
  it('lists the sections by type in menu order, each from the feature that provides it', () => {
    expect(PERSONAL_CENTRE_SECTIONS.map(({ type, label, provider }) => [type, label, provider])).toEqual([
      ['1', '账户信息', 'auth'],
      ['2', '我的融资申请', 'financing'],
      ['3', '我的融资需求', 'financing'],
      ['5', '数据授权记录', 'authorisation'],
      ['6', '消息中心', 'messages'],
      ['7', '修改密码', 'auth'],
      ['8', '更换手机号', 'auth'],
      ['9', '企业食堂', 'auth'],
      ['10', '可申报政策', 'policy-match'],
      ['11', '贴息申请', 'subsidy'],
    ]);
  });

  it('finds a section by the route type; types not offered or malformed answer null', () => {
    expect(accountSection(PERSONAL_CENTRE_SECTIONS, '2')?.label).toBe('我的融资申请');
    expect(accountSection(PERSONAL_CENTRE_SECTIONS, '5')?.label).toBe('数据授权记录');
    expect(accountSection(PERSONAL_CENTRE_SECTIONS, '6')?.label).toBe('消息中心');
    expect(accountSection(PERSONAL_CENTRE_SECTIONS, '8')?.label).toBe('更换手机号');
    for (const type of [undefined, '', '4', '06', 'x'])
      expect(accountSection(PERSONAL_CENTRE_SECTIONS, type)).toBeNull();
  });
});
