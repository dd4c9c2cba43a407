import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CACHE_TYPE_POLICIES } from '#shared/api/cache-policies.ts';
import { DataAuthorisationQuery } from './authorisation-operations';
import { LedgerRevocationStandingQuery } from './ledger-operations';

const STATE = {
  __typename: 'DataAuthorisationState',
  hasCompany: true,
  companyName: '粤秀智造科技有限公司',
  ifCertification: true,
  hasCheckedFace: true,
  mayRevoke: true,
  inForce: true,
  authorisations: [
    { __typename: 'DataAuthorisation', id: '1', grantedAt: '2026-11-30T01:00:00Z', authEndDate: '2027-11-30' },
  ],
  lastRevocation: null,
};

/** Apollo Client with the portal's cache policies over a server that counts the operations it is asked. */
function countingClient(typePolicies = CACHE_TYPE_POLICIES) {
  const asked: string[] = [];
  const server = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '?');
    const { mayRevoke, inForce } = STATE;
    const dataAuthorisation =
      operation.operationName === 'LedgerRevocationStanding'
        ? { __typename: STATE.__typename, mayRevoke, inForce }
        : STATE;
    return of({ data: { dataAuthorisation } });
  });
  return { client: new ApolloClient({ link: server, cache: new InMemoryCache({ typePolicies }) }), asked };
}

/** Watches both queries of /cancelAuthorization, as the page and its ledger do, until the answers settle. */
async function watchBoth(client: ApolloClient) {
  const watches = [
    client.watchQuery({ query: DataAuthorisationQuery, fetchPolicy: 'network-only' }),
    client.watchQuery({ query: LedgerRevocationStandingQuery, fetchPolicy: 'cache-and-network' }),
  ].map((watch) => watch.subscribe(() => {}));
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const watch of watches) watch.unsubscribe();
}

describe('/cancelAuthorization in the portal cache (shared/api/cache-policies.ts)', () => {
  it('keeps the authorisation state and the ledger standing in one object: each query asked once', async () => {
    const { client, asked } = countingClient();
    await watchBoth(client);
    expect(asked.sort()).toEqual(['DataAuthorisation', 'LedgerRevocationStanding']);
  });

  it('(without the policy, each answer replaces the object and the other query asks again)', async () => {
    const { client, asked } = countingClient({});
    await watchBoth(client);
    expect(asked.length).toBeGreaterThan(2);
  });
});
