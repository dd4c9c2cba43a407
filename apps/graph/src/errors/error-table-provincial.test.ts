import { GatewayCode } from '@sme/contract/codes';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { mapError } from './error-table.ts';

const L2_TEXT = '请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作';

describe('error table: provincial login below L2', () => {
  it('passes the identify and logout addresses on as extensions', () => {
    const error = new GatewayBusinessError(GatewayCode.PROVINCIAL_LEVEL_TOO_LOW, L2_TEXT, {
      identifyUrl: 'https://id.example/identify?redirect=x',
      logoutUrl: 'https://id.example/logout',
      other: 'not passed on',
    });
    expect(mapError(new GraphQLError(L2_TEXT, { originalError: error }))).toEqual({
      message: L2_TEXT,
      extensions: {
        code: 'BUSINESS_ERROR',
        gatewayCode: GatewayCode.PROVINCIAL_LEVEL_TOO_LOW,
        identifyUrl: 'https://id.example/identify?redirect=x',
        logoutUrl: 'https://id.example/logout',
      },
    });
  });

  it('passes on nothing that is not an http(s) address, and no data of other codes', () => {
    const forged = new GatewayBusinessError(GatewayCode.PROVINCIAL_LEVEL_TOO_LOW, L2_TEXT, {
      identifyUrl: 'javascript:alert(1)',
      logoutUrl: 42,
    });
    expect(mapError(forged).extensions).toEqual({
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.PROVINCIAL_LEVEL_TOO_LOW,
    });
    const other = new GatewayBusinessError(GatewayCode.PROVINCIAL_LOGIN_FAILED, '统一身份认证登录已失效，请重新登录', {
      identifyUrl: 'https://id.example/identify',
    });
    expect(mapError(other).extensions).toEqual({
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.PROVINCIAL_LOGIN_FAILED,
    });
  });
});
