import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { failureMessage, reactionToFailure } from './failure';

const graphQLFailure = (...errors: { message: string; code?: string }[]) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: errors.map(({ message, code }) => ({ message, extensions: code ? { code } : {} })),
  });

const httpFailure = (status: number, bodyText = '', contentType = 'text/html') =>
  new ServerError('Response not successful', {
    response: new Response(bodyText, { status, headers: { 'content-type': contentType } }),
    bodyText,
  });

describe('reactionToFailure', () => {
  it('ends the session on UNAUTHENTICATED with the spec §8 text', () => {
    expect(reactionToFailure(graphQLFailure({ message: 'x', code: 'UNAUTHENTICATED' }))).toEqual({
      kind: 'session-ended',
      message: '账号已在其他地方登录或登录已过期，请重新登录',
    });
  });

  it('ends the session on gateway code -3001 (spec §4: the user-info call says the session is gone)', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: '登录已失效', extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.FORCE_LOGOUT } },
      ],
    });
    expect(reactionToFailure(error).kind).toBe('session-ended');
  });

  it('says no permission on FORBIDDEN', () => {
    expect(reactionToFailure(graphQLFailure({ message: 'x', code: 'FORBIDDEN' }))).toEqual({
      kind: 'notify',
      message: '无权限，请联系管理员',
    });
  });

  it('keeps quiet about timeouts but gives the page a text', () => {
    const reaction = reactionToFailure(graphQLFailure({ message: '网关超时', code: 'GATEWAY_TIMEOUT' }));
    expect(reaction.kind).toBe('timeout');
    expect(reaction.message).toBe('服务响应超时，请稍后重试');
  });

  it("shows the server's Chinese message for other errors", () => {
    expect(reactionToFailure(graphQLFailure({ message: '每页条数不能大于50', code: 'BUSINESS_ERROR' }))).toEqual({
      kind: 'notify',
      message: '每页条数不能大于50',
    });
  });

  it('replaces messages that are not Chinese', () => {
    expect(
      failureMessage(graphQLFailure({ message: 'Cannot query field "x"', code: 'GRAPHQL_VALIDATION_FAILED' })),
    ).toBe('请求失败，请稍后再试');
    expect(failureMessage(graphQLFailure({ message: 'connect ECONNREFUSED', code: 'GATEWAY_UNAVAILABLE' }))).toBe(
      '服务暂时不可用，请稍后再试',
    );
  });

  it('lets the session ending win over other errors in the same answer', () => {
    const error = graphQLFailure(
      { message: '参数错误', code: 'BAD_USER_INPUT' },
      { message: 'x', code: 'UNAUTHENTICATED' },
    );
    expect(reactionToFailure(error).kind).toBe('session-ended');
    const forbiddenLater = graphQLFailure({ message: '参数错误' }, { message: 'no', code: 'FORBIDDEN' });
    expect(failureMessage(forbiddenLater)).toBe('无权限，请联系管理员');
  });

  it('reads HTTP statuses as spec §8 does: 403 ends the session, 401 is no permission', () => {
    expect(reactionToFailure(httpFailure(403)).kind).toBe('session-ended');
    expect(failureMessage(httpFailure(401))).toBe('无权限，请联系管理员');
    expect(reactionToFailure(httpFailure(504)).kind).toBe('timeout');
    expect(failureMessage(httpFailure(502, '<html>Bad Gateway</html>'))).toBe('服务暂时不可用，请稍后再试');
  });

  it('reads GraphQL errors from an error status body', () => {
    const body = JSON.stringify({ errors: [{ message: '产品编号不正确', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(failureMessage(httpFailure(400, body, 'application/json'))).toBe('产品编号不正确');
  });

  it('names network failures, unparsable answers and client timeouts', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('网络连接失败，请检查网络后重试');
    const response = new Response('oops', { status: 200 });
    expect(failureMessage(new ServerParseError(new Error('bad json'), { response, bodyText: 'oops' }))).toBe(
      '服务暂时不可用，请稍后再试',
    );
    expect(reactionToFailure(new DOMException('signal timed out', 'TimeoutError')).kind).toBe('timeout');
  });
});
