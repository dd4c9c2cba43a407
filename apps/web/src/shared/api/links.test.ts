import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { GatewayCode } from '@sme/contract/codes';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createFailureLink } from './links';
import './request-context';

const ProbeQuery = gql`
  query FailureLinkProbe {
    me {
      id
    }
  }
`;

/** A client whose server answers every operation with one GraphQL error. */
function clientFailingWith(extensions: Record<string, unknown>, message = '请求被拒绝') {
  const notify = vi.fn();
  const endSession = vi.fn();
  const server = new ApolloLink(() => of({ data: null, errors: [{ message, extensions }] }));
  const client = new ApolloClient({
    link: ApolloLink.from([createFailureLink({ notify, endSession }), server]),
    cache: new InMemoryCache(),
  });
  return { client, notify, endSession };
}

describe('createFailureLink', () => {
  it("shows the server's message for a refused request", async () => {
    const { client, notify, endSession } = clientFailingWith(
      { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.BAD_PARAMS },
      '参数错误',
    );
    await expect(client.query({ query: ProbeQuery })).rejects.toThrow('参数错误');
    expect(notify).toHaveBeenCalledWith('参数错误');
    expect(endSession).not.toHaveBeenCalled();
  });

  it('stays quiet when the caller shows the failure itself', async () => {
    const { client, notify } = clientFailingWith(
      { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.MOBILE_CONFLICT },
      '该手机号已注册',
    );
    await expect(client.query({ query: ProbeQuery, context: { quietErrors: true } })).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
  });

  it('forces the logout on UNAUTHENTICATED even for quiet callers', async () => {
    const { client, endSession } = clientFailingWith({ code: 'UNAUTHENTICATED' });
    await expect(client.query({ query: ProbeQuery, context: { quietErrors: true } })).rejects.toThrow();
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('forces the logout on gateway code -3001 (spec §4: user info says the session is gone)', async () => {
    const { client, notify, endSession } = clientFailingWith(
      { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.FORCE_LOGOUT },
      '登录已失效',
    );
    await expect(client.query({ query: ProbeQuery })).rejects.toThrow();
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });
});
