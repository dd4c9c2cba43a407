import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { failureMessage, gatewayCodeOf, MESSAGES, sessionEnded } from './failure';

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('admin failure messages', () => {
  it("shows the gateway's Chinese message and its code", () => {
    const error = graphQLError('当前状态不允许该操作', { code: 'BUSINESS_ERROR', gatewayCode: -8003 });
    expect(failureMessage(error)).toBe('当前状态不允许该操作');
    expect(gatewayCodeOf(error)).toBe(-8003);
    expect(sessionEnded(error)).toBe(false);
  });

  it('replaces English or missing texts by Chinese ones', () => {
    expect(failureMessage(graphQLError('Forbidden', { code: 'FORBIDDEN' }))).toBe(MESSAGES.forbidden);
    expect(failureMessage(graphQLError('Internal server error', { code: 'INTERNAL' }))).toBe(MESSAGES.generic);
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.network);
    expect(gatewayCodeOf(new Error('x'))).toBeNull();
  });

  it('recognises an ended staff session', () => {
    const ended = graphQLError('登录已失效', { code: 'UNAUTHENTICATED' });
    expect(sessionEnded(ended)).toBe(true);
    expect(failureMessage(ended)).toBe(MESSAGES.sessionEnded);
    const forbidden = new ServerError('Forbidden', { response: new Response('', { status: 403 }), bodyText: '' });
    expect(sessionEnded(forbidden)).toBe(true);
  });
});
