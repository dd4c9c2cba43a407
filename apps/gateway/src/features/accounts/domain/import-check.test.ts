import { describe, expect, it } from 'vitest';
import { IMPORT_REGISTRY_MESSAGES, importRefusal } from './import-check.ts';

const registered = {
  uniformCode: '91440101MA5CXD2B7E',
  companyName: '示例农产品贸易（广州）有限公司',
  legalPerson: '林晓燕',
  operating: true,
};

describe('importRefusal: the registry decides whether a line of an import may be imported', () => {
  it('accepts a live company under its registered name (spaces and half-width brackets allowed)', () => {
    expect(importRefusal({ companyName: '示例农产品贸易（广州）有限公司' }, registered)).toBeNull();
    expect(importRefusal({ companyName: '示例农产品贸易 (广州) 有限公司' }, registered)).toBeNull();
  });

  it('refuses an unknown code, another name and a company that is not live', () => {
    expect(importRefusal({ companyName: '任意公司' }, undefined)).toBe(IMPORT_REGISTRY_MESSAGES.notInRegistry);
    expect(importRefusal({ companyName: '示例农产品有限公司' }, registered)).toBe(
      '企业名称与登记信息不一致（登记名称：示例农产品贸易（广州）有限公司）',
    );
    expect(importRefusal({ companyName: registered.companyName }, { ...registered, operating: false })).toBe(
      '该企业已注销或吊销，不能导入',
    );
  });
});
