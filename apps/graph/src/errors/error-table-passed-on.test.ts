import { GatewayCode } from '@sme/contract/codes';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { mapError } from './error-table.ts';

describe('error table: content and short links', () => {
  it.each([
    {
      what: 'an unknown policy or article',
      gatewayCode: GatewayCode.CONTENT_NOT_FOUND,
      code: 'NOT_FOUND',
      sent: '该政策不存在或已下线',
      own: '内容不存在或已下线',
    },
    {
      what: 'an unknown short link (spec §8)',
      gatewayCode: GatewayCode.SHORT_LINK_NOT_FOUND,
      code: 'BUSINESS_ERROR',
      sent: '短链接不存在！',
      own: '短链接不存在！',
    },
  ])(
    'maps $what to $code with the gateway message and code, or its own text when the gateway gave none',
    ({ gatewayCode, code, sent, own }) => {
      const error = new GatewayBusinessError(gatewayCode, sent);
      expect(mapError(new GraphQLError('x', { originalError: error }))).toEqual({
        message: sent,
        extensions: { code, gatewayCode },
      });
      expect(mapError(new GatewayBusinessError(gatewayCode, '')).message).toBe(own);
    },
  );

  it('leaves other business refusals to the business row', () => {
    const error = new GatewayBusinessError(GatewayCode.BAD_PARAMS, '发布日期起不能晚于发布日期止');
    expect(mapError(error).extensions.code).toBe('BUSINESS_ERROR');
  });
});
