import { describe, expect, it } from 'vitest';
import { ProvincialLoginError, ProvincialNotConfiguredError } from './provincial-errors.ts';
import {
  buildIdentifyUrl,
  meetsRequiredLevel,
  PROVINCIAL_LEVEL_TOO_LOW_MESSAGE,
  parseLevel,
} from './provincial-identity.ts';
import { UnconfiguredProvincialIdentity } from './unconfigured-provincial-identity.ts';

describe('the provincial level', () => {
  it('is read as providers spell it', () => {
    expect(parseLevel(2)).toBe(2);
    expect(parseLevel('3')).toBe(3);
    expect(parseLevel('L2')).toBe(2);
    expect(parseLevel(' l1 ')).toBe(1);
  });

  it('is 0 when absent or unreadable, which is below every requirement', () => {
    for (const value of [undefined, null, '', 'high', 2.5, -2, 'L', 'L2a', {}, [2], true]) {
      expect(parseLevel(value)).toBe(0);
    }
  });

  it('must be L2 or higher', () => {
    expect(meetsRequiredLevel({ level: 0 })).toBe(false);
    expect(meetsRequiredLevel({ level: 1 })).toBe(false);
    expect(meetsRequiredLevel({ level: 2 })).toBe(true);
    expect(meetsRequiredLevel({ level: 3 })).toBe(true);
    expect(PROVINCIAL_LEVEL_TOO_LOW_MESSAGE).toBe('请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作');
  });
});

describe('the identify address', () => {
  it('adds the return address as the redirect parameter', () => {
    expect(buildIdentifyUrl('http://127.0.0.1:8090/identify', 'http://localhost:8080/#/verified?a=1&b=2')).toBe(
      'http://127.0.0.1:8090/identify?redirect=http%3A%2F%2Flocalhost%3A8080%2F%23%2Fverified%3Fa%3D1%26b%3D2',
    );
    expect(buildIdentifyUrl('https://id.gd.example.cn/rz?from=sme', 'https://sme.example.cn/')).toBe(
      'https://id.gd.example.cn/rz?from=sme&redirect=https%3A%2F%2Fsme.example.cn%2F',
    );
  });

  it('fills a {redirect} placeholder for a provider whose parameter has another name', () => {
    expect(buildIdentifyUrl('https://id.gd.example.cn/rz?service={redirect}', 'https://sme.example.cn/')).toBe(
      'https://id.gd.example.cn/rz?service=https%3A%2F%2Fsme.example.cn%2F',
    );
  });
});

describe('errors', () => {
  it('carry safe Chinese messages and keep the cause for the log', () => {
    const cause = new Error('unexpected "state" response parameter value');
    const error = new ProvincialLoginError('rejected', { cause });
    expect(error.message).toBe('统一身份认证登录已失效，请重新登录');
    expect(error.detail).toBe('rejected (Error: unexpected "state" response parameter value)');
    expect(new ProvincialLoginError('unavailable').detail).toBe('unavailable');
  });

  it('are all the not-configured implementation does', async () => {
    const identity = new UnconfiguredProvincialIdentity();
    expect(identity.configured).toBe(false);
    expect(() => identity.clientId).toThrow(ProvincialNotConfiguredError);
    expect(() => identity.identifyUrl()).toThrow('统一身份认证服务未配置，请联系平台运营方');
    await expect(identity.begin()).rejects.toBeInstanceOf(ProvincialNotConfiguredError);
    await expect(identity.finish()).rejects.toBeInstanceOf(ProvincialNotConfiguredError);
    await expect(identity.logoutUrl()).rejects.toBeInstanceOf(ProvincialNotConfiguredError);
  });
});
