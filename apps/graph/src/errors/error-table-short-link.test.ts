import { GatewayCode } from '@sme/contract/codes';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { mapError } from './error-table.ts';

describe('error table: short links', () => {
  it("passes the gateway's message and code on", () => {
    const error = new GatewayBusinessError(GatewayCode.SHORT_LINK_NOT_FOUND, '短链接不存在！');
    expect(mapError(new GraphQLError('x', { originalError: error }))).toEqual({
      message: '短链接不存在！',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.SHORT_LINK_NOT_FOUND },
    });
  });

  it('says 短链接不存在！ when the gateway gave no message (spec §8)', () => {
    const error = new GatewayBusinessError(GatewayCode.SHORT_LINK_NOT_FOUND, '');
    expect(mapError(error).message).toBe('短链接不存在！');
  });
});
