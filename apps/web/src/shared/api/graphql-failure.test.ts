import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { endedSession, gatewayCodeOf, serverMessageOr } from './graphql-failure';

const failure = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('gatewayCodeOf', () => {
  it("answers a BUSINESS_ERROR's gateway code", () => {
    expect(
      gatewayCodeOf(failure('该手机号已注册', { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.MOBILE_CONFLICT })),
    ).toBe(GatewayCode.MOBILE_CONFLICT);
  });

  it('answers null for other failures', () => {
    expect(gatewayCodeOf(failure('x', { code: 'UNAUTHENTICATED' }))).toBeNull();
    expect(gatewayCodeOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('serverMessageOr', () => {
  it("answers the server's Chinese message of a refused request or bad argument", () => {
    expect(
      serverMessageOr(
        failure('手机号或密码错误', { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.BAD_CREDENTIALS }),
        '请求失败',
      ),
    ).toBe('手机号或密码错误');
    expect(serverMessageOr(failure('请输入正确的手机号', { code: 'BAD_USER_INPUT' }), '请求失败')).toBe(
      '请输入正确的手机号',
    );
  });

  it('answers the fallback for network failures, timeouts and English messages', () => {
    expect(serverMessageOr(new TypeError('Failed to fetch'), '请求失败，请稍后再试')).toBe('请求失败，请稍后再试');
    expect(serverMessageOr(failure('网关超时', { code: 'GATEWAY_TIMEOUT' }), '请求失败')).toBe('请求失败');
    expect(serverMessageOr(failure('Bad request', { code: 'BUSINESS_ERROR' }), '请求失败')).toBe('请求失败');
  });
});

describe('endedSession', () => {
  it('recognises the failures that force a logout', () => {
    expect(endedSession(failure('x', { code: 'UNAUTHENTICATED' }))).toBe(true);
    expect(endedSession(failure('x', { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.FORCE_LOGOUT }))).toBe(true);
    expect(endedSession(failure('x', { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.MOBILE_CONFLICT }))).toBe(
      false,
    );
  });
});
