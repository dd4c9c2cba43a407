import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { from, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { asMeAnswer, currentUserOf, MeQuery } from './me-query';
import { type CurrentUser, createSessionStore } from './session-store';

const user: CurrentUser = {
  id: 'u1',
  name: '张三',
  maskedMobile: '138****0001',
  companyName: '示范科技有限公司',
  companyCount: 1,
  ifImport: false,
  ifCertification: false,
  identifyStatus: 0,
  hasCheckedFace: false,
};

// Not a gql tag: codegen validates those against the schema, and this mutation only exists in the test's server.
const CertifyProbe = parse('mutation CertifyProbe { certifyProbe { id ifCertification } }');

const asAnswered = (current: CurrentUser | null) => ({ me: current && { ...current, __typename: 'UserInfo' } });

/** Apollo Client whose server answers `me` with `me()` and the probe mutation with the user certified. */
function clientAnswering(me: () => Promise<CurrentUser | null> | CurrentUser | null) {
  const asked = vi.fn();
  const server = new ApolloLink((operation) => {
    if (operation.operationName === 'Me') {
      asked();
      return from(
        Promise.resolve()
          .then(me)
          .then((current) => ({ data: asAnswered(current) })),
      );
    }
    return of({ data: { certifyProbe: { __typename: 'UserInfo', id: 'u1', ifCertification: true } } });
  });
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  const loadClient = vi.fn(async () => client);
  return { client, asked, store: createSessionStore(loadClient, MeQuery), loadClient };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe("createSessionStore (Apollo's `me` for the shell)", () => {
  it('is unknown until `me` answers, asks once however many readers ensure it, then tells its listeners', async () => {
    const answer = deferred<CurrentUser | null>();
    const { store, asked, loadClient } = clientAnswering(() => answer.promise);
    const listener = vi.fn();
    store.subscribe(listener);
    store.ensure();
    store.ensure();
    expect(store.snapshot().user).toBeUndefined();
    answer.resolve(user);
    await vi.waitFor(() => expect(store.snapshot().user).toMatchObject({ id: 'u1' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(store.snapshot().error).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    store.ensure();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure as its error and asks again when next ensured', async () => {
    let fail = true;
    const { store, asked } = clientAnswering(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return null;
    });
    await store.refresh();
    expect(store.snapshot().user).toBeUndefined();
    expect(store.snapshot().error).toBeInstanceOf(Error);
    fail = false;
    store.ensure();
    await store.refresh();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(store.snapshot()).toEqual({ user: null, error: undefined });
  });

  it("follows the cache: a login's writeQuery and a mutation answering the user's fields reach the store", async () => {
    const { client, store } = clientAnswering(() => null);
    await store.refresh();
    expect(store.snapshot().user).toBeNull();
    client.writeQuery({ query: MeQuery, data: { me: asMeAnswer({ ...user, __typename: 'UserInfo' } as CurrentUser) } });
    expect(store.snapshot().user).toMatchObject({ id: 'u1', ifCertification: false });
    await client.mutate({ mutation: CertifyProbe });
    expect(store.snapshot().user).toMatchObject({ id: 'u1', ifCertification: true });
  });

  it('on resetStore (logout) makes the user unknown at once, then asks `me` again', async () => {
    let loggedIn = true;
    const { client, store } = clientAnswering(() => (loggedIn ? user : null));
    await store.refresh();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.snapshot().user));
    loggedIn = false;
    await client.resetStore();
    await vi.waitFor(() => expect(store.snapshot().user).toBeNull());
    expect(seen[0]).toBeUndefined();
  });

  it('a refresh asks the server again, so the cache and the store agree', async () => {
    let current: CurrentUser = user;
    const { client, store, asked } = clientAnswering(() => current);
    await store.refresh();
    current = { ...user, ifCertification: true, companyCount: 2 };
    await store.refresh();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(store.snapshot().user).toMatchObject({ ifCertification: true, companyCount: 2 });
    expect(currentUserOf(client.readQuery({ query: MeQuery })?.me)?.companyCount).toBe(2);
  });
});
