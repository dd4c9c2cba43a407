import { describe, expect, it } from 'vitest';
import { appIdArg, channelCodeArg, oauthCallbackArgs } from './outside-login-arguments.ts';

describe('outside-login arguments', () => {
  it('takes codes and states of printable ASCII up to 512 characters', () => {
    expect(oauthCallbackArgs({ code: 'abc-_.~', state: 'x'.repeat(512) })).toEqual({
      code: 'abc-_.~',
      state: 'x'.repeat(512),
    });
    expect(() => oauthCallbackArgs({ code: '', state: 's' })).toThrow('授权码格式不正确');
    expect(() => oauthCallbackArgs({ code: 'a b', state: 's' })).toThrow('授权码格式不正确');
    expect(() => oauthCallbackArgs({ code: 'c', state: 'x'.repeat(513) })).toThrow('缺少 state 参数');
    expect(() => oauthCallbackArgs({ code: 'c', state: '状态' })).toThrow('缺少 state 参数');
  });

  it('checks app ids and channel codes', () => {
    expect(appIdArg('wx0123456789abcdef')).toBe('wx0123456789abcdef');
    expect(() => appIdArg('wx/../x')).toThrow('微信应用编号不正确');
    expect(channelCodeArg('  GD-H5 ')).toBe('GD-H5');
    expect(channelCodeArg('')).toBeUndefined();
    expect(() => channelCodeArg('x'.repeat(65))).toThrow('渠道编码不能超过64个字符');
  });
});
