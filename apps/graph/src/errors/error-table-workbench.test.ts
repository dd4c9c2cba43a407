import { GatewayCode } from '@sme/contract/codes';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { StaffSessionEndedError } from '#upstream/staff-session-ended.ts';
import { GatewayBusinessError, GatewayHttpError } from '#upstream/upstream-errors.ts';
import { mapError } from './error-table.ts';

describe('error table: the workbench', () => {
  it('maps a role refusal (-8050) to FORBIDDEN with the gateway’s text', () => {
    const error = new GatewayBusinessError(GatewayCode.ROLE_REFUSED, '当前角色无权执行该操作');
    expect(mapError(new GraphQLError('x', { originalError: error }))).toEqual({
      message: '当前角色无权执行该操作',
      extensions: { code: 'FORBIDDEN', gatewayCode: -8050 },
    });
    expect(mapError(new GatewayBusinessError(GatewayCode.ROLE_REFUSED, '')).message).toBe('当前角色无权执行该操作');
  });

  it('keeps a wrong or replayed TOTP code (-4006) and a claimed need (-8051) business errors', () => {
    expect(
      mapError(new GatewayBusinessError(GatewayCode.TOTP_CODE_INVALID, '动态验证码错误或已使用，还可尝试4次')),
    ).toEqual({
      message: '动态验证码错误或已使用，还可尝试4次',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: -4006 },
    });
    expect(mapError(new GatewayBusinessError(GatewayCode.NEED_NOT_OPEN, ''))).toEqual({
      message: '该融资需求已被其他机构认领或已不在待认领状态',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8051 },
    });
  });

  it('marks an ended staff session as the staff’s, apart from the enterprise’s 403', () => {
    expect(mapError(new StaffSessionEndedError('/loan/org/list')).extensions).toEqual({
      code: 'UNAUTHENTICATED',
      session: 'staff',
    });
    expect(mapError(new StaffSessionEndedError('/auth/staff/me', '账号已停用或已注销，请重新登录')).message).toBe(
      '账号已停用或已注销，请重新登录',
    );
    expect(mapError(new GatewayHttpError(403, '/user/user/userInfo')).extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('maps the products’ and pre-credit refusals: unknown product NOT_FOUND, removed and refused grants business errors', () => {
    expect(mapError(new GatewayBusinessError(GatewayCode.ORG_PRODUCT_NOT_FOUND, '产品不存在'))).toEqual({
      message: '产品不存在',
      extensions: { code: 'NOT_FOUND', gatewayCode: -8060 },
    });
    expect(mapError(new GatewayBusinessError(GatewayCode.ORG_PRODUCT_REMOVED, ''))).toEqual({
      message: '该产品已下架，不能修改',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8061 },
    });
    expect(
      mapError(new GatewayBusinessError(GatewayCode.PRE_CREDIT_REFUSED, '该企业尚未在平台注册，不能授予预授信')),
    ).toEqual({
      message: '该企业尚未在平台注册，不能授予预授信',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: -8062 },
    });
  });
});
