import { isUniformCode } from '@sme/contract/uniform-code';
import { describe, expect, it } from 'vitest';
import { checkCsv, checkGrant, EMPTY_GRANT, type GrantValues } from './grant-form';

// A right code (check character computed by GB 32100) and the same with a wrong last character.
const CODE = '91440101MA59AB1234';
const RIGHT = (() => {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const first17 = CODE.slice(0, 17);
  const sum = [...first17].reduce((total, char, i) => total + alphabet.indexOf(char) * (weights[i] as number), 0);
  return `${first17}${alphabet[(31 - (sum % 31)) % 31]}`;
})();
const WRONG = `${RIGHT.slice(0, 17)}${RIGHT[17] === '0' ? '1' : '0'}`;
const TODAY = '2026-03-02';

const good: GrantValues = {
  ...EMPTY_GRANT,
  uniformCode: RIGHT.toLowerCase(),
  amount: '200.5',
  validUntil: '2026-12-31',
};

describe('预授信 grant form checks', () => {
  it('knows the GB 32100 check character', () => {
    expect(isUniformCode(RIGHT)).toBe(true);
    expect(isUniformCode(WRONG)).toBe(false);
    expect(isUniformCode('91440101MA59AB123')).toBe(false);
    expect(isUniformCode('91440101MA59AB123I')).toBe(false);
  });

  it('turns right values into the input (code in capitals, start day only when typed)', () => {
    expect(checkGrant(good, TODAY)).toEqual({
      ok: true,
      input: { uniformCode: RIGHT, amount: 200.5, validUntil: '2026-12-31' },
    });
    const withFrom = checkGrant({ ...good, validFrom: '2026-04-01', remark: ' 首批 ' }, TODAY);
    expect(withFrom.ok && withFrom.input).toMatchObject({ validFrom: '2026-04-01', remark: '首批' });
  });

  it.each([
    [{ uniformCode: '' }, 'uniformCode', '请填写统一社会信用代码'],
    [{ uniformCode: WRONG }, 'uniformCode', '统一社会信用代码格式或校验位不正确'],
    [{ amount: '' }, 'amount', '请填写预授信额度（万元）'],
    [{ amount: '0' }, 'amount', '预授信额度须为大于0且不超过10000的数字（万元，最多2位小数）'],
    [{ amount: '10000.01' }, 'amount', '预授信额度须为大于0且不超过10000的数字（万元，最多2位小数）'],
    [{ amount: '1.234' }, 'amount', '预授信额度须为大于0且不超过10000的数字（万元，最多2位小数）'],
    [{ validUntil: '' }, 'validUntil', '请填写到期日期'],
    [{ validUntil: '2026-02-30' }, 'validUntil', '到期日期须为有效日期（YYYY-MM-DD）'],
    [{ validFrom: '2026-06-01', validUntil: '2026-05-01' }, 'validUntil', '到期日期不能早于生效日期'],
    [{ validFrom: '2025-01-01', validUntil: '2026-01-01' }, 'validUntil', '到期日期不能早于今天'],
    [{ validUntil: '2030-03-03' }, 'validUntil', '有效期不能超过3年'],
    [{ remark: '备'.repeat(201) }, 'remark', '备注不能超过200个字符'],
  ])('refuses %o at %s', (change, field, message) => {
    const checked = checkGrant({ ...good, ...change }, TODAY);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field as keyof GrantValues]).toBe(message);
  });

  it('says when the CSV is empty or too long', () => {
    expect(checkCsv(' \n ')).toBe('导入内容为空，请粘贴或上传 CSV');
    expect(checkCsv('x'.repeat(100_001))).toBe('导入内容不能超过100000个字符');
    expect(checkCsv(`${RIGHT},10,,2026-12-31`)).toBeNull();
  });
});
