import { GatewayCode } from '@sme/contract/codes';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { mapError } from './error-table.ts';

describe('error table: content', () => {
  it('maps an unknown policy or article to NOT_FOUND with the gateway message and code', () => {
    const error = new GatewayBusinessError(GatewayCode.CONTENT_NOT_FOUND, '该政策不存在或已下线');
    expect(mapError(new GraphQLError('x', { originalError: error }))).toEqual({
      message: '该政策不存在或已下线',
      extensions: { code: 'NOT_FOUND', gatewayCode: GatewayCode.CONTENT_NOT_FOUND },
    });
  });

  it('says 内容不存在或已下线 when the gateway gave no message', () => {
    const error = new GatewayBusinessError(GatewayCode.CONTENT_NOT_FOUND, '');
    expect(mapError(error).message).toBe('内容不存在或已下线');
  });

  it('leaves other business refusals to the business row', () => {
    const error = new GatewayBusinessError(GatewayCode.BAD_PARAMS, '发布日期起不能晚于发布日期止');
    expect(mapError(error).extensions.code).toBe('BUSINESS_ERROR');
  });
});
