import { describe, expect, it } from 'vitest';
import { checkLegalPerson } from './legal-person-rules';

describe('checkLegalPerson', () => {
  it('accepts a name and a valid ID number', () => {
    expect(checkLegalPerson('林晓燕', '11010519491231002x')).toEqual({});
  });

  it('names each problem with the spec’s wording', () => {
    expect(checkLegalPerson('', '')).toEqual({ name: '请输入法定代表人姓名', idNumber: '请输入身份证号' });
    expect(checkLegalPerson('林<', '110105194912310021')).toEqual({
      name: '法定代表人姓名格式不正确',
      idNumber: '请输入正确身份证号',
    });
    expect(checkLegalPerson('林晓燕', '4401061985031212')).toEqual({ idNumber: '请输入正确身份证号' });
  });
});
