import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeQuery } from '../session/current-user';
import { failureMessage } from './failure';
import { serverMessageOr } from './graphql-failure';
import { fetchGraphQL } from './graphql-fetch';
import { MESSAGES } from './messages';

const notifyFailure = vi.fn();

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifyFailure.mockClear();
});

describe('fetchGraphQL (the first screen without Apollo Client)', () => {
  it('posts the operation as Apollo does (name, printed document with its fragments, variables) and answers data', async () => {
    const fetch = answer(200, { data: { me: null } });
    await expect(fetchGraphQL(MeQuery, {}, { noLoading: true, notify: notifyFailure })).resolves.toEqual({ me: null });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe('Me');
    expect(body.query).toMatch(/query Me \{\s+me \{\s+\.\.\.CurrentUserFields/);
    expect(body.query).toMatch(/fragment CurrentUserFields on UserInfo/);
  });

  it('an ended session forces the logout (spec §8) and rejects with an error Apollo-aware code reads', async () => {
    answer(200, { data: null, errors: [{ message: 'unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] });
    const endSession = vi.fn();
    const failure = await fetchGraphQL(MeQuery, {}, { noLoading: true, endSession, notify: notifyFailure }).catch(
      (error: unknown) => error,
    );
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(notifyFailure).not.toHaveBeenCalled();
    expect(failureMessage(failure)).toBe(MESSAGES.sessionEnded);
  });

  it("shows the server's Chinese message of a refused request, unless the caller shows it", async () => {
    const errors = [{ message: '产品已下架', extensions: { code: 'BUSINESS_ERROR', gatewayCode: -1 } }];
    answer(200, { data: null, errors });
    const failure = await fetchGraphQL(MeQuery, {}, { noLoading: true, notify: notifyFailure }).catch(
      (error: unknown) => error,
    );
    expect(notifyFailure).toHaveBeenCalledWith('产品已下架');
    expect(serverMessageOr(failure, '失败')).toBe('产品已下架');
    answer(200, { data: null, errors });
    await fetchGraphQL(MeQuery, {}, { noLoading: true, quietErrors: true, notify: notifyFailure }).catch(
      () => undefined,
    );
    expect(notifyFailure).toHaveBeenCalledTimes(1);
  });

  it('a proxy page with status 502 reads as the service being unavailable', async () => {
    answer(502, '<html>Bad Gateway</html>');
    const failure = await fetchGraphQL(MeQuery, {}, { noLoading: true, notify: notifyFailure }).catch(
      (error: unknown) => error,
    );
    expect(failureMessage(failure)).toBe(MESSAGES.unavailable);
    expect(notifyFailure).toHaveBeenCalledWith(MESSAGES.unavailable);
  });
});
