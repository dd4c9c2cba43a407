import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '#gql';
import { CurrentUserFields, MeQuery, userOf } from '../session/current-user';
import { type CurrentUser, createSessionStore } from '../session/session-store';
import { sessionUser } from '../session/session-user.test-support';
import { connectSession } from './session-bridge';

const user = sessionUser();

// Not a gql tag: codegen validates those against the schema, and this mutation only exists in the test's server.
const CertifyProbe = parse('mutation CertifyProbe { certifyProbe { id ifCertification } }');

/** Apollo Client whose server answers `me` with `me()` and the probe mutation with the user certified. */
function clientAnswering(me: () => CurrentUser | null) {
  const server = new ApolloLink((operation) => {
    if (operation.operationName === 'Me') {
      const current = me();
      return of({ data: { me: current && { ...current, __typename: 'UserInfo' } } });
    }
    return of({ data: { certifyProbe: { __typename: 'UserInfo', id: 'u1', ifCertification: true } } });
  });
  return new ApolloClient({ link: server, cache: new InMemoryCache() });
}

describe('connectSession (the shell session handed to Apollo Client)', () => {
  it("writes the user fetched before Apollo loaded into Apollo's cache", async () => {
    const store = createSessionStore(async () => user);
    await store.refresh();
    const client = clientAnswering(() => user);
    connectSession(client, store, MeQuery, userOf);
    expect(client.readQuery({ query: MeQuery })?.me).toMatchObject({ id: 'u1', maskedMobile: '138****0001' });
  });

  it("follows the cache: a login's writeQuery and a mutation answering the user's fields reach the store", async () => {
    const store = createSessionStore(async () => null);
    await store.refresh();
    const client = clientAnswering(() => user);
    connectSession(client, store, MeQuery, userOf);
    expect(store.snapshot().user).toBeNull();
    client.writeQuery({
      query: MeQuery,
      data: { me: makeFragmentData({ ...user, __typename: 'UserInfo' } as CurrentUser, CurrentUserFields) },
    });
    expect(store.snapshot().user).toMatchObject({ id: 'u1', ifCertification: false });
    await client.mutate({ mutation: CertifyProbe });
    expect(store.snapshot().user).toMatchObject({ id: 'u1', ifCertification: true });
  });

  it('on resetStore (logout) makes the user unknown at once, then asks `me` again through Apollo', async () => {
    let loggedIn = true;
    const store = createSessionStore(async () => user);
    await store.refresh();
    const client = clientAnswering(() => (loggedIn ? user : null));
    connectSession(client, store, MeQuery, userOf);
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.snapshot().user));
    loggedIn = false;
    await client.resetStore();
    await vi.waitFor(() => expect(store.snapshot().user).toBeNull());
    expect(seen[0]).toBeUndefined();
  });

  it('a refresh after Apollo loaded asks through Apollo, so its cache and the store agree', async () => {
    const fetchMe = vi.fn(async () => user);
    const store = createSessionStore(fetchMe);
    await store.refresh();
    let current: CurrentUser = user;
    const client = clientAnswering(() => current);
    connectSession(client, store, MeQuery, userOf);
    current = { ...user, ifCertification: true, companyCount: 2 };
    await store.refresh();
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(store.snapshot().user).toMatchObject({ ifCertification: true, companyCount: 2 });
    expect(userOf(client.readQuery({ query: MeQuery })?.me)?.companyCount).toBe(2);
  });
});
