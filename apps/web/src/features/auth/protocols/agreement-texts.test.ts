import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { agreementFailureText } from './agreement-texts';

const failure = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: '协议不存在', extensions: { code } }] });

describe('agreementFailureText (spec §8)', () => {
  it('says 获取协议内容失败 when the server refused', () => {
    expect(agreementFailureText(failure('BUSINESS_ERROR'))).toBe('获取协议内容失败');
    expect(agreementFailureText(failure('BAD_USER_INPUT'))).toBe('获取协议内容失败');
  });

  it('adds 请稍后再试 for network failures, timeouts and outages', () => {
    expect(agreementFailureText(new TypeError('Failed to fetch'))).toBe('获取协议内容失败，请稍后再试');
    expect(agreementFailureText(failure('GATEWAY_TIMEOUT'))).toBe('获取协议内容失败，请稍后再试');
    expect(agreementFailureText(failure('GATEWAY_UNAVAILABLE'))).toBe('获取协议内容失败，请稍后再试');
  });
});
